/** A lesson mail's subject, HTML and text. Every reader of a lesson gets the same mail but for two
 * tokens, so each lesson is rendered once per process (React and html-to-text, the worker's main cost
 * at thousands of lessons: bench/courses.ts) with marks where the tokens go, and the marks are then
 * replaced. The marks have a token's length and alphabet, so the text wraps the same. */
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "#shared/site.ts";
import { type CourseLibrary, findCourse } from "../domain/courses.ts";
import { LessonMail, lessonSubject } from "./lesson-mail.ts";
import { mailWording } from "./mail-wording.ts";
import { htmlToText } from "./plain-text.ts";

/** A lesson that is no longer in its course (a deploy removed it while its mail waited): nothing to send. */
export class LessonGoneError extends Error {}

/** The "stop this course" page of a lesson mail: opening it changes nothing, its one button stops. */
export function stopCourseUrl(publicOrigin: string, language: string, token: string): string {
  return `${publicOrigin}/${language}/stop-course?token=${encodeURIComponent(token)}`;
}

const unsubscribeMark = "UnsubscribeTokenMark".padEnd(43, "u");
const stopMark = "StopCourseTokenMark".padEnd(43, "s");

interface Parts {
  subject: string;
  html: string;
  text: string;
}

const rendered = new WeakMap<CourseLibrary, Map<string, Parts>>();

export interface LessonRow {
  kind: "lesson" | "lesson-test";
  language: Language;
  course?: string | null;
}

function render(
  row: LessonRow,
  lessonSlug: string | undefined,
  origin: string,
  courses?: CourseLibrary,
): Parts {
  const course = courses && row.course ? findCourse(courses, row.language, row.course) : undefined;
  const lesson = course?.lessons.find((each) => each.slug === lessonSlug);
  if (!course || !lesson)
    throw new LessonGoneError(`lesson ${row.course}/${lessonSlug} is not in the course`);
  const links = {
    site: `${origin}/${row.language}`,
    unsubscribe: `${origin}/${row.language}/unsubscribe?token=${unsubscribeMark}`,
  };
  const props = {
    language: row.language,
    links,
    course,
    lesson,
    origin,
    lessonUrl: `${origin}${lesson.path}`,
    stopCourseUrl: stopCourseUrl(origin, row.language, stopMark),
    note: row.kind === "lesson-test" ? mailWording(row.language).courseMail.testNote : undefined,
  };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(h(LessonMail, props))}`;
  return { subject: lessonSubject(row.language, course, lesson), html, text: htmlToText(html) };
}

export function lessonParts(
  row: LessonRow,
  tokens: { lesson?: string; unsubscribeToken: string; stopCourseToken?: string },
  origin: string,
  courses?: CourseLibrary,
) {
  const key = [origin, row.kind, row.language, row.course, tokens.lesson].join("\u0000");
  const cache = courses ? (rendered.get(courses) ?? new Map<string, Parts>()) : new Map<string, Parts>();
  if (courses) rendered.set(courses, cache);
  let parts = cache.get(key);
  if (!parts) {
    parts = render(row, tokens.lesson, origin, courses);
    cache.set(key, parts);
  }
  const unsubscribe = encodeURIComponent(tokens.unsubscribeToken);
  const stop = encodeURIComponent(tokens.stopCourseToken ?? "");
  const fill = (text: string) => text.replaceAll(unsubscribeMark, unsubscribe).replaceAll(stopMark, stop);
  return {
    subject: parts.subject,
    html: fill(parts.html),
    text: fill(parts.text),
    unsubscribeUrl: `${origin}/${row.language}/unsubscribe?token=${unsubscribe}`,
    stopCourseUrl: stopCourseUrl(origin, row.language, tokens.stopCourseToken ?? ""),
  };
}
