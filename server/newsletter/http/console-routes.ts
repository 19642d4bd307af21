/** The operator console's API (domain/console-api.ts is the contract; decision 028), a Fastify plugin
 * of its own: JSON bodies only, `no-store` and `noindex` on every answer, the Origin check on every
 * POST and the session on every route but the two of signing in (console-session.ts). Logs never name
 * an address, a token or a cookie. */
import cookie from "@fastify/cookie";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { addressHash } from "../domain/addresses.ts";
import { consoleApi } from "../domain/console-api.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";
import { clientNetwork } from "./client-network.ts";
import { courseConsoleRoutes } from "./console-course-routes.ts";
import { draftRoutes } from "./console-draft-routes.ts";
import { consoleErrorHandler } from "./console-errors.ts";
import { addressField, fieldsOf } from "./console-input.ts";
import { issueRoutes } from "./console-issue-routes.ts";
import { auditQueryOf } from "./console-queries.ts";
import {
  checkOrigin,
  clearSessionCookie,
  operatorOf,
  requireSession,
  setSessionCookie,
} from "./console-session.ts";
import { postsPerSession } from "./console-session-limit.ts";
import { subscriberCourseRoutes } from "./console-subscriber-course-routes.ts";
import { subscriberListRoutes } from "./console-subscriber-list-routes.ts";
import { subscriberRoutes } from "./console-subscriber-routes.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import { ClientError } from "./request-input.ts";

export interface ConsoleRoutesOptions {
  service: NewsletterService;
  /** SITE_URL's origin: the one `Origin` a POST may come from. */
  publicOrigin: string;
  log: (line: string) => void;
  /** `false` lifts the rate limits (tests that sign in many times). */
  rateLimit?: boolean;
  /** Where the limits count (rate-limit-store.ts); unset, this process's memory. */
  rateLimitStore?: RateLimitStore;
}

/** An issue is the biggest body: 256 KB of Markdown is a long newsletter. */
export const consoleBodyLimit = 256 * 1024;

/** `isAllowed` means "on the allow list"; the verdict is `isExceeded`. */
async function exceeded(
  limiter: ReturnType<FastifyInstance["createRateLimit"]>,
  request: FastifyRequest,
): Promise<boolean> {
  const result = await limiter(request);
  return !result.isAllowed && result.isExceeded;
}

export async function consoleRoutes(app: FastifyInstance, options: ConsoleRoutesOptions) {
  const { service, log } = options;
  await app.register(cookie);
  const limited = options.rateLimit !== false;
  if (limited) await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: consoleBodyLimit },
    app.getDefaultJsonParser("error", "error"),
  );
  app.setErrorHandler(consoleErrorHandler(log));
  app.addHook("onRequest", checkOrigin(options.publicOrigin));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  const perClient = (max: number): { rateLimit?: RateLimitOptions } =>
    limited ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  // Per address and client network (issue 39): one client asking again and again for one address gets
  // no more mails, and the answer stays 202, as for every address; no one else is affected. Across
  // clients, the service's silent cap on sign-in mails (service/operators.ts) keeps the inbox calm.
  const addressLimit = limited
    ? app.createRateLimit({
        max: 5,
        timeWindow: 15 * 60_000,
        keyGenerator: (request) =>
          `address:${addressHash(String(fieldsOf(request.body).email ?? ""))}:${clientNetwork(request.ip)}`,
      })
    : undefined;

  app.post(consoleApi.signInRequest, { config: perClient(10) }, async (request, reply) => {
    const email = addressField(fieldsOf(request.body));
    const overLimit = addressLimit ? await exceeded(addressLimit, request) : false;
    // After the answer, so that neither its words nor its time say whether a mail was sent.
    if (!overLimit) {
      setImmediate(() => {
        service.requestSignIn(email).catch((error: unknown) => {
          log(`newsletter console: a sign-in link could not be queued: ${(error as Error).message}`);
        });
      });
    }
    return reply.code(202).send({ status: "sent" });
  });

  app.post(consoleApi.signInComplete, { config: perClient(20) }, async (request, reply) => {
    const { token } = fieldsOf(request.body);
    const session = isWellFormedToken(token) ? await service.completeSignIn(token) : undefined;
    if (!session?.token) throw new ClientError(400, "invalid_link");
    setSessionCookie(reply, session.token);
    return reply.send({ email: session.email, idleUntil: session.idleUntil });
  });

  // Everything else needs a session.
  await app.register(async (scope) => {
    scope.addHook("onRequest", requireSession(service));
    if (limited) scope.addHook("preHandler", postsPerSession(scope));

    scope.post(consoleApi.signOut, async (request, reply) => {
      const { token, email } = operatorOf(request);
      await service.signOut(token, email);
      clearSessionCookie(reply);
      return reply.code(204).send();
    });
    scope.get(consoleApi.session, async (request) => {
      const { email, idleUntil } = operatorOf(request);
      return { email, idleUntil };
    });
    scope.get(consoleApi.dashboard, async () => service.dashboard());
    scope.post(consoleApi.audit, async (request) => service.auditPage(auditQueryOf(request.body)));
    await scope.register(issueRoutes, { service, log });
    await scope.register(subscriberRoutes, { service });
    await scope.register(subscriberListRoutes, { service });
    await scope.register(draftRoutes, { service });
    await scope.register(courseConsoleRoutes, { service });
    await scope.register(subscriberCourseRoutes, { service });
    // Anything else under the API is not an address of the console's app, and not its page either.
    scope.all("/admin/api/*", async () => {
      throw new ClientError(404, "not_found");
    });
  });
}
