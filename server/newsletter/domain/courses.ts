/** The courses as the newsletter sees them: what a reader may choose at sign-up, and each course's
 * lessons ready to mail, built from the same Markdown as the course pages. */

import type { SignUpChoices } from "#shared/signup-chosen.ts";
import type { Language } from "#shared/site.ts";

export interface LibraryLesson {
  slug: string;
  title: string;
  /** The lesson's body as HTML, rendered as its page renders it. */
  html: string;
  /** The lesson's page, a path on the site (`/en/courses/…/…`). */
  path: string;
  /** Shown in the mail as on its page (issue 36); factsChecked is YYYY-MM-DD. */
  incomeYears: number[];
  factsChecked: string;
  /** The lesson page has a quiz (at `#quiz`): the mail links to it (issue 48). */
  hasQuiz?: boolean;
}

export interface LibraryCourse {
  slug: string;
  title: string;
  /** The course's page, a path on the site. */
  path: string;
  /** The course's illustration as inline SVG markup (a mail loads nothing remote); "" for none. */
  illustration: string;
  /** The drawing as a PNG (base64) and the size a mail shows it at, attached with a Content-ID (issue 39). */
  drawing?: { png: string; width: number; height: number };
  lessons: LibraryLesson[];
}

/** Per language, the courses in the site's order, ready to mail (the site's own, from Markdown, is
 * shared/course-catalogue.ts's CourseLibrary). */
export type MailLibrary = Record<Language, LibraryCourse[]>;

/** What a reader asked for at sign-up: the consent a confirm link carries (tokens.scope); one shape
 * for the form, the link and the query (shared/signup-chosen.ts). */
export type { SignUpChoices };

export const newsletterOnly: SignUpChoices = { newsletter: true, courses: [] };

export function courseSlugsOf(library: MailLibrary): string[] {
  return (Object.values(library)[0] ?? []).map((course) => course.slug);
}

export function findCourse(library: MailLibrary, language: Language, slug: string) {
  return library[language].find((course) => course.slug === slug);
}

/** Anything unreadable, or a token from before the courses, confirms the newsletter alone. */
export function parseChoices(scope: string | null | undefined): SignUpChoices {
  if (!scope) return newsletterOnly;
  try {
    const value = JSON.parse(scope) as Partial<SignUpChoices>;
    return {
      newsletter: value.newsletter === true,
      courses: Array.isArray(value.courses) ? value.courses.filter((c) => typeof c === "string") : [],
    };
  } catch {
    return newsletterOnly;
  }
}
