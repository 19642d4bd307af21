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
  /** Answers before the address is looked up: the same for every address (decision 032); a refusal
   * only for the client (its rate, another site's page). */
  requestUnsubscribeLink(form: FormData, language: Language): Refusal | null;
}

const newsletterForms = createContext<NewsletterForms | null>(null);
/** The nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
const cspNonce = createContext<string>("");

/** The server's context for one request. Exported again by entry.server.tsx, so the server uses the
 * build's own context keys (a key is matched by identity). */
export function loadContext(forms: NewsletterForms, nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(newsletterForms, forms);
  context.set(cspNonce, nonce);
  return context;
}

export function formsOf(context: Readonly<RouterContextProvider>): NewsletterForms {
  const forms = context.get(newsletterForms);
  if (!forms) throw new Response("The newsletter is not live", { status: 404 });
  return forms;
}

export function nonceOf(context: Readonly<RouterContextProvider>): string {
  return context.get(cspNonce);
}
