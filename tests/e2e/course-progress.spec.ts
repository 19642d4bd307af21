/** The quiz after a lesson, the reader's progress kept in the browser, and the step list through a
 * course (issues 38 and 41). The quiz is read from the course library, so the tests work with whatever
 * questions the lessons have; the wrong answer is picked from the data. */
import type { Locator, Page } from "@playwright/test";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { fill } from "#shared/i18n/translate.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { courseLibrary } from "#tests/support/course-pages.ts";
import {
  bothSizes,
  dictionaries,
  expect,
  isMobile,
  languages,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { servers } from "#tests/support/servers.ts";

const pageWords = { en: enCoursePage, se: seCoursePage } as const;
const progressKey = "course-progress";

/** The first lesson with a quiz, its course, and its place in it. */
function quizLesson(language: (typeof languages)[number]) {
  for (const course of courseLibrary[language]) {
    const lesson = course.lessons.find((candidate) => (candidate.quiz?.length ?? 0) > 0);
    if (lesson?.quiz) return { course, lesson, quiz: lesson.quiz };
  }
  return undefined;
}

const rightOf = (question: QuizQuestion) => question.answers.find((answer) => answer.correct);
const wrongOf = (question: QuizQuestion) => question.answers.find((answer) => !answer.correct);

/** Every request the page makes from now on but the site's own scripts (a lesson's calculator loads its
 * form on demand): none may carry anything anywhere. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const ownScript =
      request.method() === "GET" && url.origin === servers.node.url && url.pathname.startsWith("/assets/");
    if (!ownScript) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** A question's fieldset, by its legend (a <details> is a group too, without a name). */
const questionGroup = (region: Locator, question: QuizQuestion) =>
  region.getByRole("group", { name: question.question });

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), progressKey);

for (const language of languages) {
  const words = pageWords[language];
  const found = quizLesson(language);

  test.describe(`${language}: course progress`, () => {
    test.skip(!found, "no lesson has a quiz yet");
    const { course, lesson, quiz } = found ?? ({} as NonNullable<typeof found>);
    const lessonUrl = () => `/${language}/courses/${course.slug}/${lesson.slug}`;
    const courseUrl = () => `/${language}/courses/${course.slug}`;

    test.beforeEach(async ({ page }) => withCookieChoice(page));

    test("a wrong answer says it is wrong, why, and which is right; all right passes, with no request", async ({
      page,
    }) => {
      await open(page, lessonUrl());
      const seen = recordRequests(page);
      const quizRegion = page.getByRole("region", { name: words.quizTitle });
      const [first] = quiz;
      if (!first) throw new Error("empty quiz");
      const group = questionGroup(quizRegion, first);
      await group.getByRole("radio", { name: wrongOf(first)?.text, exact: true }).check();
      await group.getByRole("button", { name: words.quizCheck }).click();
      const feedback = group.getByRole("status");
      await expect(feedback).toContainText(words.quizWrong);
      await expect(feedback).toContainText(wrongOf(first)?.why ?? "");
      await expect(feedback).toContainText(
        fill(words.quizRightAnswer, { answer: rightOf(first)?.text ?? "" }),
      );
      // The rest right: the score counts the first check, so this round is not passed.
      for (const [index, question] of quiz.entries()) {
        if (index === 0) continue;
        const other = questionGroup(quizRegion, question);
        await other.getByRole("radio", { name: rightOf(question)?.text, exact: true }).check();
        await other.getByRole("button", { name: words.quizCheck }).click();
        await expect(other.getByRole("status")).toContainText(words.quizRight);
      }
      const score = fill(words.quizScore, { right: quiz.length - 1, count: quiz.length });
      await expect(quizRegion.getByText(score)).toBeVisible();
      await quizRegion.getByRole("button", { name: words.quizTryAgain }).click();
      for (const question of quiz) {
        const group = questionGroup(quizRegion, question);
        await group.getByRole("radio", { name: rightOf(question)?.text, exact: true }).check();
        await group.getByRole("button", { name: words.quizCheck }).click();
      }
      await expect(quizRegion.getByText(words.quizPassed)).toBeVisible();
      expect(JSON.parse((await stored(page)) ?? "{}").courses[course.slug].passed).toContain(lesson.slug);
      expect(seen, "the quiz and the progress send nothing").toEqual([]);
      await open(page, courseUrl());
      const item = page
        .getByRole("region", { name: words.lessons })
        .getByRole("listitem")
        .nth(lesson.order - 1);
      await expect(item).toContainText(words.statusPassed);
    });

    test(
      "a finished lesson shows on the course page, the home card and the step list after a reload; one click clears it",
      bothSizes,
      async ({ page }, testInfo) => {
        const seen = recordRequests(page);
        await open(page, lessonUrl());
        expect(await stored(page), "opening a lesson is not reading it").toBeNull();
        await page.getByRole("heading", { name: words.quizTitle }).scrollIntoViewIfNeeded();
        await expect.poll(() => stored(page)).toContain(lesson.slug);

        await open(page, courseUrl());
        await page.reload();
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const lessons = page.getByRole("region", { name: words.lessons });
        await expect(lessons.getByRole("listitem").nth(lesson.order - 1)).toContainText(words.statusRead);
        const count = course.lessons.length;
        await expect(page.getByText(fill(words.progressRead, { read: 1, count }))).toBeVisible();

        await open(page, `/${language}`);
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: course.title, exact: true }) });
        await expect(card).toContainText(fill(dictionaries[language].courses.progress, { read: 1, count }));

        // Another lesson of the course: its step list ticks the read one and marks the current one.
        const other = course.lessons.find((candidate) => candidate.slug !== lesson.slug);
        await open(page, `/${language}/courses/${course.slug}/${other?.slug}`);
        if (isMobile(testInfo.project.name))
          await page
            .getByText(fill(words.lessonOf, { order: other?.order ?? 0, count }))
            .first()
            .click();
        const steps = page.getByRole("navigation", { name: words.steps });
        await expect(
          steps.getByRole("link", { name: `${lesson.title} (${words.statusRead})` }),
        ).toBeVisible();
        await expect(steps.getByRole("link", { name: other?.title, exact: true })).toHaveAttribute(
          "aria-current",
          "step",
        );

        await open(page, courseUrl());
        await page.getByRole("button", { name: words.progressClear }).click();
        await expect(page.getByRole("status").filter({ hasText: words.progressCleared })).toBeVisible();
        await expect(lessons).not.toContainText(words.statusRead);
        expect(await stored(page)).toBeNull();
        const origin = new URL(page.url()).origin;
        for (const request of seen) expect(request.split(" ")[1]?.startsWith(origin), request).toBe(true);
      },
    );

    test("without JavaScript every question, its answers and the right answer can be read", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(lessonUrl());
      const quizRegion = page.getByRole("region", { name: words.quizTitle });
      const answers = quiz.reduce((sum, question) => sum + question.answers.length, 0);
      await expect(quizRegion.getByRole("radio")).toHaveCount(answers);
      for (const question of quiz) {
        const group = questionGroup(quizRegion, question);
        await expect(group).toContainText(question.question);
        await expect(group.getByRole("radio")).toHaveCount(question.answers.length);
        await expect(group.getByRole("button", { name: words.quizCheck })).toBeHidden();
        await group.getByText(words.quizShowAnswer).click();
        await expect(group).toContainText(
          fill(words.quizRightAnswer, { answer: rightOf(question)?.text ?? "" }),
        );
        await expect(group).toContainText(rightOf(question)?.why ?? "");
      }
      await context.close();
    });

    test("progress arrives after hydration and moves nothing (CLS 0)", bothSizes, async ({ page }) => {
      const progress = {
        version: 1,
        courses: {
          [course.slug]: { lessons: course.lessons.length, read: [lesson.slug], passed: [lesson.slug] },
        },
      };
      await page.addInitScript(
        ({ key, value }) => {
          window.localStorage.setItem(key, value);
          const shifts: number[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: "layout-shift", buffered: true });
        },
        { key: progressKey, value: JSON.stringify(progress) },
      );
      for (const path of [`/${language}`, courseUrl(), lessonUrl()]) {
        await open(page, path);
        // The last thing hydration brings: the ticks, the count or the card's badge.
        if (path === courseUrl()) await expect(page.getByText(words.statusPassed)).toBeVisible();
        const shifts = await page.evaluate(async () => {
          for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
          return (window as unknown as { shifts: number[] }).shifts;
        });
        expect(shifts, path).toEqual([]);
      }
    });

    test(
      "no axe violations on a lesson with its quiz answered and its steps open",
      bothSizes,
      async ({ page }, testInfo) => {
        await open(page, lessonUrl());
        if (isMobile(testInfo.project.name))
          await page
            .getByText(fill(words.lessonOf, { order: lesson.order, count: course.lessons.length }))
            .first()
            .click();
        const [first] = quiz;
        if (!first) throw new Error("empty quiz");
        const group = questionGroup(page.getByRole("region", { name: words.quizTitle }), first);
        await group.getByRole("radio", { name: wrongOf(first)?.text, exact: true }).check();
        await group.getByRole("button", { name: words.quizCheck }).click();
        await expectNoAxeViolations(page);
      },
    );
  });
}

// React's development build reports any difference between the pre-rendered HTML and the first client
// render as a console error, which fails the test: progress must only show after hydration.
test.describe("with progress stored, on React's development build", () => {
  test.use({ baseURL: servers.devBuild.url });
  test.beforeAll(needsServer("devBuild"));
  const found = quizLesson("se");
  test.skip(!found, "no lesson has a quiz yet");
  test("the lesson, course and home pages hydrate without a difference", async ({ page }) => {
    const { course, lesson } = found ?? ({} as NonNullable<typeof found>);
    const progress = {
      version: 1,
      courses: { [course.slug]: { lessons: 5, read: [lesson.slug], passed: [] } },
    };
    await withCookieChoice(page);
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: progressKey,
      value: JSON.stringify(progress),
    });
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await open(page, `/se/courses/${course.slug}/${lesson.slug}`);
    const steps = page.getByRole("navigation", { name: seCoursePage.steps });
    await expect(
      steps.getByRole("link", { name: `${lesson.title} (${seCoursePage.statusRead})` }),
    ).toBeVisible();
    await open(page, `/se/courses/${course.slug}`);
    await expect(page.getByText(fill(seCoursePage.progressRead, { read: 1, count: 5 }))).toBeVisible();
    await open(page, "/se");
    await expect(page.getByText(fill(dictionaries.se.courses.progress, { read: 1, count: 5 }))).toBeVisible();
    expect(messages.filter((message) => /hydrat|did(n't| not) match/i.test(message))).toEqual([]);
  });
});
