/**
 * What a reader chose at sign-up (the newsletter, courses, or both), carried to the pages after it as
 * `?for=newsletter,<course>,…` (issue 41): so the thank-you, confirm and done pages speak of what was
 * chosen. Only the fixed words and course slugs travel, never anything personal; anything else is
 * dropped, and a query with nothing valid reads as no choice known (the pages' general words).
 * Type imports only: the server imports this file as it is (no bundler), for its redirects.
 */

export interface Chosen {
  newsletter: boolean;
  courses: string[];
}

export const chosenParam = "for";

/** `?for=…` for a redirect or a link; `known` are the course slugs. "" without a course: the newsletter
 * alone reads as it always did (the pages' general words, as in its confirmation mail). */
export function chosenQuery(
  choices: { newsletter: boolean; courses: readonly string[] },
  known: readonly string[],
): string {
  const courses = choices.courses.filter((course) => known.includes(course));
  const parts = [...(choices.newsletter ? ["newsletter"] : []), ...courses];
  return courses.length > 0 ? `?${chosenParam}=${parts.join(",")}` : "";
}

export function parseChosen(search: string, known: readonly string[]): Chosen | null {
  const value = new URLSearchParams(search).get(chosenParam);
  if (!value) return null;
  const parts = value.split(",");
  const courses = [...new Set(parts.filter((part) => known.includes(part)))];
  const newsletter = parts.includes("newsletter");
  return courses.length > 0 ? { newsletter, courses } : null;
}
