/**
 * The quizzes check understanding (issue 48): most questions have at least three answers, the right
 * answer's place varies over the library (the YAML's order is the page's and the HTML's), no lesson
 * puts it in the same place every time, and no question asks which bill decided something.
 */
import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { readCourses } from "../../content/read-courses";

const library = readCourses();
const courses = Object.values(library).flat();
const quizzes = courses.flatMap((course) => [
  ...course.lessons.map((lesson) => ({
    name: `${course.slug}/${lesson.slug}.${lesson.language}`,
    questions: lesson.quiz ?? [],
  })),
  { name: `${course.slug}/course.${course.language} (review)`, questions: course.review ?? [] },
]);
const questions = quizzes.flatMap((quiz) => quiz.questions);
const rightAt = (question: QuizQuestion) => question.answers.findIndex((answer) => answer.correct);
const share = (count: number) => count / questions.length;

describe("the quizzes, over the whole library (lessons and course reviews)", () => {
  it("has questions to check", () => {
    expect(questions.length).toBeGreaterThan(0);
  });

  it("give at least 85 % of the questions three answers or more", () => {
    const short = questions.filter((question) => question.answers.length < 3);
    const first = short.slice(0, 3).map((question) => question.question);
    expect(
      share(questions.length - short.length),
      `${short.length} of ${questions.length} questions have two answers, e.g. ${first.join(" | ")}`,
    ).toBeGreaterThanOrEqual(0.85);
  });

  it("put the right answer first in at most 40 % of the questions, and in each of places 1–3 in at least 15 %", () => {
    const counts = [0, 1, 2, 3].map(
      (place) => questions.filter((question) => rightAt(question) === place).length,
    );
    const summary = `right answer at places 1–4: ${counts.join(", ")} of ${questions.length}`;
    expect(share(counts[0] ?? 0), summary).toBeLessThanOrEqual(0.4);
    for (const place of [0, 1, 2]) expect(share(counts[place] ?? 0), summary).toBeGreaterThanOrEqual(0.15);
  });

  it("never put the right answer in the same place in every question of a lesson", () => {
    const same = quizzes
      .filter((quiz) => !quiz.name.endsWith("(review)") && quiz.questions.length > 1)
      .filter((quiz) => new Set(quiz.questions.map(rightAt)).size === 1)
      .map((quiz) => `${quiz.name}: always place ${rightAt(quiz.questions[0] as QuizQuestion) + 1}`);
    expect(same).toEqual([]);
  });

  it("ask no question about which bill or proposition decided something", () => {
    const bills = questions
      .map((question) => question.question)
      .filter((text) =>
        /prop\.|proposition|which (?:bill|budget|law)|what bill|who decided|vilken (?:budget|lag)\b|vem beslutade/i.test(
          text,
        ),
      );
    expect(bills).toEqual([]);
  });

  it("give every question's answers distinct texts (the page keys them by text)", () => {
    const repeated = questions.filter(
      (question) => new Set(question.answers.map((answer) => answer.text)).size !== question.answers.length,
    );
    expect(repeated.map((question) => question.question)).toEqual([]);
  });
});

describe("the course reviews", () => {
  it("mix the course's lessons: one per course and language, with the twins' right answers in the same places", () => {
    const missing = courses
      .filter((course) => !course.review)
      .map((course) => `${course.slug}.${course.language}`);
    // issue 48: optional while the writers add them; required in the schema once all six exist.
    if (missing.length > 0) console.warn(`No review yet: ${missing.join(", ")}`);
    for (const course of library.en) {
      const twin = library.se.find((other) => other.slug === course.slug);
      if (!course.review || !twin?.review) continue;
      expect(twin.review.map(rightAt), course.slug).toEqual(course.review.map(rightAt));
    }
  });
});
