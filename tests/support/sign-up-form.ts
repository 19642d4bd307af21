/** A sign-up as the live page's form posts it (routes/sign-up.tsx): url-encoded, to `/{lang}/sign-up`.
 * A sign-up taken answers with a redirect to the thank-you page; a refusal renders the form. */

import { pathTo } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";

export interface SignUpFields {
  email: string;
  language: Language;
  formVersion?: string;
  website?: string;
  /** Ticked boxes; unset, the form without boxes (the newsletter alone). */
  choices?: { newsletter: boolean; courses: readonly string[] };
}

export function signUpBody({ email, formVersion = "e2e", website = "", choices }: SignUpFields): string {
  const body = new URLSearchParams({ email, formVersion, website });
  if (choices) {
    body.set("choices", "1");
    if (choices.newsletter) body.set("newsletter", "on");
    for (const course of choices.courses) body.append("course", course);
  }
  return body.toString();
}

export function signUpPath(language: Language): string {
  return pathTo(language, "signUp");
}

/** Posts the form to `site`; a taken sign-up is a 302 (not followed). */
export function postSignUp(site: string, fields: SignUpFields, headers: Record<string, string> = {}) {
  return fetch(`${site}${signUpPath(fields.language)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: signUpBody(fields),
  });
}
