/** What the live newsletter's pages ask of the server (shared/newsletter-forms.ts, decision 066): the
 * service's own answers, behind what only the server can check (an address's canonical form, the
 * courses it has, a token's shape). The limits and the same-origin check stand before the pages
 * (page-routes.ts, same-origin.ts). */
import { choicesOf, type NewsletterPages, type Refusal } from "#shared/newsletter-forms.ts";
import { isKnownCourse } from "#shared/signup-chosen.ts";
import { checkAddress } from "../domain/addresses.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";

const refused = (httpStatus: number, code: Refusal["code"]): Refusal => ({
  status: "refused",
  httpStatus,
  code,
});

export interface PageFormsOptions {
  service: NewsletterService;
  /** The form version recorded when the form sends none. */
  formVersion?: string;
  log: (line: string) => void;
}

export function pageForms({ service, formVersion = "1", log }: PageFormsOptions): NewsletterPages {
  const failed = (what: string, error: unknown) =>
    log(`newsletter: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  return {
    async signUp(form, language) {
      const choices = choicesOf(form);
      // The honeypot, a field people never see: a bot that fills it gets the usual answer, and nothing.
      if (form.website !== "") return { status: "accepted", choices: { newsletter: true, courses: [] } };
      const problem = checkAddress(form.email);
      if (problem) return refused(400, problem);
      if (choices.courses.some((course) => !isKnownCourse(service.courseSlugs(), course)))
        return refused(400, "unknown_course");
      if (!choices.newsletter && choices.courses.length === 0) return refused(400, "nothing_chosen");
      try {
        const email = form.email;
        await service.subscribe({ email, language, formVersion: form.formVersion || formVersion, choices });
      } catch (error) {
        // Not stored: the reader is told so, rather than shown a thank-you page.
        failed("sign-up", error);
        return refused(503, "unavailable");
      }
      return { status: "accepted", choices };
    },
    confirm: async (token) => (isWellFormedToken(token) ? service.confirm(token) : { status: "expired" }),
    unsubscribe: async (token) =>
      isWellFormedToken(token) ? service.unsubscribe(token) : { status: "invalid" },
    stopCourse: async (token) =>
      isWellFormedToken(token) ? service.stopCourse(token) : { status: "invalid" },
    courseSlugs: () => service.courseSlugs(),
    requestUnsubscribeLink(email, language) {
      if (checkAddress(email)) return;
      // After the answer: neither its words nor its time tell who subscribes.
      setImmediate(() => {
        service.requestUnsubscribeLink(email, language).catch((error: unknown) => {
          failed("unsubscribe link request", error);
        });
      });
    },
  };
}
