import type { Page } from "@playwright/test";
import { bothSizes, dictionaries, expect, languages, open, test } from "#tests/support/fixtures.ts";

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("cookies-accepted"));

for (const language of languages) {
  const t = dictionaries[language];
  const banner = (page: Page) => page.getByRole("region", { name: t.cookie.region });

  test.describe(`${language}: cookie banner`, () => {
    test(
      "a new visitor sees it fixed at the bottom, with equal buttons and a policy link",
      bothSizes,
      async ({ page }) => {
        await open(page, `/${language}`);
        await expect(banner(page)).toBeVisible();
        await expect(banner(page)).toHaveCSS("position", "fixed");
        const box = await banner(page).boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);

        const accept = banner(page).getByRole("button", { name: t.cookie.accept });
        const decline = banner(page).getByRole("button", { name: t.cookie.decline });
        const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
        expect(acceptBox?.width).toBe(declineBox?.width);
        expect(acceptBox?.height).toBe(declineBox?.height);
        for (const property of ["background-color", "color", "font-weight", "font-size"]) {
          const [a, d] = [
            await accept.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property),
            await decline.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property),
          ];
          expect(a, property).toBe(d);
        }
        await expect(banner(page).getByRole("link", { name: t.cookie.policyLink })).toHaveAttribute(
          "href",
          `/${language}/cookies`,
        );
      },
    );

    for (const [button, value] of [
      ["accept", "true"],
      ["decline", "false"],
    ] as const) {
      test(`${t.cookie[button]} stores "${value}" and the banner stays hidden after a reload`, async ({
        page,
      }) => {
        await open(page, `/${language}/terms`);
        await banner(page).getByRole("button", { name: t.cookie[button] }).click();
        await expect(banner(page)).toHaveCount(0);
        expect(await stored(page)).toBe(value);
        await page.reload();
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        expect(await stored(page)).toBe(value);
      });
    }
  });
}

for (const language of languages) {
  const t = dictionaries[language];
  const banner = (page: Page) => page.getByRole("region", { name: t.cookie.region });
  const settings = (page: Page) =>
    page.getByRole("contentinfo").getByRole("button", { name: t.cookie.settings });

  test(
    `${language}: Cookie Settings in the footer reopens the banner, by keyboard, and focus comes back`,
    bothSizes,
    async ({ page }) => {
      // A returning visitor who accepted: the boot script hides the banner before the first paint.
      await page.addInitScript(() => {
        if (window.localStorage.getItem("cookies-accepted") === null) {
          window.localStorage.setItem("cookies-accepted", "true");
        }
      });
      await open(page, `/${language}/privacy`);
      await expect(banner(page)).toHaveCount(0);
      await settings(page).focus();
      await page.keyboard.press("Enter");

      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await expect(banner(page)).toContainText(t.cookie.current.replace("{choice}", t.cookie.accept));
      await page.keyboard.press("Tab"); // the policy link
      await page.keyboard.press("Tab");
      await expect(banner(page).getByRole("button", { name: t.cookie.decline })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page)).toBe("false");
      await expect(settings(page)).toBeFocused();
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page)).toBe("false");
    },
  );

  test(`${language}: the banner says what its buttons do on this site`, async ({ page }) => {
    await open(page, `/${language}`);
    await expect(banner(page)).toContainText(t.cookie.message);
    // Both buttons save only the answer: Accept turns nothing on.
    await banner(page).getByRole("button", { name: t.cookie.accept }).click();
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["cookies-accepted"]);
  });
}

test.describe("returning visitors", () => {
  test.use({ scriptsBlocked: true });
  test("never see the banner, not even before the scripts run", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookies-accepted", "false"));
    // Hold back every script but the inline one: this is the page as first painted.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/en/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#cookie-banner")).toBeHidden();
  });

  test("while new visitors see it in the pre-rendered page", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/se/privacy");
    await expect(page.getByRole("region", { name: dictionaries.se.cookie.region })).toBeVisible();
  });
});

test.describe("blocked storage", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
  });

  test("the page works and the choice hides the banner for the visit", async ({ page }, testInfo) => {
    const t = dictionaries.en;
    await open(page, "/en/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.privacy.title);
    const banner = page.getByRole("region", { name: t.cookie.region });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t.cookie.decline }).click();
    await expect(banner).toHaveCount(0);
    // Still hidden after client-side navigation, including into the other language.
    const nav = page.getByRole("contentinfo").getByRole("navigation");
    await nav.getByRole("link", { name: t.nav.terms }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await page.getByRole("button", { name: /EN/ }).click();
    await page.getByRole("link", { name: "Svenska" }).click();
    await expect(page).toHaveURL(/\/se\/terms$/);
    await expect(page.getByRole("region", { name: dictionaries.se.cookie.region })).toHaveCount(0);
    expect(testInfo.errors).toEqual([]);
  });
});
