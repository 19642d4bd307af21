/** The JSON APIs' error handlers: a client's mistake is a 4xx with a stable code; anything else is 503
 * `unavailable`, logged without a body or a query's values, which may hold an address or a token. */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { forLog, withoutQueryValues } from "../../request-log.ts";

const codesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "malformed_body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed_body",
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed_body",
};

const codesByStatus: Record<number, string> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** A body refused for its size or nesting is not merely malformed (issue 31). */
const statusesByCode: Record<string, number> = { issue_too_large: 413, issue_too_deep: 422 };

/** Ours are lower_snake (as a schema's messages are); Fastify's are FST_…; a SyntaxError has none. */
const ownCode = (code: string | undefined) => (/^[a-z_]+$/.test(code ?? "") ? code : undefined);

function unavailable(reply: FastifyReply) {
  reply.header("retry-after", "30");
  return reply.code(503).send({ error: "unavailable" });
}

function clientCode(error: FastifyError, status: number): string {
  if (status === 429 || status === 413 || status === 415) return codesByStatus[status] as string;
  // A query or body its route's zod schema refused is `invalid_request`.
  return (
    codesByFastifyCode[error.code] ??
    ownCode(error.code) ??
    (error.validation ? "invalid_request" : "bad_request")
  );
}

export function newsletterErrorHandler(log: (line: string) => void) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: clientCode(error, status) });
    log(`newsletter: ${request.method} ${forLog(withoutQueryValues(request.url))} failed: ${error.message}`);
    return unavailable(reply);
  };
}

/** A refused body answers the schema's first issue's message, which is the code (shared/console-api.ts). */
export function consoleErrorHandler(log: (line: string) => void) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const code = ownCode(error.validation[0]?.message) ?? "malformed_body";
      return reply.code(statusesByCode[code] ?? 400).send({ error: code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send({ error: ownCode(error.code) ?? codesByStatus[status] ?? "bad_request" });
    log(`newsletter console: ${request.method} ${request.routeOptions.url ?? "?"} failed: ${error.message}`);
    return unavailable(reply);
  };
}
