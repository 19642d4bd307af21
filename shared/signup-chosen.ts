/**
 * What a reader chose at sign-up (the newsletter, courses, or both), carried to the pages after it as
 * `?for=newsletter,<course>,…` (issue 41): so the thank-you, confirm and done pages speak of what was
 * chosen. Only the fixed words and course slugs travel, never anything personal; anything else is
 * dropped, and a query with nothing valid reads as no choice known (the pages' general words).
 * Type imports only: the server imports this file as it is (no bundler), for its redirects.
 */

/** The one shape of a reader's choices: the form's boxes, the consent a confirm link carries, the query.
 * `Course` narrows the slugs where they are the catalogue's (the form's boxes). */
export interface SignUpChoices<Course extends string = string> {
  newsletter: boolean;
  courses: Course[];
}
export type Chosen = SignUpChoices;

/** The one "known course" check: `known` is the catalogue's slugs in the browser, the server's library's
 * on the server (its tests run other courses). */
export function isKnownCourse(known: readonly string[], course: string): boolean {
  return known.includes(course);
}

export const chosenParam = "for";

/** The choices with only the known courses; null without one: the newsletter alone reads as it always
 * did (the pages' general words, as in its confirmation mail). */
export function knownChoices(choices: SignUpChoices, known: readonly string[]): Chosen | null {
  const courses = [...new Set(choices.courses.filter((course) => isKnownCourse(known, course)))];
  return courses.length > 0 ? { newsletter: choices.newsletter, courses } : null;
}

/** `?for=…` for a redirect or a link; `known` are the course slugs; "" without a known course. */
export function chosenQuery(choices: SignUpChoices, known: readonly string[]): string {
  const chosen = knownChoices(choices, known);
  if (!chosen) return "";
  return `?${chosenParam}=${[...(chosen.newsletter ? ["newsletter"] : []), ...chosen.courses].join(",")}`;
}

export function parseChosen(search: string, known: readonly string[]): Chosen | null {
  const value = new URLSearchParams(search).get(chosenParam);
  if (!value) return null;
  const parts = value.split(",");
  return knownChoices({ newsletter: parts.includes("newsletter"), courses: parts }, known);
}
