/** What the live newsletter's routes ask of the server (docs/decisions/061): their loaders and actions
 * run in the Node process, which hands them this through React Router's context. The server implements
 * it (server/newsletter/http/page-forms.ts); the routes only render what it answers. */
import { createContext, RouterContextProvider } from "react-router";
import type { Language } from "#shared/site.ts";

/** A refused form: the HTTP status and the stable code `problemFromCode` maps to a message. */
export type Refusal = { status: "refused"; httpStatus: number; code: string };

/** Accepted: `query` is the thank-you page's `?for=` (issue 41), "" for the newsletter alone. */
export type SignUpResult = { status: "accepted"; query: string } | Refusal;
/** Confirmed: `query` is the chosen courses' `?for=`, for the confirmed state's words. */
export type ConfirmResult = { status: "confirmed"; query: string } | { status: "already" | "expired" };
export type TokenResult = { status: "done" | "invalid" };

export interface NewsletterForms {
  signUp(form: FormData, language: Language): Promise<SignUpResult>;
  confirm(token: string | null): Promise<ConfirmResult>;
  unsubscribe(token: string | null): Promise<TokenResult>;
  stopCourse(token: string | null): Promise<TokenResult>;
  /** Returns before the address is looked up: the same for every address (decision 032). */
  requestUnsubscribeLink(form: FormData, language: Language): void;
}

const newsletterForms = createContext<NewsletterForms | null>(null);
/** What the server refused before the route (server/newsletter/http/page-routes.ts, decision 064):
 * another site's post, handed over as the page's GET (its loader says why, with the status), or the
 * client's rate on a form that mails (its action says why, the form kept). Null when nothing was. */
const edgeRefusal = createContext<Refusal | null>(null);
/** The nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
const cspNonce = createContext<string>("");

/** The server's context for one request. Exported again by entry.server.tsx, so the server uses the
 * build's own context keys (a key is matched by identity). */
export function loadContext(
  forms: NewsletterForms,
  nonce: string,
  refusal: Refusal | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(newsletterForms, forms);
  context.set(cspNonce, nonce);
  context.set(edgeRefusal, refusal);
  return context;
}

export function refusalOf(context: Readonly<RouterContextProvider>): Refusal | null {
  return context.get(edgeRefusal);
}

export function formsOf(context: Readonly<RouterContextProvider>): NewsletterForms {
  const forms = context.get(newsletterForms);
  if (!forms) throw new Response("The newsletter is not live", { status: 404 });
  return forms;
}

export function nonceOf(context: Readonly<RouterContextProvider>): string {
  return context.get(cspNonce);
}
