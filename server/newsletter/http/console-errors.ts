/** The console API's one error handler: a client's mistake is its 4xx with a stable code (the console
 * maps codes to sentences, console/lib/api.ts); anything else is 503 `unavailable`, logged by method
 * and route only (never a body, which may hold an address or a token). */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const codesByStatus: Record<number, string> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function consoleErrorHandler(log: (line: string) => void) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
