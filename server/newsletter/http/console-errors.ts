/** The console API's one error handler: a client's mistake is its 4xx with a stable code (the console
 * maps codes to sentences, console/lib/api.ts); anything else is 503 `unavailable`, logged by method
 * and route only (never a body, which may hold an address or a token). A body its route's schema
 * refuses answers the first issue's message, which is the code (shared/console-api.ts). */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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

export function consoleErrorHandler(log: (line: string) => void) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? "";
      const code = /^[a-z_]+$/.test(message) ? message : "malformed_body";
      return reply.code(statusesByCode[code] ?? 400).send({ error: code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const own = /^[a-z_]+$/.test(error.code ?? "") ? error.code : undefined;
      return reply.code(status).send({ error: own ?? codesByStatus[status] ?? "bad_request" });
    }
    log(`newsletter console: ${request.method} ${request.routeOptions.url ?? "?"} failed: ${error.message}`);
    reply.header("retry-after", "30");
    return reply.code(503).send({ error: "unavailable" });
  };
}
