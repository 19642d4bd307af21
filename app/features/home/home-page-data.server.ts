/** The home page's course cards' figures, from the course library at build time: they travel in the
 * pre-rendered HTML as loader data, so the home page's script does not grow (issue 41). */

import type { CourseSlug } from "#shared/course-catalogue.ts";
import type { Language } from "#shared/site.ts";
import { courseLibrary } from "../../content/courses.server";

export interface CourseCardFacts {
  lessonCount: number;
  minutes: number;
  firstLesson: string;
  /** For "Continue: Lesson n — title" at the first unread lesson (issue 51). */
  lessons: { order: number; slug: string; title: string }[];
}

export function homePageData(language: Language) {
  const cards = {} as Record<CourseSlug, CourseCardFacts>;
  for (const course of courseLibrary[language]) {
    cards[course.slug] = {
      lessonCount: course.lessons.length,
      minutes: course.lessons.reduce((sum, lesson) => sum + lesson.readingMinutes, 0),
      firstLesson: course.lessons[0]?.slug ?? "",
      lessons: course.lessons.map(({ order, slug, title }) => ({ order, slug, title })),
    };
  }
  return { cards };
}
