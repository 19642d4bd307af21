/**
 * The courses' front matter (docs/writing-lessons.md) as zod schemas: parse-courses.ts checks every
 * Markdown file with them at build, and course-catalogue.ts takes the lesson's and quiz's types from
 * them (a type-only import, so no zod reaches a page).
 */
import { z } from "zod";
import { courseSlugs } from "./course-catalogue.ts";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by -");
const line = (max: number) => z.string().trim().min(1).max(max);

/** A quiz question: one answer is right; every answer says why it is right or wrong. */
export const quizQuestion = z
  .strictObject({
    question: line(300),
    answers: z
      .array(z.strictObject({ text: line(200), correct: z.boolean().optional(), why: line(400) }))
      .min(2)
      .max(4),
  })
  .refine((question) => question.answers.filter((answer) => answer.correct).length === 1, {
    message: "exactly one answer has correct: true",
  });

export const lessonFrontMatter = z.strictObject({
  course: z.enum(courseSlugs),
  order: z.int().positive(),
  slug,
  title: line(120),
  summary: line(200),
  /** The income years the lesson's figures apply to, shown on the page and in the mail (issue 36):
   * required, so no lesson shows a figure without its year. */
  incomeYears: z.array(z.int().min(2024).max(2027)).min(1),
  /** When the lesson's facts were last checked against the facts files (YYYY-MM-DD), shown with them. */
  factsChecked: z.iso.date(),
  /** Three to five questions after the lesson (issue 38). */
  quiz: z.array(quizQuestion).min(3).max(5).optional(),
});

export const courseFrontMatter = z.strictObject({
  course: z.enum(courseSlugs),
  summary: line(200),
  outcomes: z.array(line(200)).min(3).max(5),
  /** A short mixed review of the whole course, shown after the lesson list (issue 48). */
  review: z.array(quizQuestion).min(4).max(6).optional(),
});
