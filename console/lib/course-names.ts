/** The courses the console may name, from the site's catalogue (slugs only: no text of the site is
 * bundled). */
export { courseSlugs } from "#shared/course-catalogue.ts";

/** A course's name from its slug ("general-tax-planning" → "General tax planning"): the console carries
 * no dictionary, and the slugs are the courses' English names. */
export function courseName(slug: string): string {
  const words = slug.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
