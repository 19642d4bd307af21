/** CLS 0 (docs/decisions/009): nothing on the page moves once it has been painted. */
import type { Page } from "@playwright/test";
import { languageFromPath, prerenderPaths } from "#shared/paths.ts";
import { bothSizes, dictionaries, expect, open, test } from "../support/fixtures";
import { startProxy, type TestProxy } from "../support/proxy";

/** Records every layout shift from the start of the page into `window.shifts`. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far, two frames on, so that one caused by the last change has been reported. */
function shiftsSoFar(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return (window as unknown as { shifts: number[] }).shifts;
  });
}

// A first visit: while the page paints, while it hydrates, when the cookie banner shows, until the
// page is idle. The one web font, the headings' (decision 060), is preloaded and `font-display:
// optional`: used on the first paint or not at all on that page, so it never swaps in later.
for (const path of prerenderPaths) {
  test(`${path}: nothing shifts from the first paint until the page is idle`, bothSizes, async ({ page }) => {
    await recordShifts(page);
    await open(page, path);
    await expect(
      page.getByRole("region", { name: dictionaries[languageFromPath(path)].cookie.region }),
    ).toBeVisible();
    // Hydrated, the banner shown: wait until the browser has nothing left to do.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(await shiftsSoFar(page)).toEqual([]);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(woff2?|ttf|otf)$/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(fonts).toEqual([
      expect.stringMatching(/^\/assets\/source-serif-4-latin-600-normal-[\w-]+\.woff2$/),
    ]);
  });
}

test.describe("HTML that arrives in pieces (a slow network, a slow phone)", () => {
  // Between the browser and the site: pages are sent 1 KB at a time, 100 ms apart; the rest passes.
  let slow: TestProxy;
  test.beforeAll(async () => {
    slow = await startProxy({ htmlPieceDelay: 100 });
  });
  test.afterAll(() => slow.close());

  // The short page (its footer sits at the bottom of the screen) and a long one.
  for (const path of ["/en/thank-you", "/se/privacy"]) {
    test(`${path}: what is painted first stays where it is`, bothSizes, async ({ page }) => {
      await recordShifts(page);
      await open(page, `${slow.url}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  }
});
