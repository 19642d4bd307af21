/**
 * What a course page and a lesson page need, taken from the course library at build time: only the
 * one page's text, rendered to HTML, goes into its loader data.
 */

import { data, type RouterContextProvider } from "react-router";
import type { Course, CourseSlug, QuizQuestion } from "#shared/course-catalogue.ts";
import { enCoursePage, enCourseStopPage, enLessonCalculators, enNewsletterPages } from "#shared/i18n/en.ts";
import { seCoursePage, seCourseStopPage, seLessonCalculators, seNewsletterPages } from "#shared/i18n/se.ts";
import type {
  CoursePageDictionary,
  CourseStopDictionary,
  LessonCalculatorsDictionary,
  LessonCalculatorWords,
  NewsletterPagesDictionary,
} from "#shared/i18n/translate.ts";
import { refusalOf } from "#shared/newsletter-forms.ts";
import { languageFromPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { calculatorKindsIn } from "../features/calculator/calculator-directive";
import { courseLibrary } from "./courses.server";
import { applyTypography, renderMarkdown } from "./render-markdown";

function findCourse(language: Language, slug: string): Course {
  const course = courseLibrary[language].find((candidate) => candidate.slug === slug);
  // Only pre-rendered paths reach a loader, so this is a broken link in our own build.
  if (!course) throw new Response("No such course", { status: 404 });
  return course;
}

const coursePageWords: Record<Language, CoursePageDictionary> = { en: enCoursePage, se: seCoursePage };

const courseStopWords: Record<Language, CourseStopDictionary> = {
  en: enCourseStopPage,
  se: seCourseStopPage,
};

/** The stop-course pages' words (live mode): in their loader data, not in every page's dictionary. */
export function courseStopPageData(language: Language) {
  return { words: courseStopWords[language] };
}

const newsletterPageWords: Record<Language, NewsletterPagesDictionary> = {
  en: enNewsletterPages,
  se: seNewsletterPages,
};

/** The live newsletter's pages' words (confirm, unsubscribe, an expired link), for their loaders. */
export function newsletterPageData(language: Language) {
  return { words: newsletterPageWords[language] };
}

/** A page's loader data with what the server refused before it (another site's post: decision 064),
 * answered with the refusal's status; the page then says that nothing was done. */
export function withRefusal<T extends object>(context: Readonly<RouterContextProvider>, payload: T) {
  const refusal = refusalOf(context);
  return data({ ...payload, refusal }, refusal ? { status: refusal.httpStatus } : undefined);
}

const calculatorWords: Record<Language, LessonCalculatorsDictionary> = {
  en: enLessonCalculators,
  se: seLessonCalculators,
};

/** The calculators a lesson places and only their words (issue 38); none for most lessons. */
function lessonCalculators(language: Language, markdown: string) {
  const kinds = calculatorKindsIn(markdown);
  if (kinds.length === 0) return undefined;
  const all = calculatorWords[language];
  const words: LessonCalculatorWords = { common: all.common };
  for (const kind of kinds) Object.assign(words, { [kind]: all[kind] });
  return { kinds, words };
}

export function languageOfRequest(request: Request): Language {
  // A language's home is pre-rendered (and fetched) as `/se.data`, whose first segment is "se.data".
  return languageFromPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

export interface LessonSummary {
  order: number;
  slug: string;
  title: string;
  summary: string;
  readingMinutes: number;
}

const summaryOf = ({ order, slug, title, summary, readingMinutes }: LessonSummary): LessonSummary => ({
  order,
  slug,
  title,
  summary,
  readingMinutes,
});

export function coursePageData(language: Language, slug: string) {
  const course = findCourse(language, slug);
  return {
    words: coursePageWords[language],
    course: {
      slug: course.slug as CourseSlug,
      title: course.title,
      summary: course.summary,
      outcomes: course.outcomes,
      introHtml: renderMarkdown(course.introMarkdown, language),
      lessons: course.lessons.map(summaryOf),
      // The review after the lesson list (issue 48); none yet is an empty list.
      review: quizOf(course.review, language),
    },
  };
}

export function lessonPageData(language: Language, courseSlug: string, lessonSlug: string) {
  const course = findCourse(language, courseSlug);
  const index = course.lessons.findIndex((lesson) => lesson.slug === lessonSlug);
  const lesson = course.lessons[index];
  if (!lesson) throw new Response("No such lesson", { status: 404 });
  const neighbour = (at: number) => {
    const other = course.lessons[at];
    return other ? { slug: other.slug, title: other.title } : undefined;
  };
  return {
    words: coursePageWords[language],
    course: { slug: course.slug as CourseSlug, title: course.title, lessonCount: course.lessons.length },
    lesson: {
      ...summaryOf(lesson),
      incomeYears: lesson.incomeYears,
      factsChecked: lesson.factsChecked,
      html: renderMarkdown(lesson.markdown, language),
    },
    calculators: lessonCalculators(language, lesson.markdown),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    // The step list beside the lesson, and the quiz after it (issue 38).
    steps: course.lessons.map(({ order, slug, title }) => ({ order, slug, title })),
    quiz: quizOf(lesson.quiz, language),
  };
}

/** A lesson's quiz or a course's review, typeset like its text (no-break spaces in `11 000 kr`); none
 * yet is an empty list. */
function quizOf(quiz: QuizQuestion[] | undefined, language: Language): QuizQuestion[] {
  const typeset = (text: string) => applyTypography(text, language);
  return (quiz ?? []).map((question) => ({
    question: typeset(question.question),
    answers: question.answers.map((answer) => ({
      text: typeset(answer.text),
      correct: answer.correct === true,
      why: typeset(answer.why),
    })),
  }));
}
