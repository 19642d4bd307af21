/** The live newsletter's public forms (docs/decisions/061, 066): one zod schema per form, read by its
 * route's action (app/routes/) and by the server, and the one interface the routes reach the server by,
 * through React Router's context. The forms' hints in the browser (maxLength) come from the zod-free
 * newsletter-api.ts, so no page bundle carries zod. */
import { createContext, RouterContextProvider } from "react-router";
import { z } from "zod";
import type { RefusalCode } from "#shared/newsletter-api.ts";
import type { SignUpChoices } from "#shared/signup-chosen.ts";
import type { Language } from "#shared/site.ts";

const ticked = z.enum(["on", "1", "true"]);

/** The sign-up (the home page's form, routes/sign-up.tsx). `choices` marks a form with boxes; a form
 * without it asks for the newsletter, as before. `website` is the honeypot. The address's own rule needs
 * its canonical form (Node's IDNA), so the server checks it (domain/addresses.ts). */
export const signUpForm = z.object({
  email: z.string(),
  formVersion: z.union([z.literal(""), z.string().regex(/^[\w.-]{1,64}$/)]),
  website: z.string(),
  choices: z.literal("1").optional(),
  newsletter: ticked.optional(),
  course: z.array(z.string().max(64)).max(10),
});
export type SignUpForm = z.infer<typeof signUpForm>;

/** "Mail me a new unsubscribe link" (routes/unsubscribe-link.tsx). */
export const unsubscribeLinkForm = z.object({ email: z.string() });

/** The confirm, unsubscribe and stop-course pages' button posts to the page's own URL: its query is the
 * form (the mail's link token). The one-click API (RFC 8058) takes the same query. */
export const linkQuery = z.object({ token: z.string().default(""), lang: z.string().optional() });

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

export function readSignUpForm(form: FormData) {
  return signUpForm.safeParse({
    email: textOf(form, "email") ?? "",
    formVersion: textOf(form, "formVersion") ?? "",
    website: textOf(form, "website") ?? "",
    choices: textOf(form, "choices"),
    newsletter: textOf(form, "newsletter"),
    course: form.getAll("course"),
  });
}

export function readUnsubscribeLinkForm(form: FormData) {
  return unsubscribeLinkForm.safeParse({ email: textOf(form, "email") ?? "" });
}

export function readLinkQuery(request: Request): string {
  return linkQuery.parse(Object.fromEntries(new URL(request.url).searchParams)).token;
}

/** What the reader asked for: the boxes as ticked, or the newsletter when the form had none. */
export function choicesOf(form: SignUpForm): SignUpChoices {
  if (!form.choices) return { newsletter: true, courses: [] };
  return { newsletter: form.newsletter !== undefined, courses: [...new Set(form.course)] };
}

/** A refused form: the HTTP status and its code, which has a message in each dictionary. */
export type Refusal = { status: "refused"; httpStatus: number; code: RefusalCode };

/** What the routes ask of the server: the service's own answers (server/newsletter/service/), behind the
 * checks only the server can make (an address's canonical form, the courses it has, a token's shape). */
export interface NewsletterPages {
  signUp(
    form: SignUpForm,
    language: Language,
  ): Promise<{ status: "accepted"; choices: SignUpChoices } | Refusal>;
  confirm(
    token: string,
  ): Promise<{ status: "confirmed"; choices: SignUpChoices } | { status: "already-confirmed" | "expired" }>;
  unsubscribe(token: string): Promise<{ status: "unsubscribed" | "invalid" }>;
  stopCourse(token: string): Promise<{ status: "stopped" | "invalid" }>;
  /** Returns before the address is looked up: the same for every address (decision 032). */
  requestUnsubscribeLink(email: string, language: Language): void;
  courseSlugs(): readonly string[];
}

/** One request's context: the server, the response's CSP nonce (for React Router's inline scripts), and
 * what the server refused before the route (decision 064): another site's post, handed over as the
 * page's GET, or the client's rate on a form that mails. */
export interface NewsletterRequest {
  pages: NewsletterPages;
  nonce: string;
  refusal: Refusal | null;
}

const newsletterRequest = createContext<NewsletterRequest | null>(null);

/** The server's context for one request. Exported again by entry.server.tsx, so the server uses the
 * build's own context key (a key is matched by identity). */
export function loadContext(request: NewsletterRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(newsletterRequest, request);
  return context;
}

export function pagesOf(context: Readonly<RouterContextProvider>): NewsletterPages {
  const request = context.get(newsletterRequest);
  if (!request) throw new Response("The newsletter is not live", { status: 404 });
  return request.pages;
}

export function refusalOf(context: Readonly<RouterContextProvider>): Refusal | null {
  return context.get(newsletterRequest)?.refusal ?? null;
}

export function nonceOf(context: Readonly<RouterContextProvider>): string {
  return context.get(newsletterRequest)?.nonce ?? "";
}
