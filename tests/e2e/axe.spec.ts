import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { bothSizes, dictionaries, expect, mobileOnly, open, test } from "#tests/support/fixtures.ts";

// Every page with the cookie banner shown: every-page.spec.ts.
for (const language of ["en", "se"] as const) {
  const t = dictionaries[language];

  test(`${language}: no violations with the language menu open`, bothSizes, async ({ page }) => {
    await open(page, `/${language}/privacy`);
    await page.getByRole("button", { name: new RegExp(language.toUpperCase()) }).click();
    await expect(page.getByRole("list", { name: t.nav.language })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${language}: no violations with the drawer open`, mobileOnly, async ({ page }) => {
    await open(page, `/${language}`);
    await page.getByRole("button", { name: t.nav.menu }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${language}: no violations while the form is submitting`, async ({ page }) => {
    await page.clock.install(); // holds the 1 s submit timer while axe runs
    await open(page, `/${language}`);
    await page.getByRole("textbox", { name: t.newsletter.label }).fill("reader@example.org");
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(page.getByRole("button", { name: "..." })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}
