/** A course's lesson mail: its drawing, the lesson as its page shows it, and "stop this course". */
import { createElement as h } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { lessonStamp } from "#shared/lesson-stamp.ts";
import { quizAnchor } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { findCourse, type LibraryCourse, type LibraryLesson, type MailLibrary } from "../domain/courses.ts";
import { absoluteLinks } from "./absolute-links.ts";
import { CourseDrawing } from "./course-drawing.ts";
import { MailLayout, type MailLinks, siteHost } from "./mail-layout.ts";
import { mailColours, mailSafeHtml } from "./mail-styles.ts";
import { mailWording, stampWording } from "./mail-wording.ts";

/** A lesson that is no longer in its course (a deploy removed it while its mail waited): nothing to send. */
export class LessonGoneError extends Error {}

export function findLesson(
  courses: MailLibrary | undefined,
  row: { language: Language; course?: string | null },
  slug: string | undefined,
) {
  const course = courses && row.course ? findCourse(courses, row.language, row.course) : undefined;
  const lesson = course?.lessons.find((each) => each.slug === slug);
  if (!course || !lesson) throw new LessonGoneError(`lesson ${row.course}/${slug} is not in the course`);
  return { course, lesson };
}

/** The "stop this course" page of a lesson mail: opening it changes nothing, its one button stops. */
export function stopCourseUrl(publicOrigin: string, language: string, token: string): string {
  return `${publicOrigin}/${language}/stop-course?token=${encodeURIComponent(token)}`;
}

function lessonNumbers(course: LibraryCourse, lesson: LibraryLesson) {
  return {
    number: String(course.lessons.findIndex((each) => each.slug === lesson.slug) + 1),
    total: String(course.lessons.length),
  };
}

export function lessonSubject(language: Language, course: LibraryCourse, lesson: LibraryLesson): string {
  const { courseMail } = mailWording(language);
  return fill(courseMail.lessonSubject, {
    course: course.title,
    title: lesson.title,
    ...lessonNumbers(course, lesson),
  });
}

const link = { color: mailColours.link, textDecoration: "underline" } as const;
const muted = { margin: "0 0 4px", fontSize: "14px", color: mailColours.muted } as const;

export function LessonMail(props: {
  language: Language;
  links: MailLinks;
  course: LibraryCourse;
  lesson: LibraryLesson;
  /** A lesson's own links (`/en/courses/…`) are made absolute against it. */
  origin: string;
  stopCourseUrl: string;
  /** Shown above the lesson in the operator's test mail. */
  note?: string;
}) {
  const { courseMail } = mailWording(props.language);
  const numbers = lessonNumbers(props.course, props.lesson);
  const isLast = numbers.number === numbers.total;
  const stamp = lessonStamp(stampWording(props.language), props.lesson, props.language);
  const reason = fill(courseMail.footerReason, { course: props.course.title, site: siteHost(props.links) });
  // Site-relative links (a glossary term, a calculator) made absolute, then styled for mail clients.
  const body = mailSafeHtml(absoluteLinks(props.lesson.html, props.origin));
  return h(
    MailLayout,
    {
      language: props.language,
      title: lessonSubject(props.language, props.course, props.lesson),
      links: props.links,
      reason,
      preheader: fill(courseMail.preheader, { course: props.course.title, ...numbers }),
    },
    props.note
      ? h("p", { className: "mail-note", style: { padding: "8px 12px", background: "#fef3c7" } }, props.note)
      : null,
    h(CourseDrawing, { course: props.course, language: props.language }),
    h(
      "p",
      { className: "mail-muted", style: muted },
      `${props.course.title} · ${fill(courseMail.lessonOf, numbers)}`,
    ),
    h("h1", { style: { fontSize: "22px", margin: "0 0 8px" } }, props.lesson.title),
    h(
      "p",
      { className: "mail-muted", style: { ...muted, margin: "0 0 16px" } },
      `${stamp.years} · ${stamp.checked}`,
    ),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own lesson Markdown, rendered as its page renders it
    h("div", { dangerouslySetInnerHTML: { __html: body } }),
    // The quiz stays on the site (a mail runs no script): the link opens the lesson at it (issue 48).
    props.lesson.hasQuiz
      ? h(
          "p",
          null,
          h(
            "a",
            { href: `${props.origin}${props.lesson.path}#${quizAnchor}`, style: link },
            courseMail.testYourself,
          ),
        )
      : null,
    isLast ? h("p", null, courseMail.lastLesson) : null,
    h("p", null, h("a", { href: `${props.origin}${props.lesson.path}`, style: link }, courseMail.readOnSite)),
    // After the last lesson there is nothing left to stop (issue 39).
    isLast
      ? null
      : h(
          "p",
          null,
          h("a", { href: props.stopCourseUrl, style: link }, courseMail.stopCourse),
          " ",
          courseMail.stopCourseNote,
        ),
  );
}
