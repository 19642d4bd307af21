/** The three free courses of SPEC.md §1, as keys of `courses` in the dictionaries: the course cards
 * and the structured data both list them from here. */
export const courseKeys = ["course1", "course2", "course3"] as const;
