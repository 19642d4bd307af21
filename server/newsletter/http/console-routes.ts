/** The operator console's API (contract: shared/console-api.ts; decisions 028, 062), a plugin of its own.
 * Logs never name an address, a token or a cookie. */
import cookie from "@fastify/cookie";
import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditQuery, session, signInCompleteBody } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { addressHash } from "../domain/addresses.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";
import { clientNetwork } from "./client-network.ts";
import { courseConsoleRoutes } from "./console-course-routes.ts";
import { draftRoutes } from "./console-draft-routes.ts";
import { issueRoutes } from "./console-issue-routes.ts";
import { recordRoutes } from "./console-record-routes.ts";
import { consoleSchemas } from "./console-schemas.ts";
import {
  checkOrigin,
  clearSessionCookie,
  exceeded,
  operatorOf,
  postsPerSession,
  requireSession,
  setSessionCookie,
} from "./console-session.ts";
import { subscriberRoutes } from "./console-subscriber-routes.ts";
import { consoleErrorHandler } from "./route-errors.ts";

export interface ConsoleRoutesOptions {
  service: NewsletterService;
  /** SITE_URL's origin: the one `Origin` a POST may come from. */
  publicOrigin: string;
  log: (line: string) => void;
  /** `false` lifts the rate limits (tests that sign in many times). */
  rateLimit?: boolean;
  /** Where the limits count (rate-limit-store.ts); unset, this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

/** An issue is the biggest body: 256 KB of Markdown is a long newsletter. */
const consoleBodyLimit = 256 * 1024;

export async function consoleRoutes(plain: FastifyInstance, options: ConsoleRoutesOptions) {
  const { service, log } = options;
  // This plugin's scope only: the site's other routes keep Fastify's own compilers.
  plain.setValidatorCompiler(validatorCompiler);
  plain.setSerializerCompiler(serializerCompiler);
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schemas = consoleSchemas(service.now, service.courseSlugs);
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
  // Per address and client network (issue 39): the answer stays 202, but no more mails; across clients,
  // the service's silent cap on sign-in mails keeps the inbox calm.
  const addressLimit = limited
    ? app.createRateLimit({
        max: 5,
        timeWindow: 15 * 60_000,
        keyGenerator: (request) =>
          `address:${addressHash((request.body as { email: string }).email)}:${clientNetwork(request.ip)}`,
      })
    : undefined;

  const signInRequest = {
    config: perClient(10),
    schema: { body: schemas.address, response: { 202: z.object({ status: z.literal("sent") }) } },
  };
  app.post(consoleApi.signInRequest, signInRequest, async (request, reply) => {
    const { email } = request.body;
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

  const signInComplete = {
    config: perClient(20),
    schema: { body: signInCompleteBody, response: { 200: session } },
  };
  app.post(consoleApi.signInComplete, signInComplete, async (request, reply) => {
    const { token } = request.body;
    const session = isWellFormedToken(token) ? await service.completeSignIn(token) : undefined;
    if (!session?.token) throw new ClientError(400, "invalid_link");
    setSessionCookie(reply, session.token);
    return reply.send({ email: session.email, idleUntil: session.idleUntil });
  });

  // Everything else needs a session.
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.addHook("onRequest", requireSession(service));
    // Before the body's schema: a session past its limit is refused whatever it sends.
    if (limited) scope.addHook("preValidation", postsPerSession(plainScope));

    scope.post(consoleApi.signOut, async (request, reply) => {
      const { token, email } = operatorOf(request);
      await service.signOut(token, email);
      clearSessionCookie(reply);
      return reply.code(204).send();
    });
    scope.get(consoleApi.session, { schema: { response: { 200: session } } }, async (request) => {
      const { email, idleUntil } = operatorOf(request);
      return { email, idleUntil };
    });
    scope.get(consoleApi.dashboard, async () => service.dashboard());
    scope.post(consoleApi.audit, { schema: { body: auditQuery } }, async (request) =>
      service.auditPage(request.body),
    );
    await scope.register(issueRoutes, { service, schemas, log });
    await scope.register(subscriberRoutes, { service, schemas });
    await scope.register(recordRoutes, { service, schemas });
    await scope.register(draftRoutes, { service, schemas });
    await scope.register(courseConsoleRoutes, { service, schemas });
    // Anything else under the API is not an address of the console's app, and not its page either.
    scope.all("/admin/api/*", async () => {
      throw new ClientError(404, "not_found");
    });
  });
}
