/** The live newsletter's pages, rendered per request by React Router (decision 061), behind Fastify's
 * body limit, rate limits and same-origin check. A refused request is still answered by the page, in its
 * language, the form as the reader sent it: the route renders the refusal it is given. */
import { randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { NewsletterForms, Refusal } from "#shared/newsletter-forms.ts";
import { type NewsletterPage, newsletterPages, pathTo } from "#shared/paths.ts";
import { type Language, languages } from "#shared/site.ts";
import { pageForms } from "./page-forms.ts";
import type { NewsletterRoutesOptions } from "./routes.ts";

/** React Router's request handler with its context for one request (server/react-router-pages.ts). */
export type PageHandler = (request: Request, forms: NewsletterForms, nonce: string) => Promise<Response>;

export interface RouteLimits {
  subscribe: number;
  confirm: number;
  /** High: mail providers send their users' one-click unsubscribes from a few addresses of their own. */
  unsubscribe: number;
  /** The webhooks: providers post from a few addresses, in bursts after an issue goes out. */
  events?: number;
}

export const defaultLimits: RouteLimits = { subscribe: 10, confirm: 30, unsubscribe: 600, events: 600 };

/** A sign-up is an address and a few short fields: 2 KB is generous, and caps what a flood can cost. */
export const bodyLimit = 2048;

/** sameSite (issue 31): the forms that mail someone, posted by a hostile page's visitors, would be a
 * mail-bomb past every per-client limit; a post without `Origin` is no browser's, and the limits apply.
 * Confirm and unsubscribe need a mail's token, and mail programs post one-clicks with any `Origin`. */
const pageLimits: Record<NewsletterPage, { limit: keyof RouteLimits; sameSite: boolean }> = {
  signUp: { limit: "subscribe", sameSite: true },
  unsubscribeLink: { limit: "subscribe", sameSite: true },
  confirm: { limit: "confirm", sameSite: false },
  unsubscribe: { limit: "unsubscribe", sameSite: false },
  stopCourse: { limit: "unsubscribe", sameSite: false },
};

type PageRoutesOptions = Omit<NewsletterRoutesOptions, "pages" | "rateLimit" | "log" | "events"> & {
  handler: PageHandler;
  rateLimit: RouteLimits | false;
  log: (line: string) => void;
};

/** Forms refused before the page's action: the page renders the refusal, the reader's fields kept. */
function refusing(forms: NewsletterForms, refusal: Refusal): NewsletterForms {
  return { ...forms, signUp: async () => refusal, requestUnsubscribeLink: () => refusal };
}

export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions) {
  const forms = pageForms(options);
  const limits = options.rateLimit;
  if (limits) await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  // The forms' URLs, whose page renders a refusal (the others answer with a bare status).
  const formUrls = new Set<string>();
  app.removeAllContentTypeParsers();
  // Browsers post forms url-encoded (React Router's fetcher too); nothing else is read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, (_r, body, done) =>
    done(null, body),
  );

  const answer = async (request: FastifyRequest, reply: FastifyReply, given = forms, foreign = false) => {
    const nonce = randomBytes(16).toString("base64");
    const url = new URL(request.url, options.publicOrigin);
    const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    const method = request.method;
    const headers = createHeaders(request.raw);
    // Refused already (the page says why); React Router would answer another site's post with a bare 400.
    if (foreign) headers.delete("origin");
    const fetchRequest = new Request(url, { method, headers, body });
    const response = await options.handler(fetchRequest, given, nonce);
    // Answers about one person's link or address: no cache may keep or share them.
    reply.header("cache-control", "no-store");
    if (options.contentSecurityPolicy)
      reply.header("content-security-policy", options.contentSecurityPolicy(nonce));
    return reply.send(response);
  };

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429 && formUrls.has(request.routeOptions.url ?? "")) {
      const refusal = refusing(forms, { status: "refused", httpStatus: 429, code: "rate_limited" });
      return answer(request, reply, refusal);
    }
    if (status >= 400 && status < 500)
      return reply.code(status).type("text/plain; charset=utf-8").send(`${error.message}\n`);
    options.log(`newsletter: ${request.method} ${request.routeOptions.url} failed: ${error.message}`);
    return reply
      .code(503)
      .header("retry-after", "30")
      .type("text/plain; charset=utf-8")
      .send("Unavailable\n");
  });

  for (const page of newsletterPages) {
    const { limit, sameSite } = pageLimits[page];
    // One count per page and client, in any language or URL; checked after the body is read, so a
    // refused form still shows what the reader typed.
    const limited = limits
      ? {
          preHandler: app.rateLimit({ max: limits[limit] ?? 1, timeWindow: 60_000, groupId: `page:${page}` }),
        }
      : {};
    const refusal = (code: string, httpStatus: number) =>
      refusing(forms, { status: "refused", httpStatus, code });
    for (const language of languages satisfies readonly Language[]) {
      const path = pathTo(language, page);
      for (const url of [path, `${path}.data`]) {
        if (sameSite) formUrls.add(url);
        app.get(url, (request, reply) => answer(request, reply));
        app.post(url, { bodyLimit, ...limited }, (request, reply) => {
          const { origin } = request.headers;
          if (!sameSite || origin === undefined || origin === options.publicOrigin)
            return answer(request, reply);
          return answer(request, reply, refusal("foreign_origin", 403), true);
        });
      }
    }
  }
}
