/** What the live newsletter's pages do with their forms (shared/newsletter-forms.ts, decision 061); the
 * limits and the same-origin check stand before them, in page-routes.ts and same-origin.ts. */
import { z } from "zod";
import type { NewsletterForms, Refusal } from "#shared/newsletter-forms.ts";
import { chosenQuery } from "#shared/signup-chosen.ts";
import type { Language } from "#shared/site.ts";
import { checkAddress } from "../domain/addresses.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";

const ticked = z.enum(["on", "1", "true"]);

/** `choices` marks a form with boxes; a form without it asks for the newsletter, as before. */
const signUpSchema = z.object({
  email: z.string(),
  formVersion: z.union([z.literal(""), z.string().regex(/^[\w.-]{1,64}$/)]),
  website: z.string(),
  choices: z.literal("1").optional(),
  newsletter: ticked.optional(),
  course: z.array(z.string().max(64)).max(10),
});

const refused = (httpStatus: number, code: string): Refusal => ({ status: "refused", httpStatus, code });

function formFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    email: text("email") ?? "",
    formVersion: text("formVersion") ?? "",
    website: text("website") ?? "",
    choices: text("choices"),
    newsletter: text("newsletter"),
    course: form.getAll("course"),
  };
}

export interface PageFormsOptions {
  service: NewsletterService;
  /** The form version recorded when the form sends none. */
  formVersion?: string;
  log: (line: string) => void;
}

const tokenOf = (token: string | null) => (isWellFormedToken(token) ? token : undefined);

export function pageForms({ service, formVersion = "1", log }: PageFormsOptions): NewsletterForms {
  const failed = (what: string, error: unknown) =>
    log(`newsletter: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  return {
    async signUp(form, language) {
      const parsed = signUpSchema.safeParse(formFields(form));
      if (!parsed.success) return refused(400, "bad_request");
      const fields = parsed.data;
      // The honeypot, a field people never see: a bot that fills it gets the usual answer, and nothing.
      if (fields.website !== "") return { status: "accepted", query: "" };
      const problem = checkAddress(fields.email);
      if (problem) return refused(400, problem);
      const choices = fields.choices
        ? { newsletter: fields.newsletter !== undefined, courses: [...new Set(fields.course)] }
        : { newsletter: true, courses: [] };
      if (choices.courses.some((course) => !service.courseSlugs().includes(course)))
        return refused(400, "unknown_course");
      if (!choices.newsletter && choices.courses.length === 0) return refused(400, "nothing_chosen");
      try {
        await service.subscribe({
          email: fields.email,
          language,
          formVersion: fields.formVersion || formVersion,
          choices,
        });
      } catch (error) {
        // Not stored: the reader is told so, rather than shown a thank-you page.
        failed("sign-up", error);
        return refused(503, "unavailable");
      }
      return { status: "accepted", query: chosenQuery(choices, service.courseSlugs()) };
    },
    async confirm(token) {
      const valid = tokenOf(token);
      const result = valid ? await service.confirm(valid) : { status: "expired" as const };
      if (result.status === "confirmed")
        return { status: "confirmed", query: chosenQuery(result.choices, service.courseSlugs()) };
      return { status: result.status === "already-confirmed" ? "already" : "expired" };
    },
    async unsubscribe(token) {
      const valid = tokenOf(token);
      return {
        status: valid && (await service.unsubscribe(valid)).status === "unsubscribed" ? "done" : "invalid",
      };
    },
    async stopCourse(token) {
      const valid = tokenOf(token);
      return { status: valid && (await service.stopCourse(valid)).status === "stopped" ? "done" : "invalid" };
    },
    requestUnsubscribeLink(form, language: Language) {
      const email = form.get("email");
      if (typeof email !== "string" || checkAddress(email)) return;
      // After the answer: neither its words nor its time tell who subscribes.
      setImmediate(() => {
        service.requestUnsubscribeLink(email, language).catch((error: unknown) => {
          failed("unsubscribe link request", error);
        });
      });
    },
  };
}
