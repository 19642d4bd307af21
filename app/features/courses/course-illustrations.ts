/**
 * Each course's drawing is one SVG file in public/illustrations/, drawn in the site's palette: the
 * course card and the course page show it as an image (no script carries it), and the lesson mails
 * inline the same file, since a mail loads nothing from elsewhere.
 */
import type { CourseSlug } from "#shared/course-catalogue.ts";

export const illustrationSize = { width: 240, height: 160 } as const;

export function courseIllustrationPath(course: CourseSlug): string {
  return `/illustrations/${course}.svg`;
}
