/** A limit on the POSTs one console session may make (decision 050): a stolen or runaway session
 * (a script, a stuck retry loop) cannot send, erase or save without bound. Keyed by the session's
 * token hashed, so the key in the store names no secret; counted in the limits' store, so every server
 * on one database shares it (decision 035). Runs after requireSession, so only signed-in POSTs count. */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ClientError } from "./client-error.ts";
import { operatorOf } from "./console-session.ts";

/** A minute's POSTs by one session: a draft saved as the operator types (one a second or so) and
 * every action besides stay well under it. */
export const postsPerSessionPerMinute = 120;

export function postsPerSession(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: postsPerSessionPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `session:${createHash("sha256").update(operatorOf(request).token).digest("base64url")}`,
  });
  return async (request: FastifyRequest) => {
    if (request.method !== "POST") return;
    const result = await limiter(request);
    // `isAllowed` means "on the allow list"; the verdict is `isExceeded`.
    if (!result.isAllowed && result.isExceeded) throw new ClientError(429, "rate_limited");
  };
}
