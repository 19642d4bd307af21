import { timings } from "#shared/site.ts";

export const newsletterInputId = "newsletter-email";
/** Sent on `window` with a course's slug when a course's button leads to the form (live mode). */
export const signupCourseEvent = "skattlyktan:signup-course";

/** SPEC.md §2: scroll smoothly to the e-mail input, then focus it after 500 ms. Readers who ask for
 * reduced motion get an instant jump; the focus still follows. The input lines up below the sticky
 * header with room for its label above it (its scroll margin, `.signup-email` in app/app.css), as the
 * link's own jump does without JavaScript: centred, a short phone screen put the label under the header. */
export function scrollToSignup(course?: string): void {
  const input = document.getElementById(newsletterInputId);
  if (!input) return;
  if (course) window.dispatchEvent(new CustomEvent(signupCourseEvent, { detail: course }));
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  input.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
  window.setTimeout(() => input.focus({ preventScroll: true }), timings.focusDelayMs);
}
