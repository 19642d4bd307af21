/**
 * The three free courses (SPEC.md §1) and the shape of their lessons. The lessons themselves are
 * Markdown in `courses/<course>/<lesson>.<language>.md` (docs/writing-lessons.md), read and checked
 * by `parse-courses.ts`; the site's pages and the live newsletter's lesson mails share that one source.
 */
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

export interface Lesson {
  course: CourseSlug;
  language: Language;
  /** 1, 2, 3 … without gaps, the same in every language. */
  order: number;
  slug: string;
  title: string;
  summary: string;
  /** Counted from the text (200 words a minute, rounded up), never written by hand. */
  readingMinutes: number;
  words: number;
  /** The body, without front matter. */
  markdown: string;
  /** The income years the lesson's figures apply to (front matter, required). */
  incomeYears: number[];
  /** When its facts were last checked, YYYY-MM-DD (front matter, required). */
  factsChecked: string;
  /** The quiz after the lesson (front matter). */
  quiz?: QuizQuestion[];
}

export interface QuizQuestion {
  question: string;
  answers: { text: string; correct?: boolean; why: string }[];
}

export interface Course {
  slug: CourseSlug;
  language: Language;
  /** The course card's title (the dictionaries), so card and page never disagree. */
  title: string;
  summary: string;
  outcomes: string[];
  introMarkdown: string;
  /** The mixed review quiz after the lesson list (front matter `review`, issue 48). */
  review?: QuizQuestion[];
  lessons: Lesson[];
}

export type CourseLibrary = Record<Language, Course[]>;

/** Words a reader reads in a minute, for the reading time. */
export const wordsPerMinute = 200;
