/** What every console request passes before its route (decisions 028, 050). The cookie is `__Host-`, so
 * no other site or subdomain can set or read it. */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Session } from "#shared/console-api.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import { sessionLifetimeMs } from "../service/operators.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";

const sessionCookie = "__Host-skattlyktan-console";

const cookieOptions = { httpOnly: true, secure: true, sameSite: "strict", path: "/" } as const;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator's session (console routes other than sign-in). */
    consoleSession?: Session & { token: string };
  }
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionLifetimeMs / 1000 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, cookieOptions);
}

/** Before the body is read; holds even in a browser that ignores the cookie's SameSite=Strict. */
export function checkOrigin(publicOrigin: string) {
  return async (request: FastifyRequest) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    if (request.headers.origin !== publicOrigin) throw new ClientError(403, "forbidden");
    const type = request.headers["content-type"] ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) throw new ClientError(415, "unsupported_media_type");
  };
}

export function requireSession(service: NewsletterService) {
  return async (request: FastifyRequest) => {
    const token = request.cookies[sessionCookie];
    const session = isWellFormedToken(token) ? await service.sessionOf(token) : undefined;
    if (!session || !token) throw new ClientError(401, "unauthorized");
    request.consoleSession = { ...session, token };
  };
}

/** The signed-in operator (routes behind requireSession only). */
export function operatorOf(request: FastifyRequest): Session & { token: string } {
  if (!request.consoleSession) throw new ClientError(401, "unauthorized");
  return request.consoleSession;
}

/** `isAllowed` means "on the allow list"; the verdict is `isExceeded`. */
export async function exceeded(
  limiter: ReturnType<FastifyInstance["createRateLimit"]>,
  request: FastifyRequest,
): Promise<boolean> {
  const result = await limiter(request);
  return !result.isAllowed && result.isExceeded;
}

/** A draft saved as the operator types (one a second or so) and every action besides stay well under. */
export const postsPerSessionPerMinute = 120;

/** A stolen or runaway session cannot send, erase or save without bound; keyed by the token's hash, so
 * the shared store (decision 035) names no secret. After requireSession. */
export function postsPerSession(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: postsPerSessionPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `session:${createHash("sha256").update(operatorOf(request).token).digest("base64url")}`,
  });
  return async (request: FastifyRequest) => {
    if (request.method === "POST" && (await exceeded(limiter, request)))
      throw new ClientError(429, "rate_limited");
  };
}
