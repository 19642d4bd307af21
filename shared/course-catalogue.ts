/**
 * The three free courses (SPEC.md §1) and the shape of their lessons. The lessons themselves are
 * Markdown in `courses/<course>/<lesson>.<language>.md` (docs/writing-lessons.md), read and checked
 * by `parse-courses.ts`; the site's pages and the live newsletter's lesson mails share that one source.
 */
import type { z } from "zod";
import type { courseFrontMatter, lessonFrontMatter, quizQuestion } from "#shared/course-front-matter.ts";
import { isKnownCourse } from "#shared/signup-chosen.ts";
import type { Language } from "#shared/site.ts";

/** URL slugs, in the order the home page lists the courses. The same in every language. */
export const courseSlugs = [
  "avoiding-declaration-errors",
  "legal-tax-optimisation",
  "general-tax-planning",
] as const;
export type CourseSlug = (typeof courseSlugs)[number];

/** Each course's key in the dictionaries (`courses.course1` …): the card's title and description. */
export const courseKeys = {
  "avoiding-declaration-errors": "course1",
  "legal-tax-optimisation": "course2",
  "general-tax-planning": "course3",
} as const satisfies Record<CourseSlug, string>;
export type CourseKey = (typeof courseKeys)[CourseSlug];

export function isCourseSlug(value: string): value is CourseSlug {
  return isKnownCourse(courseSlugs, value);
}

/** A lesson: its front matter (shared/course-front-matter.ts), and what is read from its file. */
export type Lesson = z.infer<typeof lessonFrontMatter> & {
  language: Language;
  /** Counted from the text (200 words a minute, rounded up), never written by hand. */
  readingMinutes: number;
  words: number;
  /** The body, without front matter. */
  markdown: string;
};

export type QuizQuestion = z.infer<typeof quizQuestion>;

/** A course: its front matter, its title from the dictionaries (so card and page never disagree),
 * its introduction and its lessons. */
export type Course = Omit<z.infer<typeof courseFrontMatter>, "course"> & {
  slug: CourseSlug;
  language: Language;
  title: string;
  introMarkdown: string;
  lessons: Lesson[];
};

export type CourseLibrary = Record<Language, Course[]>;

/** Words a reader reads in a minute, for the reading time. */
export const wordsPerMinute = 200;
