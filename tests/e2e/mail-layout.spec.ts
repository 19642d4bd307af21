/** A real lesson mail's HTML as Chromium renders it at a desktop client's 600 px and a phone's 375 px
 * (issue 39): the column fits without sideways scrolling, the drawing shows at its size with its alt
 * text, a table and a "Check this" callout carry their own styles, and axe finds nothing; in the site's
 * colours (issue 40) and, where the client asks for dark, in dark ones that axe finds readable too. */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { realLessonMail } from "#tests/support/real-lesson-mail.ts";

// A mail is not a web page: axe's best practices (landmarks, one h1) do not apply to it.
const mailTags = ["wcag2a", "wcag2aa", "wcag22aa"];
let html = "";
test.beforeAll(async () => {
  html = (await realLessonMail("en")).html;
});

for (const width of [600, 375]) {
  test(`a lesson mail fits ${width} px, with its drawing, table and callout styled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const drawing = page.getByRole("img", { name: /^Drawing for the course/ });
    await expect(drawing).toBeVisible();
    const size = await drawing.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.clientWidth]);
    expect(size[0]).toBeGreaterThan(0); // the PNG decoded
    expect(size[1]).toBeLessThanOrEqual(240);

    const table = page.getByRole("table").first();
    await expect(table).toHaveCSS("border-collapse", "collapse");
    const callout = page.getByRole("note", { name: "Check this" });
    await expect(callout).toHaveCSS("border-left-style", "solid");

    await expectNoAxeViolations(page, "", { tags: mailTags });
  });
}

test("a real lesson mail at 375 px shows both years of a two-year table, as rows, without sideways scroll", async ({
  page,
}) => {
  for (const language of ["en", "se"] as const) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.setContent((await realLessonMail(language)).html);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const table = page.locator("table.mail-rows").first();
    for (const year of ["2025", "2026"]) {
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: year, exact: true }) })
        .first();
      await expect(row.getByRole("rowheader"), `${language} ${year}`).toBeVisible();
      const value = row.getByRole("cell");
      await expect(value).toBeVisible();
      const box = await value.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${language} ${year}`).toBeLessThanOrEqual(375);
      expect(await value.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    }
  }
});

test("a lesson mail wears the site's colours, and reads in a dark scheme", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.setContent(html);
  const band = page.locator(".mail-band");
  await expect(band).toHaveCSS("background-color", "rgb(11, 88, 115)");
  await expect(band).toHaveCSS("border-bottom-color", "rgb(247, 192, 74)");
  await expect(page.getByRole("note", { name: "Check this" })).toHaveCSS(
    "border-left-color",
    "rgb(247, 192, 74)",
  );

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator(".mail-cell")).toHaveCSS("background-color", "rgb(16, 38, 47)");
  await expect(page.getByRole("link", { name: "Unsubscribe" })).toHaveCSS("color", "rgb(252, 215, 127)");
  await expectNoAxeViolations(page, "dark", { tags: mailTags });
});
