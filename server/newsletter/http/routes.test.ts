// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pathTo } from "../../../app/lib/paths.ts";
import { linkTokensOf, testLinkKey } from "../../../tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "../../../tests/support/test-databases.ts";
import { createNewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { defaultPages, newsletterRoutes, type RouteLimits } from "./routes.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const form = { "content-type": "application/x-www-form-urlencoded" };
const publicOrigin = "https://www.skattlyktan.example";

describe("newsletter HTTP API", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;

  async function build(rateLimit: RouteLimits | false = false) {
    const server = Fastify();
    const service = createNewsletterService({
      linkKey: testLinkKey,
      db,
      messageDomain: "skattlyktan.example",
    });
    await server.register(newsletterRoutes, { service, publicOrigin, rateLimit, log: () => {} });
    return server;
  }
  async function rows(table: "subscribers" | "outbox") {
    return db.selectFrom(table).selectAll().execute();
  }
  /** The links of the mail to `email`, as the worker will derive them (decision 030). */
  async function payloadOf(email: string) {
    const row = await db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    return linkTokensOf(row);
  }

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
  });
  afterAll(async () => {
    await db.destroy();
    await database?.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    app = await build();
  });

  function subscribe(payload: unknown, headers: Record<string, string> = {}) {
    return app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: payload as string,
      headers,
    });
  }

  it("accepts a JSON sign-up with 202 and the same body for a new and a known address", async () => {
    const first = await subscribe({ email: "ada@example.com", language: "en", formVersion: "2026-11" });
    expect((await rows("subscribers"))[0]?.consent_form_version).toBe("2026-11");
    const again = await subscribe({ email: "ada@example.com", language: "en" });
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: "accepted" });
    }
    expect(first.body).toBe(again.body);
    expect(await rows("subscribers")).toHaveLength(1);
    expect(await rows("outbox")).toHaveLength(2);
  });

  it("answers a no-JavaScript form with a redirect to the thank-you page of its language", async () => {
    const response = await subscribe("email=bo%40example.com&language=se", form);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/se/thank-you");
    expect(await rows("subscribers")).toHaveLength(1);
  });

  it("gives a bot that fills the honeypot the same answer, and stores and sends nothing", async () => {
    const json = await subscribe({
      email: "bot@example.com",
      language: "en",
      website: "http://spam.example",
    });
    expect(json.statusCode).toBe(202);
    expect(json.json()).toEqual({ status: "accepted" });
    const html = await subscribe("email=bot%40example.com&language=en&website=x", form);
    expect(html.statusCode).toBe(303);
    expect(html.headers.location).toBe("/en/thank-you");
    expect(await rows("subscribers")).toEqual([]);
    expect(await rows("outbox")).toEqual([]);
  });

  it.each([
    [{ email: "not-an-address", language: "en" }, 400, "invalid_email"],
    [{ email: `${"a".repeat(64)}@${"b".repeat(186)}.com`, language: "en" }, 400, "email_too_long"],
    [{ email: 42, language: "en" }, 400, "invalid_email"],
    [{ email: "ok@example.com", language: "de" }, 400, "invalid_language"],
    [{ email: "ok@example.com", language: "en", formVersion: "<script>" }, 400, "invalid_form_version"],
    [["ok@example.com"], 400, "malformed_body"],
  ])("refuses %j with %i %s and stores nothing", async (payload, status, error) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await rows("subscribers")).toEqual([]);
  });

  it("sends a refused form back to the form with the reason", async () => {
    const response = await subscribe("email=nope&language=se", form);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/se?error=invalid_email#newsletter-email");
  });

  it("refuses malformed JSON, big bodies and other content types with clear 4xx codes", async () => {
    const show = (response: { statusCode: number; body: string }) => [response.statusCode, response.body];
    const malformed = await subscribe('{"email": "x@example.com",', { "content-type": "application/json" });
    expect(show(malformed)).toEqual([400, '{"error":"malformed_body"}']);
    const empty = await subscribe("", { "content-type": "application/json" });
    expect(show(empty)).toEqual([400, '{"error":"malformed_body"}']);
    const big = await subscribe({ email: "x@example.com", language: "en", padding: "x".repeat(3000) });
    expect(show(big)).toEqual([413, '{"error":"payload_too_large"}']);
    const text = await subscribe("email=x@example.com", { "content-type": "text/plain" });
    expect(show(text)).toEqual([415, '{"error":"unsupported_media_type"}']);
    const xml = await subscribe("<email/>", { "content-type": "application/xml" });
    expect(show(xml)).toEqual([415, '{"error":"unsupported_media_type"}']);
    const multipart = await subscribe("--x--", { "content-type": "multipart/form-data; boundary=x" });
    expect(show(multipart)).toEqual([415, '{"error":"unsupported_media_type"}']);
    expect(await rows("subscribers")).toEqual([]);
  });

  it("limits sign-ups per client with 429 and Retry-After", async () => {
    app = await build({ subscribe: 2, confirm: 2, unsubscribe: 2 });
    for (let index = 0; index < 2; index++) {
      expect((await subscribe({ email: `r${index}@example.com`, language: "en" })).statusCode).toBe(202);
    }
    const limited = await subscribe({ email: "r9@example.com", language: "en" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "rate_limited" });
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The form's action names its language, so a refusal before the body is read still goes home.
    const limitedForm = await app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe?lang=se",
      headers: form,
      payload: "email=r9%40example.com&language=se",
    });
    expect([limitedForm.statusCode, limitedForm.headers.location]).toEqual([
      303,
      "/se?error=rate_limited#newsletter-email",
    ]);
  });

  it("confirms by JSON, says a used link of a confirmed reader is already confirmed, and refuses a malformed token", async () => {
    await subscribe({ email: "cy@example.com", language: "se" });
    const { confirmToken } = await payloadOf("cy@example.com");
    const confirm = (payload: unknown) =>
      app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: payload as object });
    const first = await confirm({ token: confirmToken });
    expect([first.statusCode, first.json()]).toEqual([200, { status: "confirmed", language: "se" }]);
    const again = await confirm({ token: confirmToken });
    expect([again.statusCode, again.json()]).toEqual([200, { status: "already-confirmed", language: "se" }]);
    const unknown = await confirm({ token: "C".repeat(43) });
    expect([unknown.statusCode, unknown.json()]).toEqual([410, { error: "link_expired" }]);
    const malformed = await confirm({ token: "short" });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: "invalid_token" }]);
  });

  it("confirms a no-JavaScript form with a redirect to the done, then the already-confirmed page", async () => {
    await subscribe({ email: "dee@example.com", language: "se" });
    const { confirmToken } = await payloadOf("dee@example.com");
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/newsletter/confirm",
        headers: form,
        payload: `token=${confirmToken}&language=se`,
      });
    expect((await post()).headers.location).toBe("/se/confirm/done");
    expect((await post()).headers.location).toBe("/se/confirm/already");
  });

  it("answers a refused script-free sign-up with the site's page when it has one, status kept", async () => {
    const pages: [string, string, string][] = [];
    const server = Fastify();
    const service = createNewsletterService({
      linkKey: testLinkKey,
      db,
      messageDomain: "skattlyktan.example",
    });
    const formErrorPage = (language: string, code: string, email: string) => {
      pages.push([language, code, email]);
      return `<p>${code}</p>`;
    };
    await server.register(newsletterRoutes, {
      service,
      publicOrigin,
      rateLimit: false,
      log: () => {},
      formErrorPage,
    });
    const refused = await server.inject({
      method: "POST",
      url: "/api/newsletter/subscribe?lang=se",
      headers: form,
      payload: "email=namn%40localhost&language=se",
    });
    expect([refused.statusCode, refused.headers["content-type"], refused.body]).toEqual([
      400,
      "text/html; charset=utf-8",
      "<p>invalid_email</p>",
    ]);
    expect(pages).toEqual([["se", "invalid_email", "namn@localhost"]]);
    expect(await rows("subscribers")).toEqual([]);
  });

  it("mails a new unsubscribe link to a subscriber who asks by address, answering alike for anyone", async () => {
    await subscribe({ email: "hal@example.com", language: "se" });
    const ask = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe-request?lang=se",
        headers: form,
        payload,
      });
    const answers = [
      await ask("email=hal%40example.com&language=se"),
      await ask("email=nobody%40example.com&language=se"),
      await ask("email=not-an-address&language=se"),
    ];
    for (const answer of answers) {
      expect([answer.statusCode, answer.headers.location, answer.body]).toEqual([
        303,
        "/se/unsubscribe/sent",
        "",
      ]);
    }
    const json = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe-request",
      payload: { email: "nobody@example.com", language: "en" },
    });
    expect([json.statusCode, json.json()]).toEqual([202, { status: "accepted" }]);
    // Looked up after the answer: one mail, to the subscriber only.
    await vi.waitFor(async () => {
      expect((await rows("outbox")).filter((row) => row.kind === "unsubscribe-link")).toHaveLength(1);
    });
    const [mail] = (await rows("outbox")).filter((row) => row.kind === "unsubscribe-link");
    expect(mail).toMatchObject({ recipient: "hal@example.com", language: "se" });
    const unsubscribed = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      payload: { token: linkTokensOf(mail as { id: string }).unsubscribeToken },
    });
    expect(unsubscribed.json()).toEqual({ status: "unsubscribed", language: "se" });
  });

  it("limits unsubscribe-link requests like sign-ups: per client, and 3 mails a day per address", async () => {
    app = await build({ subscribe: 2, confirm: 30, unsubscribe: 600 });
    const ask = () =>
      app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe-request",
        payload: { email: "ivy@example.com", language: "en" },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
  });

  it("takes the pages' one-button forms, which post to the page's own URL with the token in it", async () => {
    await subscribe({ email: "fay@example.com", language: "en" });
    const { confirmToken, unsubscribeToken } = await payloadOf("fay@example.com");
    const press = (url: string) => app.inject({ method: "POST", url, headers: form, payload: "language=en" });
    expect((await press(`/en/confirm?token=${confirmToken}`)).headers.location).toBe("/en/confirm/done");
    expect((await press(`/en/confirm?token=${confirmToken}`)).headers.location).toBe("/en/confirm/already");
    expect((await press("/en/confirm")).headers.location).toBe("/en/confirm/expired");
    expect((await press(`/en/unsubscribe?token=${unsubscribeToken}`)).headers.location).toBe(
      "/en/unsubscribe/done",
    );
    // Forgotten at once (decision 031): pressed again, the link finds nothing, and the page says so.
    expect(await rows("subscribers")).toEqual([]);
    expect((await press(`/en/unsubscribe?token=${unsubscribeToken}`)).headers.location).toBe(
      "/en/unsubscribe/invalid",
    );
    expect((await press("/en/unsubscribe?token=nope")).headers.location).toBe("/en/unsubscribe/invalid");
  });

  it("unsubscribes with an RFC 8058 one-click POST, at once", async () => {
    await subscribe({ email: "eve@example.com", language: "en" });
    const { unsubscribeToken } = await payloadOf("eve@example.com");
    const response = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=en`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    expect([response.statusCode, response.json()]).toEqual([200, { status: "unsubscribed", language: "en" }]);
    expect(await rows("subscribers")).toEqual([]);
    await subscribe({ email: "eva@example.com", language: "en" });
    const multipart = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${(await payloadOf("eva@example.com")).unsubscribeToken}`,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("unsubscribes from the page by JSON or form, and says so when the token is unknown", async () => {
    await subscribe({ email: "fay@example.com", language: "se" });
    const { unsubscribeToken } = await payloadOf("fay@example.com");
    const json = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      payload: { token: unsubscribeToken },
    });
    expect(json.json()).toEqual({ status: "unsubscribed", language: "se" });
    await subscribe({ email: "fia@example.com", language: "se" });
    const page = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      headers: form,
      payload: `token=${(await payloadOf("fia@example.com")).unsubscribeToken}&language=se`,
    });
    expect([page.statusCode, page.headers.location]).toEqual([303, "/se/unsubscribe/done"]);
    const unknown = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe",
      payload: { token: "C".repeat(43) },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: "unknown_token" }]);
    const missing = await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: {} });
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: "invalid_token" }]);
  });

  it("leads a List-Unsubscribe link opened in a browser to the page, changing nothing", async () => {
    await subscribe({ email: "gus@example.com", language: "se" });
    const { unsubscribeToken } = await payloadOf("gus@example.com");
    const response = await app.inject({
      method: "GET",
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=se`,
    });
    expect([response.statusCode, response.headers.location]).toEqual([
      303,
      `/se/unsubscribe?token=${unsubscribeToken}`,
    ]);
    expect((await rows("subscribers"))[0]?.status).toBe("pending");
  });

  it("answers 503 when the database is down, never an acknowledged but lost sign-up", async () => {
    const brokenDb = await (database as NonNullable<typeof database>).open();
    const broken = Fastify();
    await broken.register(newsletterRoutes, {
      service: createNewsletterService({
        linkKey: testLinkKey,
        db: brokenDb,
        messageDomain: "skattlyktan.example",
      }),
      publicOrigin,
      rateLimit: false,
      log: () => {},
    });
    await brokenDb.destroy();
    const json = await broken.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "h@example.com", language: "en" },
    });
    expect([json.statusCode, json.json(), json.headers["retry-after"]]).toEqual([
      503,
      { error: "unavailable" },
      "30",
    ]);
    const html = await broken.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: form,
      payload: "email=h%40example.com&language=en",
    });
    expect([html.statusCode, html.headers.location]).toEqual([303, "/en?error=unavailable#newsletter-email"]);
  });
});

describe("the pages the API redirects to", () => {
  it("are the site's own (app/lib/paths.ts)", () => {
    for (const language of ["en", "se"] as const) {
      expect([
        defaultPages.thankYou(language),
        defaultPages.confirmPage(language),
        defaultPages.confirmed(language),
        defaultPages.linkExpired(language),
        defaultPages.unsubscribePagePath(language),
        defaultPages.unsubscribed(language),
        defaultPages.unsubscribeInvalid(language),
        defaultPages.stopCourse(language),
        defaultPages.courseStopped(language),
        defaultPages.formError(language, "x").split("?")[0],
      ]).toEqual([
        pathTo(language, "thankYou"),
        pathTo(language, "confirm"),
        pathTo(language, "confirmed"),
        pathTo(language, "linkExpired"),
        pathTo(language, "unsubscribe"),
        pathTo(language, "unsubscribed"),
        pathTo(language, "unsubscribeInvalid"),
        pathTo(language, "stopCourse"),
        pathTo(language, "courseStopped"),
        pathTo(language, "home"),
      ]);
    }
  });
});
