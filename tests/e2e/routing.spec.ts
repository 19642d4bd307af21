import path from "node:path";
import {
  dictionaries,
  expect,
  htmlLang,
  languages,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";
import { clientRoot } from "../../server/build-paths.ts";

// That every pre-rendered page is complete HTML before any JavaScript runs (its language, header, main,
// h1 and footer) is read from the served HTML in tests/built/pages.test.ts.
test.describe("pre-rendered pages", () => {
  for (const language of languages) {
    test(`${language}: reads without JavaScript, in its language`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${language}/privacy`);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(language));
      await expect(page.getByRole("banner")).toContainText("Skattlyktan");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
        dictionaries[language].privacy.title,
      );
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await context.close();
    });
  }
});

test.describe("redirects", () => {
  // What the servers answer over HTTP (302 to /en) is checked for both servers in tests/built/serving.test.ts.
  test("a trailing slash on a real route leads to that route", async ({ page }) => {
    await page.goto("/se/privacy/");
    await expect(page).toHaveURL(/\/se\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictionaries.se.privacy.title);
  });

  test("a direct request for an unknown path replaces it in history", async ({ page }) => {
    await withCookieChoice(page);
    await open(page, "/en/privacy");
    await page.goto("/en/nope");
    await expect(page).toHaveURL(/\/en$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/privacy$/);
  });

  test("a host that answers unknown paths with the SPA fallback still lands on /en", async ({ page }) => {
    // Our servers redirect with HTTP instead; a static host may serve React Router's index.html. That
    // page paints nothing until the app runs, so its scripts must not wait for a first paint.
    await withCookieChoice(page);
    await page.route("**/en/gone", (route) =>
      route.fulfill({ path: path.join(clientRoot, "index.html"), contentType: "text/html" }),
    );
    await page.goto("/en/gone");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictionaries.en.hero.title);
  });

  test("an in-app jump to an unknown path is replaced by /en; Back returns to the page before", async ({
    page,
  }) => {
    await withCookieChoice(page);
    await open(page, "/se/terms");
    // A client-side navigation, as a link to a dead path would make.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/se/does-not-exist");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictionaries.en.hero.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/se\/terms$/);
  });
});

test.describe("document language", () => {
  test("follows client-side navigation between languages", async ({ page }) => {
    await withCookieChoice(page);
    await open(page, "/en/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: /EN/ }).click();
    await page.getByRole("link", { name: "Svenska" }).click();
    await expect(page).toHaveURL(/\/se\/terms$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page).toHaveTitle(dictionaries.se.terms.metaTitle);
  });
});
