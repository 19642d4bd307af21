/** The pre-rendered pages work as plain HTML: the language menu's links switch language everywhere. */
import { languageFromPath, prerenderPaths, switchLanguage } from "#shared/paths.ts";
import { bothSizes, dictionaries, expect, mobileOnly, test } from "#tests/support/fixtures.ts";

test.use({ javaScriptEnabled: false });

for (const path of prerenderPaths) {
  test(`${path}: the language menu switches language without JavaScript`, bothSizes, async ({ page }) => {
    const from = languageFromPath(path);
    const to = from === "en" ? "se" : "en";
    await page.goto(path);
    await page
      .getByRole("button", { name: `${dictionaries[from].nav.language}: ${from.toUpperCase()}` })
      .click();
    await page
      .getByRole("list", { name: dictionaries[from].nav.language })
      .getByRole("link", { name: to === "se" ? "Svenska" : "English" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${switchLanguage(path, to)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", to === "se" ? "sv" : "en");
    await expect(
      page.getByRole("button", { name: `${dictionaries[to].nav.language}: ${to.toUpperCase()}` }),
    ).toBeVisible();
  });
}

test("the drawer opens and leads to a page without JavaScript", mobileOnly, async ({ page }) => {
  await page.goto("/se");
  await page.getByRole("button", { name: dictionaries.se.nav.menu }).click();
  const drawer = page.getByRole("dialog", { name: dictionaries.se.nav.menu });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: dictionaries.se.nav.terms }).click();
  await expect(page).toHaveURL(/\/se\/terms$/);
});
