import { prerenderPaths } from "#shared/paths.ts";
import {
  bothSizes,
  dictionaries,
  expect,
  languages,
  mobileOnly,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const noHorizontalScroll = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("every route reflows at 320 px without horizontal scrolling", mobileOnly, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of prerenderPaths) {
    await open(page, path);
    expect(await noHorizontalScroll(page), path).toBe(true);
  }
});

test("text at 200 % loses nothing and needs no horizontal scrolling", async ({ page }) => {
  for (const path of ["/en", "/se/privacy", "/se/thank-you"]) {
    await open(page, path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    expect(await noHorizontalScroll(page), path).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test(
  "every control is at least 24×24 CSS px (links inside sentences excepted)",
  bothSizes,
  async ({ page }) => {
    for (const path of ["/en", "/se/cookies", "/en/thank-you"]) {
      await open(page, path);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("a, button, input, [role=menuitem]")]
          .filter((el) => el.offsetParent !== null && getComputedStyle(el).display !== "inline")
          .filter((el) => !el.classList.contains("sr-only"))
          .map((el) => ({
            el: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
            box: el.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ el, box }) => `${el} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, path).toEqual([]);
    }
  },
);

for (const language of languages) {
  const t = dictionaries[language];

  test(
    `${language}: landmarks, a named navigation and the current page marked`,
    bothSizes,
    async ({ page, isMobile }) => {
      await open(page, `/${language}/cookies`);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      const nav = isMobile
        ? page.getByRole("contentinfo")
        : page.getByRole("navigation", { name: t.nav.main });
      await expect(nav.getByRole("link", { name: t.nav.cookies })).toHaveAttribute("aria-current", "page");
    },
  );

  test(`${language}: a client-side route change is announced and focus moves into the new page`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    await open(page, `/${language}`);
    await page.getByRole("contentinfo").getByRole("link", { name: t.nav.terms }).click();
    await expect(page.locator("[aria-live=assertive]")).toHaveText(t.terms.metaTitle);
    await expect(page.getByRole("main")).toBeFocused();
  });
}

test("forced-colours mode keeps buttons outlined and focus visible", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await open(page, "/en");
  for (const name of ["Accept All", "Decline", "Subscribe"]) {
    const border = await page
      .getByRole("button", { name })
      .evaluate((el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).borderTopColor]);
    expect(border[0], name).toBe("solid");
    expect(border[1], name).not.toBe("rgba(0, 0, 0, 0)");
  }
  await page.keyboard.press("Tab");
  expect(
    await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
  ).not.toBe("none");
});
