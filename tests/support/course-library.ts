/** A small course library for the newsletter's unit tests: the shape the composition root builds from
 * the site's Markdown (server/newsletter/domain/courses.ts), with lessons named l1, l2 … */
import type { LibraryCourse, MailLibrary } from "../../server/newsletter/domain/courses.ts";

const onePixelPng =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export function fixtureCourse(slug: string, lessons: string[], language = "en"): LibraryCourse {
  return {
    slug,
    title: `${slug} (${language})`,
    path: `/${language}/courses/${slug}`,
    illustration:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    // A 1×1 PNG: the lesson mails attach it and show it by Content-ID.
    drawing: { png: onePixelPng, width: 240, height: 160 },
    lessons: lessons.map((lesson) => ({
      slug: lesson,
      title: `Lesson ${lesson} (${language})`,
      html: `<p>Body of ${lesson} in ${language}.</p>`,
      path: `/${language}/courses/${slug}/${lesson}`,
      incomeYears: [2025, 2026],
      factsChecked: "2026-11-26",
    })),
  };
}

/** Two courses in both languages; "alpha" has `lessons` (five by default). */
export function fixtureLibrary(lessons = ["l1", "l2", "l3", "l4", "l5"]): MailLibrary {
  return {
    en: [fixtureCourse("alpha", lessons, "en"), fixtureCourse("beta", ["b1", "b2"], "en")],
    se: [fixtureCourse("alpha", lessons, "se"), fixtureCourse("beta", ["b1", "b2"], "se")],
  };
}
