/** One error handler for the newsletter API: every client mistake is a 4xx with a stable code, and
 * anything else (the database is down, a bug) is 503 with `unavailable`: the sign-up was not stored,
 * and the client says so instead of showing a thank-you page. Forms get a redirect, not JSON. */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../../app/config/site.ts";
import { forLog, withoutQueryValues } from "../../request-log.ts";
import { pageLanguage } from "./request-input.ts";

/** What a script-free form had ticked: the newsletter's box and each course's (`course=<slug>`). */
export interface TickedChoices {
  newsletter: boolean;
  courses: string[];
}

const codesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "malformed_body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed_body",
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed_body",
};

function clientCode(error: FastifyError, status: number): string {
  if (status === 429) return "rate_limited";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (codesByFastifyCode[error.code]) return codesByFastifyCode[error.code] as string;
  // Our own ClientError codes are lower_snake; Fastify's are FST_…; a SyntaxError from a parser has none.
  return /^[a-z_]+$/.test(error.code ?? "") ? error.code : "bad_request";
}

/** Only the sign-up form (url-encoded, as browsers send it) is answered with a redirect. */
function isSignUpForm(request: FastifyRequest): boolean {
  return (
    (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded") &&
    request.routeOptions.url === "/api/newsletter/subscribe"
  );
}

/** What the reader typed, for the page that shows it again; "" when the body was never read. */
/** The boxes the reader had ticked, when the form had them (its `choices` marker): the refused page
 * shows them ticked again. Undefined for a form without them (the newsletter alone). */
function tickedChoices(request: FastifyRequest): TickedChoices | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (body?.choices === undefined) return undefined;
  const courses = [body.course].flat().filter((course): course is string => typeof course === "string");
  return { newsletter: body.newsletter !== undefined, courses };
}

function typedAddress(request: FastifyRequest): string {
  const email = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === "string" ? email : "";
}

export function newsletterErrorHandler(
  log: (line: string) => void,
  formErrorUrl: (language: string, code: string) => string,
  formErrorPage?: (
    language: Language,
    code: string,
    email: string,
    choices?: TickedChoices,
  ) => string | undefined,
) {
  /** A no-JavaScript form that the server refuses gets the form back: the page itself, its message
   * by the field and the address as typed; without the page, a redirect to the form with the reason. */
  function refuseForm(request: FastifyRequest, reply: FastifyReply, status: number, code: string) {
    const language = pageLanguage(request);
    const page = formErrorPage?.(language, code, typedAddress(request), tickedChoices(request));
    if (page) return reply.code(status).type("text/html; charset=utf-8").send(page);
    return reply.code(303).redirect(formErrorUrl(language, code));
  }

  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientCode(error, status);
      if (isSignUpForm(request)) return refuseForm(request, reply, status, code);
      return reply.code(status).send({ error: code });
    }
    log(`newsletter: ${request.method} ${forLog(withoutQueryValues(request.url))} failed: ${error.message}`);
    reply.header("retry-after", "30");
    if (isSignUpForm(request)) return refuseForm(request, reply, 503, "unavailable");
    return reply.code(503).send({ error: "unavailable" });
  };
}
