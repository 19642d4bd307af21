import { company } from "#shared/site.ts";
import { dictionaries, expect, languages, open, test, withCookieChoice } from "#tests/support/fixtures.ts";

for (const language of languages) {
  const t = dictionaries[language];

  test(`${language}: the footer shows the company, its pages and its legal details`, async ({ page }) => {
    await withCookieChoice(page);
    await open(page, `/${language}/thank-you`);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(company.legalName);
    await expect(footer).toContainText(t.footer.description);
    const links = footer.getByRole("navigation", { name: t.footer.pages }).getByRole("link");
    await expect(links).toHaveText([t.nav.home, t.nav.privacy, t.nav.cookies, t.nav.terms]);
    for (const href of ["", "/privacy", "/cookies", "/terms"]) {
      await expect(footer.locator(`a[href="/${language}${href}"]`)).toHaveCount(1);
    }
    const details: [string, string][] = [
      [t.footer.registrationNumber, company.registrationNumber],
      [t.footer.vatId, company.vatId],
      [t.footer.financialLicence, company.financialLicence ?? t.footer.licencePlaceholder],
      [t.footer.jurisdiction, "Stockholm"],
      [t.footer.incorporated, "2020"],
    ];
    for (const [label, value] of details) {
      await expect(footer.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value);
    }
    await expect(footer).toContainText(`© 2025 ${company.legalName}`);
    // Until the operator sets it, the licence reads as a note to fill in, never as a number.
    if (company.financialLicence === null) expect(t.footer.licencePlaceholder).toMatch(/^\[.+\]$/);
    await expect(footer.getByRole("button", { name: t.cookie.settings })).toHaveAttribute("type", "button");
  });
}
