/** One error handler for the newsletter API: every client mistake is a 4xx with a stable code, and
 * anything else (the database is down, a bug) is 503 with `unavailable`, so the client can tell it
 * from a refusal. The pages answer their own refusals (page-routes.ts). */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { forLog, withoutQueryValues } from "../../request-log.ts";

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
  // Our own ClientError codes are lower_snake (a route's schemaErrorFormatter may give one); Fastify's
  // are FST_…; a SyntaxError from a parser has none.
  if (/^[a-z_]+$/.test(error.code ?? "")) return error.code;
  // A query or body its route's zod schema refused.
  return error.validation ? "invalid_request" : "bad_request";
}

export function newsletterErrorHandler(log: (line: string) => void) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: clientCode(error, status) });
    log(`newsletter: ${request.method} ${forLog(withoutQueryValues(request.url))} failed: ${error.message}`);
    reply.header("retry-after", "30");
    return reply.code(503).send({ error: "unavailable" });
  };
}
