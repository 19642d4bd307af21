/**
 * Progress that leads on, and the product in reach (issue 51): with two lessons read, "Continue" on the
 * course page and on the home card leads to the third; a finished course ends in a summary; the tools
 * row under the hero and the calculator link of the course whose topic it computes; the phone's step
 * bar stays in reach while reading.
 */
import type { Page } from "@playwright/test";
import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { fill } from "#shared/i18n/translate.ts";
import { calculatorPath, coursePath, glossaryPath, lessonPath } from "#shared/paths.ts";
import { courseLibrary } from "#tests/support/course-pages.ts";
import {
  dictionaries,
  expect,
  languages,
  mobileOnly,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const pageWords = { en: enCoursePage, se: seCoursePage } as const;

/** Reads a lesson as a reader does: opens it and scrolls to its end (the quiz), which marks it read. */
async function readLesson(page: Page, path: string, quizTitle: string) {
  await open(page, path);
  await page.getByRole("heading", { name: quizTitle }).scrollIntoViewIfNeeded();
}

for (const language of languages) {
  const t = dictionaries[language];
  const words = pageWords[language];
  const [course] = courseLibrary[language];
  if (!course) throw new Error("the build has no courses");
  const [first, second, third] = course.lessons;
  if (!first || !second || !third) throw new Error("a course has fewer than three lessons");
  const progressOf = (page: Page) =>
    page.evaluate(() => JSON.parse(window.localStorage.getItem("course-progress") ?? "null"));

  test(`${language}: with two lessons read, "Continue" leads to the third, on the course page and the home card`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    for (const lesson of [first, second]) {
      await readLesson(page, lessonPath(language, course.slug, lesson.slug), words.quizTitle);
      await expect
        .poll(async () => (await progressOf(page))?.courses[course.slug]?.read)
        .toContain(lesson.slug);
    }
    const label = fill(words.continue, { order: third.order, title: third.title });
    await open(page, coursePath(language, course.slug));
    await page.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${lessonPath(language, course.slug, third.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.title);

    await open(page, `/${language}`);
    const card = page.getByRole("region", { name: t.courses.title }).getByRole("listitem").first();
    const onCard = card.getByRole("link", {
      name: fill(t.courses.continue, { order: third.order, title: third.title }),
    });
    await expect(onCard).toHaveAttribute("href", lessonPath(language, course.slug, third.slug));
    // One line, cut when long: the card's button keeps its height.
    const box = await onCard.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(48);
  });

  test(`${language}: a finished course ends in a summary: quizzes passed, what to do, the next course`, async ({
    page,
  }) => {
    const read = course.lessons.map((lesson) => lesson.slug);
    await page.addInitScript(
      ([slug, lessons]) =>
        window.localStorage.setItem(
          "course-progress",
          JSON.stringify({
            version: 1,
            courses: {
              [slug as string]: { lessons: lessons.length, read: lessons, passed: lessons.slice(0, 2) },
            },
          }),
        ),
      [course.slug, read] as const,
    );
    await withCookieChoice(page);
    await open(page, coursePath(language, course.slug));
    const summary = page.getByRole("region", { name: words.summaryTitle });
    await expect(summary).toContainText(fill(words.summaryQuiz, { passed: 2, count: read.length }));
    await expect(summary.getByRole("heading", { name: words.summaryBefore })).toBeVisible();
    await expect(summary.getByRole("listitem")).toHaveText([
      words.summaryStep1,
      words.summaryStep2,
      words.summaryStep3,
    ]);
    const next = courseSlugs[(courseSlugs.indexOf(course.slug) + 1) % courseSlugs.length] ?? courseSlugs[0];
    const nextTitle = t.courses[courseKeys[next]].title;
    await expect(
      summary.getByRole("link", { name: fill(words.summaryNext, { course: nextTitle }) }),
    ).toHaveAttribute("href", coursePath(language, next));
    await page.getByRole("link", { name: words.finished }).click();
    await expect(summary).toBeInViewport();
    // The home card leads to the summary too.
    await open(page, `/${language}`);
    await expect(page.getByRole("link", { name: t.courses.finished }).first()).toHaveAttribute(
      "href",
      `${coursePath(language, course.slug)}#course-summary`,
    );
  });

  test(`${language}: the tools row under the hero; the calculator linked where it computes the topic`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    await open(page, `/${language}`);
    const tools = page.getByRole("navigation", { name: t.tools.label });
    await expect(tools.getByRole("link")).toHaveText([
      new RegExp(t.tools.courses),
      new RegExp(t.tools.calculator),
      new RegExp(t.tools.glossary),
    ]);
    await expect(tools.getByRole("link").nth(1)).toHaveAttribute("href", calculatorPath(language));
    await expect(tools.getByRole("link").nth(2)).toHaveAttribute("href", glossaryPath(language));
    // Right under the hero: its top is the hero's bottom.
    const hero = await page.getByRole("region", { name: t.hero.title }).boundingBox();
    const row = await tools.boundingBox();
    expect(Math.round(row?.y ?? 0)).toBe(Math.round((hero?.y ?? 0) + (hero?.height ?? 0)));
    await tools.getByRole("link", { name: new RegExp(t.tools.courses) }).click();
    await expect(page.getByRole("heading", { name: t.courses.title })).toBeInViewport();

    const planning = courseLibrary[language].find((each) => each.slug === "general-tax-planning");
    const lesson = planning?.lessons[1];
    if (!planning || !lesson) throw new Error("no general tax planning course");
    for (const path of [
      coursePath(language, planning.slug),
      lessonPath(language, planning.slug, lesson.slug),
    ]) {
      await open(page, path);
      await page.getByRole("main").getByRole("link", { name: words.calculator }).first().click();
      await expect(page).toHaveURL(new RegExp(`${calculatorPath(language)}$`));
    }
  });

  test(`${language}: on a phone the step bar stays in reach while reading`, mobileOnly, async ({ page }) => {
    await withCookieChoice(page);
    await open(page, lessonPath(language, course.slug, second.slug));
    // The <details> step bar (a group), named by nothing: found by its "Lesson 2 of 5".
    const bar = page
      .getByRole("group")
      .filter({ hasText: fill(words.lessonOf, { order: second.order, count: course.lessons.length }) });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bar).toBeInViewport();
    await bar.getByText(words.stepsShow).click();
    const steps = page.getByRole("navigation", { name: words.steps });
    await expect(steps.getByRole("link", { name: third.title })).toBeInViewport();
  });
}
