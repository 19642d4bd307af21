/** The live newsletter's pages, rendered per request by React Router (decision 061), behind Fastify's
 * body limit, rate limits and same-origin check (decision 064). A refused request is still answered by
 * the page, in its language: the route renders the refusal its context carries. */
import { randomBytes } from "node:crypto";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { NewsletterRequest, Refusal } from "#shared/newsletter-forms.ts";
import { type NewsletterPage, newsletterPages, pathTo } from "#shared/paths.ts";
import { type Language, languages } from "#shared/site.ts";
import { clientNetwork } from "./client-network.ts";
import { bodyLimit, type RouteLimits } from "./limits.ts";
import { type PageFormsOptions, pageForms } from "./page-forms.ts";
import { anyOriginPages, isCrossSite } from "./same-origin.ts";

/** React Router's request handler with its context for one request (server/react-router-pages.ts). */
export type PageHandler = (request: Request, context: NewsletterRequest) => Promise<Response>;

/** mails: a form that mails someone; past its limit the page says so, the form kept (the others
 * answer a bare 429). */
const pageLimits: Record<NewsletterPage, { limit: keyof RouteLimits; mails: boolean }> = {
  signUp: { limit: "subscribe", mails: true },
  unsubscribeLink: { limit: "subscribe", mails: true },
  confirm: { limit: "confirm", mails: false },
  unsubscribe: { limit: "unsubscribe", mails: false },
  stopCourse: { limit: "unsubscribe", mails: false },
};

const foreignOrigin: Refusal = { status: "refused", httpStatus: 403, code: "foreign_origin" };
const rateLimited: Refusal = { status: "refused", httpStatus: 429, code: "rate_limited" };

export interface PageRoutesOptions extends PageFormsOptions {
  handler: PageHandler;
  /** SITE_URL's origin: a form posted from any other is refused (same-origin.ts). */
  publicOrigin: string;
  rateLimit: RouteLimits | false;
  rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
  contentSecurityPolicy?: ((nonce: string) => string) | undefined;
}

export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions) {
  const pages = pageForms(options);
  const limits = options.rateLimit;
  if (limits) await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  // The URLs of the forms that mail, whose page renders a refusal of the client's rate.
  const formUrls = new Set<string>();
  app.removeAllContentTypeParsers();
  // Browsers post forms url-encoded (React Router's fetcher too); nothing else is read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, (_r, body, done) =>
    done(null, body),
  );

  /** Hands the request to React Router; `method` GET renders the page without its action. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: Refusal | null = null,
    method = request.method,
  ) => {
    const nonce = randomBytes(16).toString("base64");
    const url = new URL(request.url, options.publicOrigin);
    const body =
      method === "POST" && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    const fetchRequest = new Request(url, { method, headers: createHeaders(request.raw), body });
    const response = await options.handler(fetchRequest, { pages, nonce, refusal });
    // Answers about one person's link or address: no cache may keep or share them.
    reply.header("cache-control", "no-store");
    if (options.contentSecurityPolicy)
      reply.header("content-security-policy", options.contentSecurityPolicy(nonce));
    return reply.send(response);
  };

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429 && formUrls.has(request.routeOptions.url ?? ""))
      return answer(request, reply, rateLimited);
    if (status >= 400 && status < 500)
      return reply.code(status).type("text/plain; charset=utf-8").send(`${error.message}\n`);
    options.log(`newsletter: ${request.method} ${request.routeOptions.url} failed: ${error.message}`);
    return reply
      .code(503)
      .header("retry-after", "30")
      .type("text/plain; charset=utf-8")
      .send("Unavailable\n");
  });

  // Another site's post is answered before its body is read or counted: the page as its GET, which
  // says why (403), so React Router's own check never sees it (decision 064).
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(request.headers, options.publicOrigin))
      return answer(request, reply, foreignOrigin, "GET");
  };

  for (const page of newsletterPages) {
    const { limit, mails } = pageLimits[page];
    // One count per page and client network (client-network.ts), in any language or URL; checked
    // after the body is read, so a refused form still shows what the reader typed.
    const limited = limits
      ? {
          preHandler: app.rateLimit({
            max: limits[limit] ?? 1,
            timeWindow: 60_000,
            groupId: `page:${page}`,
            keyGenerator: (request) => clientNetwork(request.ip),
          }),
        }
      : {};
    const onRequest = anyOriginPages.includes(page) ? [] : [sameOrigin];
    for (const language of languages satisfies readonly Language[]) {
      const path = pathTo(language, page);
      for (const url of [path, `${path}.data`]) {
        if (mails) formUrls.add(url);
        // HEAD is React Router's too: GET's status and headers, no body (Fastify's own HEAD route
        // cannot send a Fetch Response).
        app.route({ method: ["GET", "HEAD"], url, exposeHeadRoute: false, handler: answer });
        app.post(url, { bodyLimit, onRequest, ...limited }, (request, reply) => answer(request, reply));
      }
    }
  }
}
