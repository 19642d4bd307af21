/** The live newsletter's sign-up, as the page's script makes it (server/newsletter/http/routes.ts). */
import type { Language } from "../config/site";

/** On the site's own origin (CSP connect-src 'self'); nginx passes it to the Node server. */
export const subscribePath = "/api/newsletter/subscribe";
/** Where the unsubscribe-invalid page's form asks for a new unsubscribe link by address. */
export const unsubscribeRequestPath = "/api/newsletter/unsubscribe-request";

/** What can go wrong, each with a message in `subscription.errors`. */
export type SignupProblem =
  | "missingEmail"
  | "invalidEmail"
  | "emailTooLong"
  | "rateLimited"
  | "foreignOrigin"
  | "refused"
  | "unreachable";

const problemOfCode: Record<string, SignupProblem> = {
  invalid_email: "invalidEmail",
  email_too_long: "emailTooLong",
  rate_limited: "rateLimited",
  foreign_origin: "foreignOrigin",
};

/** The server's error code (JSON, or `?error=` after a script-free form post) as a problem. */
export function problemFromCode(code: string | null | undefined): SignupProblem | null {
  if (!code) return null;
  return problemOfCode[code] ?? "refused";
}

export type SignupRequest = {
  email: string;
  language: Language;
  formVersion: string;
  website: string;
  /** What the reader chose (live form); without them the server takes the newsletter alone. */
  newsletter?: boolean;
  courses?: string[];
};

/** null once the sign-up and its confirmation e-mail are stored; otherwise what went wrong. */
export async function subscribe(request: SignupRequest): Promise<SignupProblem | null> {
  let response: Response;
  try {
    response = await fetch(subscribePath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return "unreachable";
  }
  if (response.status === 202) return null;
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === "object" && body !== null && "error" in body ? String(body.error) : undefined;
  return problemFromCode(code) ?? "refused";
}
