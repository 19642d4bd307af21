/** Tables for numbers (issue 41): on a 320 px and a 390 px phone, in both languages, no number in a
 * lesson's table breaks across lines, a table never makes the page scroll sideways, and amounts stand
 * right-aligned. Every column in view (issue 51): no table hides a column behind a sideways scroll of
 * its own box; one of several columns reads as labelled rows, each cell named by its column. */
import { courseLibrary } from "#tests/support/course-pages.ts";
import { expect, languages, mobileOnly, test, withCookieChoice } from "#tests/support/fixtures.ts";

/** Every lesson with a table, in one language, per course. */
const lessonsWithTables = (language: (typeof languages)[number]) =>
  courseLibrary[language].map((course) => ({
    course: course.slug,
    paths: course.lessons
      .filter((lesson) => /^\|.*\|\s*$/m.test(lesson.markdown))
      .map((lesson) => `/${language}/courses/${course.slug}/${lesson.slug}`),
  }));

/** In the page: each number in a table cell (digits with their group separators) that is laid out on
 * more than one line, as "cell text: number". */
function numbersSplitAcrossLines(): string[] {
  const split: string[] = [];
  for (const cell of document.querySelectorAll(".lesson-prose td, .lesson-prose th")) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\d(?:[\d\u00a0,.]*\d)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(`${cell.textContent?.trim()}: ${match[0]}`);
      }
    }
  }
  return split;
}

// One visit per lesson at both widths: the page is resized from 390 to 320 px and laid out again (a
// visit of a lesson costs more than its layout). A test per course, so that workers share the lessons.
for (const language of languages) {
  const courses = lessonsWithTables(language);
  test(`${language}: lessons with a table`, mobileOnly, () => {
    expect(courses.flatMap((course) => course.paths).length).toBeGreaterThan(0);
  });
  for (const { course, paths } of courses.filter((course) => course.paths.length > 0)) {
    test(
      `${language}, ${course}, at 390 and 320 px: no number in a lesson table breaks, no page scrolls sideways`,
      mobileOnly,
      async ({ page }) => {
        await withCookieChoice(page);
        for (const path of paths) {
          await page.setViewportSize({ width: 390, height: 800 });
          await page.goto(path);
          for (const width of [390, 320]) {
            await page.setViewportSize({ width, height: 800 });
            const where = `${path} at ${width} px`;
            expect(await page.evaluate(numbersSplitAcrossLines), where).toEqual([]);
            const widths = await page.evaluate(() => ({
              page: document.documentElement.scrollWidth,
              viewport: document.documentElement.clientWidth,
            }));
            expect(widths.page, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
            // At 390 px (issue 51's phone): every column in view, no table box scrolling sideways.
            if (width !== 390) continue;
            const regions = page
              .getByRole("main")
              .getByRole("region")
              .filter({ has: page.getByRole("table") });
            expect(await regions.count(), path).toBeGreaterThan(0);
            for (const region of await regions.all()) {
              const box = await region.evaluate((element) => ({
                scroll: element.scrollWidth,
                client: element.clientWidth,
              }));
              const name = await region.getAttribute("aria-label");
              expect(box.scroll, `${path}: “${name}” hides a column`).toBeLessThanOrEqual(box.client);
            }
          }
        }
      },
    );
  }
}

test(
  "a table of amounts is a labelled, focusable region, its amounts right-aligned",
  mobileOnly,
  async ({ page }) => {
    await withCookieChoice(page);
    const [path] = lessonsWithTables("se").flatMap((course) => course.paths);
    await page.goto(path ?? "/se");
    const region = page
      .getByRole("region")
      .filter({ has: page.getByRole("table") })
      .first();
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleName(/\S/);
    const amount = region.locator("td.num").first();
    await expect(amount).toHaveCSS("text-align", "right");
  },
);

test(
  "a table of several columns reads as labelled rows on a phone, alike in both languages",
  mobileOnly,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await withCookieChoice(page);
    for (const language of languages) {
      await page.goto(`/${language}/courses/general-tax-planning/income-and-tax-rates`);
      const region = page
        .getByRole("main")
        .getByRole("region")
        .filter({ has: page.getByRole("table") })
        .first();
      const labels = await region
        .locator("td.num")
        .evaluateAll((cells) =>
          cells.map((cell) => [
            cell.getAttribute("data-label"),
            getComputedStyle(cell, "::before").content.replace(/^"|"$/g, ""),
          ]),
        );
      expect(labels.length, language).toBeGreaterThan(1);
      for (const [label, shown] of labels) expect(shown, language).toBe(label);
      // Both years' figures side by side in view: every cell's right edge inside the phone's width.
      const rightEdges = await region
        .locator("td")
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
      expect(Math.max(...rightEdges), language).toBeLessThanOrEqual(390);
    }
  },
);
