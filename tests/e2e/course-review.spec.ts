/** The course review after a course's lesson list (issue 48): the lesson quiz's component with its own
 * heading, in the pre-rendered HTML (readable without JavaScript), working once hydrated, axe 0, in both
 * languages. The questions are read from the course library, so the test works with whatever review a
 * course has. */
import type { Locator } from "@playwright/test";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { fill } from "#shared/i18n/translate.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { courseLibrary } from "#tests/support/course-pages.ts";
import { expect, languages, open, test, withCookieChoice } from "#tests/support/fixtures.ts";

const pageWords = { en: enCoursePage, se: seCoursePage } as const;
const rightOf = (question: QuizQuestion) => question.answers.find((answer) => answer.correct);
const wrongOf = (question: QuizQuestion) => question.answers.find((answer) => !answer.correct);
const questionGroup = (region: Locator, question: QuizQuestion) =>
  region.getByRole("group", { name: question.question });

for (const language of languages) {
  const words = pageWords[language];
  const course = courseLibrary[language].find((candidate) => (candidate.review?.length ?? 0) > 0);

  test.describe(`${language}: the course review`, () => {
    test.skip(!course, "no course has a review yet");
    const { slug, review = [] } = course ?? { slug: "", review: [] };
    const courseUrl = `/${language}/courses/${slug}`;

    test("follows the lesson list, checks answers and scores the review, with axe 0", async ({ page }) => {
      await withCookieChoice(page);
      await open(page, courseUrl);
      const region = page.getByRole("region", { name: words.reviewTitle });
      await expect(region).toContainText(fill(words.reviewIntro, { count: review.length }));
      const lessonsBox = await page.getByRole("region", { name: words.lessons }).boundingBox();
      const reviewBox = await region.boundingBox();
      expect(reviewBox?.y ?? 0).toBeGreaterThan(lessonsBox?.y ?? 0);
      // The right answer in the place the writers chose: the page keeps the YAML's order.
      for (const question of review) {
        const place = question.answers.findIndex((answer) => answer.correct);
        const radio = questionGroup(region, question).getByRole("radio").nth(place);
        await expect(radio).toHaveAccessibleName(rightOf(question)?.text ?? "");
      }
      const [first, ...rest] = review;
      if (!first) throw new Error("empty review");
      const firstGroup = questionGroup(region, first);
      await firstGroup.getByRole("radio", { name: wrongOf(first)?.text, exact: true }).check();
      await firstGroup.getByRole("button", { name: words.quizCheck }).click();
      await expect(firstGroup.getByRole("status")).toContainText(words.quizWrong);
      for (const question of rest) {
        const group = questionGroup(region, question);
        await group.getByRole("radio", { name: rightOf(question)?.text, exact: true }).check();
        await group.getByRole("button", { name: words.quizCheck }).click();
        await expect(group.getByRole("status")).toContainText(words.quizRight);
      }
      await expect(
        region.getByText(fill(words.quizScore, { right: rest.length, count: review.length })),
      ).toBeVisible();
      await expectNoAxeViolations(page, courseUrl);
    });

    test("without JavaScript every question, its answers and the right answer can be read", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(courseUrl);
      const region = page.getByRole("region", { name: words.reviewTitle });
      for (const question of review) {
        const group = questionGroup(region, question);
        await expect(group.getByRole("radio")).toHaveCount(question.answers.length);
        await expect(group.getByRole("button", { name: words.quizCheck })).toBeHidden();
        await group.getByText(words.quizShowAnswer).click();
        await expect(group).toContainText(rightOf(question)?.why ?? "");
      }
      await context.close();
    });
  });
}
