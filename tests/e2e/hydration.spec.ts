/**
 * The pre-rendered HTML and the hydrated app agree on every route. Served from React's development
 * build (tests/support/serve-dev-build.ts), which reports any difference (text, attributes, the ids
 * useId gives the language menu and the drawer) as a console error; the fixture fails the test on any.
 */
import { prerenderPaths } from "#shared/paths.ts";
import { expect, open, test } from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { servers } from "#tests/support/servers.ts";

test.use({ baseURL: servers.devBuild.url });
test.beforeAll(needsServer("devBuild"));

for (const path of prerenderPaths) {
  test(`${path}: hydrates without a difference from the pre-rendered page`, async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    const served = await (await page.request.get(path)).text();
    await open(page, path);
    expect(messages.filter((message) => /hydrat|did(n't| not) match/i.test(message))).toEqual([]);
    // The ids useId gave on the server are the ones the client uses: the popover still opens.
    const popoverId = await page.locator("[popover]").getAttribute("id");
    expect(popoverId).toBeTruthy();
    expect(served).toContain(`id="${popoverId}"`);
    await page.locator(`[popovertarget="${popoverId}"]`).click();
    await expect(page.locator("[popover]")).toBeVisible();
  });
}
