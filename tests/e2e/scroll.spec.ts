import {
  bothSizes,
  expect,
  isMobile,
  makeTall,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY);

test.beforeEach(async ({ page }) => withCookieChoice(page));

async function scrolledDown(page: import("@playwright/test").Page, path: string) {
  await open(page, path);
  await makeTall(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);
}

async function switchTo(page: import("@playwright/test").Page, from: string, to: string) {
  await page.getByRole("button", { name: new RegExp(from) }).click();
  await page.getByRole("link", { name: to }).click();
}

test("a route change scrolls to the top", bothSizes, async ({ page }, testInfo) => {
  await scrolledDown(page, "/en/privacy");
  // The footer links exist at every size; the header ones only on desktop.
  const nav = isMobile(testInfo.project.name)
    ? page.getByRole("contentinfo").getByRole("navigation")
    : page.getByRole("banner").getByRole("navigation");
  await nav.getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("the same page in the other language keeps the position", async ({ page }) => {
  await scrolledDown(page, "/en/privacy");
  await switchTo(page, "EN", "Svenska");
  await expect(page).toHaveURL(/\/se\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integritetspolicy");
  expect(await scrollY(page)).toBe(1500);
});

test("the thank-you page always starts at the top, even in the other language", async ({ page }) => {
  await scrolledDown(page, "/se/thank-you");
  await switchTo(page, "SE", "English");
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("Back and Forward return the reader to where they were", bothSizes, async ({ page }) => {
  await open(page, "/en");
  // Down to the footer, as a reader would, and on to Privacy from there.
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy" });
  await privacy.scrollIntoViewIfNeeded();
  const where = await scrollY(page);
  expect(where).toBeGreaterThan(1000);
  await privacy.click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);

  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => scrollY(page)).toBe(where);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect.poll(() => scrollY(page)).toBe(600);
});
