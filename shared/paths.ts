import type { CourseLibrary } from "#shared/course-catalogue.ts";
import { defaultLanguage, type Language, languages } from "#shared/site.ts";

/** Every screen of the site (SPEC.md §2). Each exists once per language. */
export const pages = ["home", "privacy", "cookies", "terms", "thankYou"] as const;
export type Page = (typeof pages)[number];

/** The live newsletter's pages (NEWSLETTER_MODE=live only), rendered by the server per request: each
 * route's loader reads the link's token, its action takes the form and the route renders the outcome
 * (docs/decisions/061). Opening one changes nothing; its one button posts to the page itself. */
export const newsletterPages = [
  "signUp",
  "confirm",
  "unsubscribe",
  // A reader whose unsubscribe link no longer works asks for a new one by address (decision 032).
  "unsubscribeLink",
  // A lesson mail's "stop this course" (issue 32).
  "stopCourse",
] as const;
export type NewsletterPage = (typeof newsletterPages)[number];

/** URL segment of each page below the language prefix. */
export const pageSlugs = {
  home: "",
  privacy: "privacy",
  cookies: "cookies",
  terms: "terms",
  thankYou: "thank-you",
  signUp: "sign-up",
  confirm: "confirm",
  unsubscribe: "unsubscribe",
  unsubscribeLink: "unsubscribe-link",
  stopCourse: "stop-course",
} as const satisfies Record<Page | NewsletterPage, string>;

/** The one way to build an internal URL: `pathTo("se", "terms")` is `/se/terms`. */
export function pathTo(language: Language, page: Page | NewsletterPage): string {
  const slug = pageSlugs[page];
  return slug ? `/${language}/${slug}` : `/${language}`;
}

export const homePath = pathTo(defaultLanguage, "home");

/** A course's page: `/en/courses/general-tax-planning`. Course and lesson slugs are the same in every
 * language (shared/course-catalogue.ts), so switching language swaps only the prefix. */
export function coursePath(language: Language, course: string): string {
  return `/${language}/courses/${course}`;
}

/** A lesson's page: `/se/courses/general-tax-planning/your-tax-year`. */
export function lessonPath(language: Language, course: string, lesson: string): string {
  return `${coursePath(language, course)}/${lesson}`;
}

/** The anchor of a lesson page's quiz: the page's id, and the fragment a lesson mail links to. */
export const quizAnchor = "quiz";

/** Every course and lesson page of every language (or of one), for the pre-render list and sitemap. */
export function coursePagePaths(library: CourseLibrary, only?: Language): string[] {
  return (only ? [only] : languages).flatMap((language) =>
    library[language].flatMap((course) => [
      coursePath(language, course.slug),
      ...course.lessons.map((lesson) => lessonPath(language, course.slug, lesson.slug)),
    ]),
  );
}

/** Pages beyond SPEC.md's ten, in every language and newsletter mode, that neither the header nor
 * the footer's four SPEC.md links list: the glossary of Skatteverket's terms (issue 36) and the tax
 * calculator (issue 38). The footer's "Learn" group, the home page and the courses link to them. */
export const toolPages = ["glossary", "calculator"] as const;
export type ToolPage = (typeof toolPages)[number];

/** `/se/glossary`, `/en/glossary#grundavdrag`, `/en/calculator`. */
export function toolPath(language: Language, page: ToolPage, hash?: string): string {
  return `/${language}/${page}${hash ? `#${hash}` : ""}`;
}

export const glossaryPath = (language: Language, termId?: string) => toolPath(language, "glossary", termId);
export const calculatorPath = (language: Language) => toolPath(language, "calculator");

/** Every tool page of every language, for the pre-render list, the sitemap and the tests. */
export const toolPagePaths: string[] = languages.flatMap((language) =>
  toolPages.map((page) => toolPath(language, page)),
);

/** The tool page a path shows (a trailing slash allowed), or null for any other path. */
export function matchToolPath(pathname: string): { language: Language; page: ToolPage } | null {
  const match = /^\/([a-z]+)\/([a-z]+)\/?$/.exec(pathname);
  const [, language = "", page = ""] = match ?? [];
  return isLanguage(language) && (toolPages as readonly string[]).includes(page)
    ? { language, page: page as ToolPage }
    : null;
}

const coursePattern = /^\/([a-z]+)\/courses\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?\/?$/;

/** The course (and lesson) a path shows, by its shape; null for any other path. */
export function matchCoursePath(
  pathname: string,
): { language: Language; course: string; lesson: string | undefined } | null {
  const match = coursePattern.exec(pathname);
  if (!match?.[1] || !match[2] || !isLanguage(match[1])) return null;
  return { language: match[1], course: match[2], lesson: match[3] };
}

/** The ten pre-rendered routes. */
export const prerenderPaths: string[] = languages.flatMap((language) =>
  pages.map((page) => pathTo(language, page)),
);

function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** SPEC.md §2: the language is `se` when the path starts with /se, otherwise `en`. */
export function languageFromPath(pathname: string): Language {
  const segment = firstSegment(pathname);
  return isLanguage(segment) ? segment : defaultLanguage;
}

/** The page and language a path shows, or null for a path that is not one of the ten routes. */
export function matchPage(pathname: string): { language: Language; page: Page } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const language of languages) {
    for (const page of pages) {
      if (pathTo(language, page) === trimmed) return { language, page };
    }
  }
  return null;
}

/** The same path in another language: swaps the language prefix, or adds one where none is present. */
export function switchLanguage(pathname: string, target: Language): string {
  const segment = firstSegment(pathname);
  if (isLanguage(segment)) return `/${target}${pathname.slice(segment.length + 1)}`;
  return pathname === "/" ? `/${target}` : `/${target}${pathname}`;
}

/** A switch to the same page in another language: it keeps the reader's place (SPEC.md §2). */
export function isLanguageSwitch(fromPath: string, toPath: string): boolean {
  const from = matchPage(fromPath) ?? matchCoursePath(fromPath) ?? matchToolPath(fromPath);
  const to = matchPage(toPath) ?? matchCoursePath(toPath) ?? matchToolPath(toPath);
  if (!from || !to || from.language === to.language) return false;
  return switchLanguage(fromPath.replace(/(.)\/$/, "$1"), to.language) === toPath.replace(/(.)\/$/, "$1");
}
