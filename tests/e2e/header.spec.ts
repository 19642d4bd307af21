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

const navPages = [
  ["home", ""],
  ["privacy", "/privacy"],
  ["cookies", "/cookies"],
  ["terms", "/terms"],
] as const;

test.beforeEach(async ({ page }) => withCookieChoice(page));

for (const language of languages) {
  const t = dictionaries[language];

  test.describe(`${language}: navigation`, () => {
    test("the header is sticky and shows the brand", bothSizes, async ({ page }) => {
      await open(page, `/${language}/terms`);
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("position", "sticky");
      await expect(header.getByRole("link", { name: /Skattlyktan/ })).toHaveAttribute("href", `/${language}`);
      await page.mouse.wheel(0, 400);
      await expect(header).toBeInViewport();
    });

    test("desktop: the links are inline and point into the current language", async ({ page }) => {
      await open(page, `/${language}/privacy`);
      const nav = page.getByRole("banner").getByRole("navigation", { name: t.nav.main });
      for (const [page_, suffix] of navPages) {
        await expect(nav.getByRole("link", { name: t.nav[page_], exact: true })).toHaveAttribute(
          "href",
          `/${language}${suffix}`,
        );
      }
      await expect(nav.getByRole("link", { name: t.nav.privacy })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("button", { name: t.nav.menu })).toBeHidden();
      await nav.getByRole("link", { name: t.nav.terms }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/terms$`));
    });

    test("mobile: a drawer holds the links and closes when one is chosen", mobileOnly, async ({ page }) => {
      await open(page, `/${language}`);
      await expect(page.getByRole("banner").getByRole("link", { name: t.nav.privacy })).toBeHidden();
      await page.getByRole("button", { name: t.nav.menu }).click();
      const drawer = page.getByRole("dialog", { name: t.nav.menu });
      await expect(drawer).toBeVisible();
      for (const [page_, suffix] of navPages) {
        await expect(drawer.getByRole("link", { name: t.nav[page_], exact: true })).toHaveAttribute(
          "href",
          `/${language}${suffix}`,
        );
      }
      await drawer.getByRole("link", { name: t.nav.cookies }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/cookies$`));
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cookiePolicy.title);
    });

    test(
      "mobile: Escape and a click outside close the drawer and return focus",
      mobileOnly,
      async ({ page }) => {
        await open(page, `/${language}/terms`);
        const menuButton = page.getByRole("button", { name: t.nav.menu });
        const drawer = page.getByRole("dialog", { name: t.nav.menu });

        await menuButton.click();
        await expect(drawer).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();

        await menuButton.click();
        await expect(drawer).toBeVisible();
        // On the backdrop, left of the drawer (closedby="any").
        await page.mouse.click(20, 420);
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();

        await menuButton.click();
        await drawer.getByRole("button", { name: t.nav.closeMenu }).click();
        await expect(drawer).toBeHidden();
      },
    );
  });
}

test.describe("language menu", () => {
  // Each page swaps to itself in the other language: every-page.spec.ts.
  test("its options are links to the same page, each marked with its own language", async ({ page }) => {
    await open(page, "/en/terms");
    await page.getByRole("button", { name: /EN/ }).click();
    const svenska = page.getByRole("link", { name: "Svenska" });
    await expect(svenska).toHaveAttribute("href", "/se/terms");
    await expect(svenska).toHaveAttribute("lang", "sv");
    await expect(svenska).toHaveAttribute("hreflang", "sv");
    const english = page.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en");
    await expect(english).toHaveAttribute("aria-current", "true");
  });

  test("closes on Escape and on a click outside", async ({ page }) => {
    await open(page, "/se/privacy");
    const button = page.getByRole("button", { name: /SE/ });
    const list = page.getByRole("list", { name: dictionaries.se.nav.language });
    await button.click();
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(list).toBeHidden();
  });
});
