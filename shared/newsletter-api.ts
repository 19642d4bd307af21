/** The live newsletter's sign-up refusals, as the sign-up route answers them (routes/sign-up.tsx). */

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
  unreachable: "unreachable",
};

/** The server's refusal code as a problem; any code not named here reads as `refused`. */
export function problemFromCode(code: string | null | undefined): SignupProblem | null {
  if (!code) return null;
  return problemOfCode[code] ?? "refused";
}
