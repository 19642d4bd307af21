/** A visit under the CSP against both ways of serving the build. The redirect, header, compression and
 * hostile-request checks, which need no browser, are tests/built/serving.test.ts (issue 42). */
import { dictionaries, expect, open, test, withCookieChoice } from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { servers } from "#tests/support/servers.ts";

test.beforeAll(needsServer("nginx"));

// The production build, as npm start and as nginx serve it (not the development build of the hydration test).
for (const [name, server] of Object.entries({ node: servers.node, nginx: servers.nginx })) {
  test.describe(`served by ${name}`, () => {
    test("a visit: home, sign-up, thank-you, a legal page, the other language, under the CSP", async ({
      page,
    }) => {
      const { en, se } = dictionaries;
      await withCookieChoice(page);
      await open(page, `${server.url}/en`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.hero.title);
      await page.getByRole("textbox", { name: en.newsletter.label }).fill("reader@example.org");
      await page.getByRole("button", { name: en.newsletter.subscribe }).click();
      await expect(page).toHaveURL(`${server.url}/en/thank-you`);
      await page.getByRole("contentinfo").getByRole("link", { name: en.nav.privacy }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.privacy.title);
      await page.getByRole("button", { name: /EN/ }).click();
      await page.getByRole("link", { name: "Svenska" }).click();
      await expect(page).toHaveURL(`${server.url}/se/privacy`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(se.privacy.title);
      // The fixture fails the test on any console error, and so on any CSP violation.
    });
  });
}
