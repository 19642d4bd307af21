/** A lesson's year stamp (issue 36): under the title, the income years its figures are for and the
 * day its facts were checked, in both languages, readable at 320 px and without axe violations. */
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { lessonStamp } from "#shared/lesson-stamp.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { courseLibrary } from "#tests/support/course-pages.ts";
import { expect, languages, open, test, withCookieChoice } from "#tests/support/fixtures.ts";

const pageWords = { en: enCoursePage, se: seCoursePage } as const;

for (const language of languages) {
  const course = courseLibrary[language][0];
  const lesson = course?.lessons[0];

  test(`${language}: a lesson shows its income years and when its facts were checked, under its title`, async ({
    page,
  }) => {
    if (!course || !lesson) throw new Error("no lesson to open");
    await withCookieChoice(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, `/${language}/courses/${course.slug}/${lesson.slug}`);
    const { years, checked } = lessonStamp(pageWords[language], lesson, language);
    await expect(page.getByText(years)).toBeVisible();
    await expect(page.getByText(checked)).toBeVisible();
    const titleBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    const stampBox = await page.getByText(years).boundingBox();
    expect(stampBox?.y ?? 0).toBeGreaterThan(titleBox?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
}
