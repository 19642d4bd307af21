/** CLS 0 (docs/decisions/009) while HTML arrives slowly; a first visit to every page: every-page.spec.ts. */
import { bothSizes, expect, open, test } from "#tests/support/fixtures.ts";
import { recordShifts, shiftsSoFar } from "#tests/support/layout-shifts.ts";
import { startProxy, type TestProxy } from "#tests/support/proxy.ts";

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
