/** Layer http/: owns the newsletter's HTTP API (routes, body parsing, error answers). Imports service/ and
 * domain/ only (biome.json, decision 024).
 *
 * The newsletter's HTTP API, as a Fastify plugin the site server registers:
 *   POST /api/newsletter/subscribe    JSON or form: a sign-up (same answer for every address)
 *   POST /api/newsletter/confirm      JSON or form: the confirm page's one button
 *   POST /api/newsletter/unsubscribe  RFC 8058 one-click (token in the query), or the page's JSON/form
 *   GET  /api/newsletter/unsubscribe  a List-Unsubscribe link opened in a browser: to the page, no change
 *   POST /{lang}/stop-course, /api/newsletter/stop-course  a lesson mail's "stop this course" (course-routes.ts)
 *   POST /api/newsletter/unsubscribe-request  JSON or form: mail me a new unsubscribe link (same answer
 *                                     for every address, given before the address is looked up)
 *   POST /api/newsletter/events[/ses] bounce and complaint webhooks, when configured (events-routes.ts) */
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Language, languages } from "../../../app/config/site.ts";
import { chosenQuery } from "../../../app/lib/signup-chosen.ts";
import { checkAddress } from "../domain/addresses.ts";
import { languageOf } from "../domain/language.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";
import { courseRoutes } from "./course-routes.ts";
import { type EventsRoutesOptions, eventsRoutes } from "./events-routes.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import { ClientError, fieldsOf, formVersionOf, isFormRequest, registerBodyParsers } from "./request-input.ts";
import { newsletterErrorHandler, type TickedChoices } from "./route-errors.ts";
import { sameSiteSignUps } from "./same-site.ts";
import { choicesOf } from "./signup-choices.ts";
import { unsubscribeRequestHandler } from "./unsubscribe-request-route.ts";

export interface NewsletterPages {
  thankYou: (language: Language) => string;
  confirmPage: (language: Language) => string;
  unsubscribePagePath: (language: Language) => string;
  formError: (language: string, code: string) => string;
  confirmed: (language: Language) => string;
  alreadyConfirmed: (language: Language) => string;
  linkExpired: (language: string) => string;
  unsubscribePage: (language: string, token: string) => string;
  unsubscribed: (language: Language) => string;
  unsubscribeInvalid: (language: string) => string;
  stopCourse: (language: Language) => string;
  courseStopped: (language: Language) => string;
  unsubscribeSent: (language: string) => string;
}

/** The site's pages (app/lib/paths.ts; routes.test.ts checks they agree). */
export const defaultPages: NewsletterPages = {
  thankYou: (language) => `/${language}/thank-you`,
  confirmPage: (language) => `/${language}/confirm`,
  unsubscribePagePath: (language) => `/${language}/unsubscribe`,
  formError: (language, code) => `/${language}?error=${encodeURIComponent(code)}#newsletter-email`,
  confirmed: (language) => `/${language}/confirm/done`,
  alreadyConfirmed: (language) => `/${language}/confirm/already`,
  linkExpired: (language) => `/${language}/confirm/expired`,
  unsubscribePage: (language, token) => `/${language}/unsubscribe?token=${encodeURIComponent(token)}`,
  unsubscribed: (language) => `/${language}/unsubscribe/done`,
  unsubscribeInvalid: (language) => `/${language}/unsubscribe/invalid`,
  stopCourse: (language) => `/${language}/stop-course`,
  courseStopped: (language) => `/${language}/stop-course/done`,
  unsubscribeSent: (language) => `/${language}/unsubscribe/sent`,
};

/** A script-free sign-up the server refused: the home page with the message by the field, the
 * address as typed and the boxes as ticked (server/signup-error-page.ts). Undefined: redirect to the
 * form with `?error=`. */
export type FormErrorPage = (
  language: Language,
  code: string,
  email: string,
  choices?: TickedChoices,
) => string | undefined;

export interface NewsletterRoutesOptions {
  service: NewsletterService;
  /** SITE_URL's origin: a sign-up whose `Origin` is any other is refused (sameSiteSignUps). */
  publicOrigin: string;
  /** The form version recorded when a client sends none. */
  formVersion?: string;
  /** Requests per client IP per minute; `false` turns the limits off (load tests). */
  rateLimit?: RouteLimits | false;
  /** Where the limits count: the database when several servers share one (rate-limit-store.ts);
   * unset, each process's memory. */
  rateLimitStore?: RateLimitStore;
  /** Where form posts are redirected; the defaults match the site's routes. */
  pages?: Partial<NewsletterPages>;
  /** The site's page for a refused script-free sign-up; without it, a redirect to the form. */
  formErrorPage?: FormErrorPage;
  log?: (line: string) => void;
  /** The bounce and complaint webhooks' settings; each route exists only when its setting is given. */
  events?: Omit<EventsRoutesOptions, "service" | "log" | "limit">;
}

export interface RouteLimits {
  subscribe: number;
  confirm: number;
  /** High: mail providers send their users' one-click unsubscribes from a few addresses of their own. */
  unsubscribe: number;
  /** The webhooks: providers post from a few addresses, in bursts after an issue goes out. */
  events?: number;
}

const eventsPerMinute = 600;
export const defaultLimits: RouteLimits = {
  subscribe: 10,
  confirm: 30,
  unsubscribe: 600,
  events: eventsPerMinute,
};

/** A sign-up is an address and two short fields: 2 KB is generous, and caps what a flood can cost. */
export const bodyLimit = 2048;

/** The page's form posts to its own URL, so the token comes in the query; a script sends it in the
 * body. Undefined when missing or malformed. */
function tokenFrom(request: FastifyRequest, fields: Record<string, unknown>): string | undefined {
  const token = fields.token ?? (request.query as Record<string, unknown>).token;
  return isWellFormedToken(token) ? token : undefined;
}

function pageLanguageOf(request: FastifyRequest, fields: Record<string, unknown>): string {
  return languageOf(fields.language) ?? languageOf((request.query as Record<string, unknown>).lang) ?? "en";
}

export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRoutesOptions) {
  const { service } = options;
  const pages = { ...defaultPages, ...options.pages };
  const log = options.log ?? ((line: string) => app.log.error(line));
  registerBodyParsers(app);
  app.setErrorHandler(newsletterErrorHandler(log, pages.formError, options.formErrorPage));
  const limits = options.rateLimit ?? defaultLimits;
  if (limits) await app.register(rateLimit, { global: false, store: options.rateLimitStore });
  const limit = (route: keyof RouteLimits): { rateLimit?: RateLimitOptions } =>
    limits ? { rateLimit: { max: limits[route], timeWindow: 60_000 } } : {};
  // Answers are about one person's sign-up: no cache may keep or share them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const subscribeOptions = {
    bodyLimit,
    config: limit("subscribe"),
    onRequest: sameSiteSignUps(options.publicOrigin, pages.formError),
  };
  app.post("/api/newsletter/subscribe", subscribeOptions, async (request, reply) => {
    if (request.headers["content-type"]?.startsWith("multipart/")) {
      throw new ClientError(415, "unsupported_media_type");
    }
    const fields = fieldsOf(request);
    const language = languageOf(fields.language);
    if (!language) throw new ClientError(400, "invalid_language");
    const formVersion = formVersionOf(fields.formVersion, options.formVersion ?? "1");
    // The honeypot: a field people never see. A bot that fills it gets the usual answer, and nothing
    // is checked, stored or sent.
    const isBot = typeof fields.website === "string" && fields.website !== "";
    // The thank-you page names the courses chosen (issue 41): their slugs only, in its query.
    let chosen = "";
    if (!isBot) {
      const problem = checkAddress(fields.email);
      if (problem) throw new ClientError(400, problem);
      const choices = choicesOf(fields, isFormRequest(request), service.courseSlugs());
      await service.subscribe({ email: fields.email as string, language, formVersion, choices });
      chosen = chosenQuery(choices, service.courseSlugs());
    }
    if (isFormRequest(request)) return reply.code(303).redirect(pages.thankYou(language) + chosen);
    return reply.code(202).send({ status: "accepted" });
  });

  const confirmHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const form = isFormRequest(request);
    const token = tokenFrom(request, fields);
    if (!token) {
      if (form) return reply.code(303).redirect(pages.linkExpired(pageLanguageOf(request, fields)));
      throw new ClientError(400, "invalid_token");
    }
    const result = await service.confirm(token);
    if (form) {
      return reply
        .code(303)
        .redirect(
          result.status === "confirmed"
            ? pages.confirmed(result.language) + chosenQuery(result.choices, service.courseSlugs())
            : result.status === "already-confirmed"
              ? pages.alreadyConfirmed(result.language)
              : pages.linkExpired(pageLanguageOf(request, fields)),
        );
    }
    if (result.status === "expired") return reply.code(410).send({ error: "link_expired" });
    // The API's answer stays as it was; the choices are for the redirect above.
    return reply.send({ status: result.status, language: result.language });
  };
  const unsubscribeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's URL and shows no page.
    const oneClick = fields["List-Unsubscribe"] === "One-Click" || fields.multipart === true;
    const redirect = isFormRequest(request) && !oneClick;
    const token = tokenFrom(request, fields);
    if (!token) {
      if (redirect)
        return reply.code(303).redirect(pages.unsubscribeInvalid(pageLanguageOf(request, fields)));
      throw new ClientError(400, "invalid_token");
    }
    const result = await service.unsubscribe(token);
    if (redirect) {
      return reply
        .code(303)
        .redirect(
          result.status === "unsubscribed"
            ? pages.unsubscribed(result.language)
            : pages.unsubscribeInvalid(pageLanguageOf(request, fields)),
        );
    }
    if (result.status === "invalid") return reply.code(404).send({ error: "unknown_token" });
    return reply.send(result);
  };

  const confirmOptions = { bodyLimit, config: limit("confirm") };
  const unsubscribeOptions = { bodyLimit, config: limit("unsubscribe") };
  app.post("/api/newsletter/confirm", confirmOptions, confirmHandler);
  app.post("/api/newsletter/unsubscribe", unsubscribeOptions, unsubscribeHandler);
  // The pages' one-button forms post to the page itself (app/components/newsletter-page.tsx).
  for (const language of languages) {
    app.post(pages.confirmPage(language), confirmOptions, confirmHandler);
    app.post(pages.unsubscribePagePath(language), unsubscribeOptions, unsubscribeHandler);
  }

  courseRoutes(app, service, pages, unsubscribeOptions);

  // Mail clients without RFC 8058 support open the List-Unsubscribe URL in a browser. A GET must not
  // unsubscribe (link scanners fetch URLs too), so it leads to the page with the one button.
  app.get("/api/newsletter/unsubscribe", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = languageOf(query.lang) ?? "en";
    const token = typeof query.token === "string" ? query.token : "";
    return reply.code(303).redirect(pages.unsubscribePage(language, token));
  });

  // A reader whose unsubscribe link no longer works asks for a new one by address (decision 032). It
  // mails too, so another site may not post it either.
  app.post(
    "/api/newsletter/unsubscribe-request",
    { bodyLimit, config: limit("subscribe"), onRequest: subscribeOptions.onRequest },
    unsubscribeRequestHandler(service, pages.unsubscribeSent, log),
  );

  if (options.events) {
    const limit = limits ? (limits.events ?? eventsPerMinute) : false;
    await app.register(eventsRoutes, { ...options.events, service, log, limit });
  }
}
