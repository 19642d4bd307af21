/** Layer http/ (imports service/ and domain/ only, decision 024): the newsletter's routes. The pages with
 * forms are React Router's (page-routes.ts, decision 061); the JSON API keeps what has no page: RFC 8058
 * one-click unsubscribe, its browser GET, and the bounce webhooks (events-routes.ts). */
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { linkQuery } from "#shared/newsletter-forms.ts";
import { pathTo } from "#shared/paths.ts";
import { languageOf } from "../domain/language.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";
import { type EventsRoutesOptions, eventsRoutes } from "./events-routes.ts";
import { bodyLimit, defaultLimits, type RouteLimits } from "./limits.ts";
import { type PageHandler, pageRoutes } from "./page-routes.ts";
import { newsletterErrorHandler } from "./route-errors.ts";

export type { RouteLimits };

/** The one-click URL's query (the pages' own, shared/newsletter-forms.ts): a well-formed token. */
const oneClickQuery = linkQuery.extend({ token: z.string().refine(isWellFormedToken) });

export interface NewsletterRoutesOptions {
  service: NewsletterService;
  /** SITE_URL's origin: a sign-up whose `Origin` is any other is refused (page-routes.ts). */
  publicOrigin: string;
  /** The form version recorded when a client sends none. */
  formVersion?: string;
  /** Requests per client IP per minute; `false` turns the limits off (load tests). */
  rateLimit?: RouteLimits | false;
  /** The database when several servers share one (rate-limit-store.ts); unset, this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** React Router's handler for the newsletter's pages; without it, the API alone (tests). */
  pages?: PageHandler;
  /** The CSP of a page rendered per request, for its nonce (serving-rules.ts). */
  contentSecurityPolicy?: (nonce: string) => string;
  log?: (line: string) => void;
  /** The bounce and complaint webhooks' settings; each route exists only when its setting is given. */
  events?: Omit<EventsRoutesOptions, "service" | "log" | "limit">;
}

export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRoutesOptions) {
  const { service } = options;
  const log = options.log ?? ((line: string) => app.log.error(line));
  const limits = options.rateLimit ?? defaultLimits;
  if (options.pages) {
    const { pages: handler, ...rest } = options;
    await app.register(pageRoutes, { ...rest, handler, log, rateLimit: limits });
  }

  await app.register(async (plugin) => {
    // Queries are checked against their zod schema before a handler runs (400 `invalid_request`).
    plugin.setValidatorCompiler(validatorCompiler);
    const api = plugin.withTypeProvider<ZodTypeProvider>();
    api.setErrorHandler(newsletterErrorHandler(log));
    if (limits) await api.register(rateLimit, { global: false, store: options.rateLimitStore });
    // Answers are about one person's subscription: no cache may keep or share them.
    api.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" (url-encoded or multipart) to the
    // header's URL, token in the query, and shows no page. The body carries nothing we need: unread.
    api.removeAllContentTypeParsers();
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      api.addContentTypeParser(type, { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
    }
    const config = limits ? { rateLimit: { max: limits.unsubscribe, timeWindow: 60_000 } } : undefined;
    const schema = { querystring: oneClickQuery };
    api.post("/api/newsletter/unsubscribe", { bodyLimit, config, schema }, async (request, reply) => {
      const result = await service.unsubscribe(request.query.token);
      if (result.status === "invalid") return reply.code(404).send({ error: "unknown_token" });
      return reply.send(result);
    });

    // Clients without RFC 8058 open the URL in a browser. A GET must not unsubscribe (link scanners fetch
    // URLs too): it leads to the page, which also says when a token cut short no longer works.
    api.get("/api/newsletter/unsubscribe", { schema: { querystring: linkQuery } }, async (request, reply) => {
      const { token, lang } = request.query;
      const page = pathTo(languageOf(lang) ?? "en", "unsubscribe");
      return reply.code(303).redirect(`${page}?token=${encodeURIComponent(token)}`);
    });

    if (options.events) {
      const limit = limits ? (limits.events ?? defaultLimits.events ?? false) : false;
      await api.register(eventsRoutes, { ...options.events, service, log, limit });
    }
  });
}
