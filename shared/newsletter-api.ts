/** The public forms' words the browser needs too: the address rule and the refusal codes. No zod here:
 * the home page's bundle imports this file (the schemas are shared/newsletter-forms.ts). */

/** RFC 5321's limit on a forward path, less the angle brackets: the fields' maxLength, the server's
 * check, the console's search and the message that names it. */
export const maxAddressLength = 254;
/** RFC 5321's limit on a local part. */
export const maxLocalPartLength = 64;

/** Deliberately plain: the confirmation mail is the real test; this only turns away typos and junk.
 * RFC 5322 atext without `%` and `!` (issue 52): source routing (`victim%example.com@relay`, UUCP's
 * `example.com!victim@relay`), by which one mailbox would have many keys past its daily cap. Checked on
 * the address's canonical form (the domain as ASCII), which only the server can make (Node's IDNA). */
export const addressPattern =
  /^[#$&'*+\-./0-9=?A-Z^-~]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,}$/i;

/** The messages a refusal shows by the address field: `subscription.errors` in each dictionary. */
export type SignupProblem =
  | "missingEmail"
  | "invalidEmail"
  | "emailTooLong"
  | "rateLimited"
  | "foreignOrigin"
  | "refused"
  | "unreachable";

/** What a dictionary must say: one message per problem (a missing one is a type error). */
export type RefusalMessages = Record<SignupProblem, string>;

/** Every reason a public form is refused, by the server or (`unreachable`) by the browser, with its
 * message; null: said elsewhere (`nothing_chosen` by the boxes, signupChoices.nothingChosen). The one
 * list of codes: a code is a key here, so a new one cannot go without its message. */
const problemOfCode = {
  bad_request: "refused",
  invalid_email: "invalidEmail",
  email_too_long: "emailTooLong",
  unknown_course: "refused",
  nothing_chosen: null,
  rate_limited: "rateLimited",
  foreign_origin: "foreignOrigin",
  unavailable: "refused",
  unreachable: "unreachable",
} as const satisfies Record<string, SignupProblem | null>;
export type RefusalCode = keyof typeof problemOfCode;
export const refusalCodes = Object.keys(problemOfCode) as RefusalCode[];

export function problemFromCode(code: RefusalCode | null | undefined): SignupProblem | null {
  return code ? problemOfCode[code] : null;
}
