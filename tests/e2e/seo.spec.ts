/** The head after a client-side navigation, in a browser. What the pre-rendered files say, read as a
 * crawler reads them (titles, canonical, hreflang, Open Graph, structured data, sitemap, robots.txt,
 * llms.txt, icons), is checked without a browser against the built files: tests/built/seo.test.ts. */
import { siteUrl } from "#shared/site.ts";
import { dictionaries, expect, open, test, withCookieChoice } from "#tests/support/fixtures.ts";

test("client-side navigation swaps the head: one title, one canonical, the new page's", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, "/en");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveTitle(dictionaries.en.terms.metaTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/en/terms`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
