// @vitest-environment node
/** The newsletter's pages at the edge (page-routes.ts, page-forms.ts): each POST runs its route's own
 * action (tests/support/page-actions.ts), behind the body limit, the rate limits and the same-origin
 * check. A refusal comes back as what the route renders: its code, and the form as the reader sent it. */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterPages, pathTo } from "#shared/paths.ts";
import { languages } from "#shared/site.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { testPages } from "#tests/support/page-actions.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";
import { createNewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { newsletterRoutes, type RouteLimits } from "./routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const form = { "content-type": "application/x-www-form-urlencoded" };
const publicOrigin = "https://www.skattlyktan.example";
const courses = fixtureLibrary();

describe("the newsletter's pages", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  let logged: string[] = [];

  async function build(rateLimit: RouteLimits | false = false, given = db) {
    const server = Fastify();
    const service = createNewsletterService({ linkKey: testLinkKey, db: given, messageDomain: "x", courses });
    const contentSecurityPolicy = (nonce: string) => `script-src 'nonce-${nonce}'`;
    await server.register(newsletterRoutes, {
      service,
      publicOrigin,
      rateLimit,
      log: (line) => logged.push(line),
      pages: testPages,
      contentSecurityPolicy,
    });
    return server;
  }
  const rows = (table: "subscribers" | "outbox") => db.selectFrom(table).selectAll().execute();
  async function tokensOf(email: string, kind: "confirm" | "lesson" | "unsubscribe-link" = "confirm") {
    const row = await db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow();
    return linkTokensOf(row);
  }
  const post = (url: string, payload: string, headers: Record<string, string> = form) =>
    app.inject({ method: "POST", url, payload, headers });
  const signUp = (payload: string, language = "en") => post(`/${language}/sign-up`, payload);

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
  });
  afterAll(async () => {
    await db.destroy();
    await database?.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    logged = [];
    app = await build();
  });

  it("takes a sign-up with a redirect to the thank-you page of its language, alike for a known address", async () => {
    const first = await signUp("email=ada%40example.com&formVersion=2026-11", "se");
    expect((await rows("subscribers"))[0]?.consent_form_version).toBe("2026-11");
    const again = await signUp("email=ada%40example.com", "se");
    for (const response of [first, again]) {
      expect([response.statusCode, response.headers.location, response.body]).toEqual([
        302,
        "/se/thank-you",
        "",
      ]);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(await rows("outbox")).toHaveLength(2);
  });

  it("gives a bot that fills the honeypot the same answer, and stores and sends nothing", async () => {
    const response = await signUp("email=bot%40example.com&website=http%3A%2F%2Fspam.example");
    expect([response.statusCode, response.headers.location]).toEqual([302, "/en/thank-you"]);
    expect(await rows("subscribers")).toEqual([]);
    expect(await rows("outbox")).toEqual([]);
  });

  it.each([
    ["email=not-an-address", 400, "invalid_email"],
    [`email=${"a".repeat(64)}%40${"b".repeat(186)}.com`, 400, "email_too_long"],
    ["email=", 400, "invalid_email"],
    // Source routes to one mailbox (issue 52): each a new key past the mailbox's daily cap.
    ["email=victim%25example.com%40example.com", 400, "invalid_email"],
    ["email=example.com!victim%40example.com", 400, "invalid_email"],
    ["email=ok%40example.com&formVersion=%3Cscript%3E", 400, "bad_request"],
    ["email=ok%40example.com&choices=1", 400, "nothing_chosen"],
    ["email=ok%40example.com&choices=1&course=nope", 400, "unknown_course"],
  ])(
    "refuses %s with %i %s on the page, the form kept, and stores nothing",
    async (payload, status, code) => {
      const response = await signUp(payload, "se");
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        code,
        email: new URLSearchParams(payload).get("email")?.slice(0, 254),
      });
      expect(await rows("subscribers")).toEqual([]);
    },
  );

  it("reads the form's boxes, a course sent more than once as one, and names them on the thank-you page", async () => {
    const body = "email=ada%40example.com&choices=1&course=alpha&course=beta&course=alpha";
    const response = await signUp(body, "se");
    expect([response.statusCode, response.headers.location]).toEqual([302, "/se/thank-you?for=alpha,beta"]);
    const refused = await signUp("email=nope&choices=1&newsletter=on&course=beta");
    expect(refused.json()).toEqual({
      code: "invalid_email",
      email: "nope",
      choices: { newsletter: true, courses: [] },
    });
  });

  it("refuses big bodies and other content types before the page", async () => {
    expect((await signUp(`email=x%40example.com&padding=${"x".repeat(3000)}`)).statusCode).toBe(413);
    for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      expect((await post("/en/sign-up", "{}", { "content-type": type })).statusCode).toBe(415);
    }
    expect(await rows("subscribers")).toEqual([]);
  });

  it("limits sign-ups per client; the page says so, the address kept", async () => {
    app = await build({ subscribe: 2, confirm: 2, unsubscribe: 2 });
    for (const index of [0, 1]) expect((await signUp(`email=r${index}%40example.com`)).statusCode).toBe(302);
    const limited = await signUp("email=r9%40example.com", "se");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited", email: "r9@example.com" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rows("subscribers")).toHaveLength(2);
  });

  it("limits the one-button pages too: a bare 429, and nothing done", async () => {
    app = await build({ subscribe: 10, confirm: 1, unsubscribe: 600 });
    await signUp("email=kim%40example.com");
    const { confirmToken } = await tokensOf("kim@example.com");
    expect((await post("/en/confirm?token=nope", "")).statusCode).toBe(200);
    expect((await post(`/se/confirm?token=${confirmToken}`, "")).statusCode).toBe(429);
    expect((await rows("subscribers"))[0]?.status).toBe("pending");
  });

  it("answers 503 on the page when the database is down, never an acknowledged but lost sign-up", async () => {
    const brokenDb = await (database as NonNullable<typeof database>).open();
    const broken = await build(false, brokenDb);
    await brokenDb.destroy();
    const response = await broken.inject({
      method: "POST",
      url: "/en/sign-up",
      headers: form,
      payload: "email=h%40example.com",
    });
    expect([response.statusCode, response.json().code]).toEqual([503, "unavailable"]);
  });

  it("gives each page rendered per request its own CSP nonce, and no cache", async () => {
    const [a, b] = [await app.inject("/en/confirm?token=x"), await app.inject("/se/sign-up")];
    const nonce = (value: unknown) => /'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(value))?.[1];
    expect(nonce(a.headers["content-security-policy"])).toBeDefined();
    expect(nonce(a.headers["content-security-policy"])).not.toBe(nonce(b.headers["content-security-policy"]));
    expect(a.headers["cache-control"]).toBe("no-store");
  });

  it("confirms by the page's button (token in its URL), then says already confirmed, or expired", async () => {
    await signUp("email=fay%40example.com&choices=1&newsletter=on&course=alpha");
    const { confirmToken } = await tokensOf("fay@example.com");
    const press = (url: string) => post(url, "");
    expect((await press(`/en/confirm?token=${confirmToken}`)).json()).toEqual({
      status: "confirmed",
      chosen: { newsletter: true, courses: ["alpha"] },
    });
    expect((await press(`/se/confirm.data?token=${confirmToken}`)).json()).toEqual({
      status: "already-confirmed",
    });
    expect((await press("/en/confirm")).json()).toEqual({ status: "expired" });
    expect((await press(`/en/confirm?token=${"C".repeat(43)}`)).json()).toEqual({ status: "expired" });
  });

  it("unsubscribes by the page's button and forgets at once; the link then finds nothing", async () => {
    await signUp("email=gus%40example.com");
    const { unsubscribeToken } = await tokensOf("gus@example.com");
    expect((await post(`/en/unsubscribe?token=${unsubscribeToken}`, "")).json()).toEqual({
      status: "unsubscribed",
    });
    expect(await rows("subscribers")).toEqual([]);
    expect((await post(`/en/unsubscribe?token=${unsubscribeToken}`, "")).json()).toEqual({
      status: "invalid",
    });
    expect((await post("/en/unsubscribe?token=nope", "")).json()).toEqual({ status: "invalid" });
  });

  it("mails a new unsubscribe link to a subscriber who asks by address, answering alike for anyone", async () => {
    await signUp("email=hal%40example.com", "se");
    const answers = await Promise.all(
      ["hal%40example.com", "nobody%40example.com", "not-an-address"].map((email) =>
        post("/se/unsubscribe-link", `email=${email}`),
      ),
    );
    for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([200, { sent: true }]);
    // Looked up after the answer: one mail, to the subscriber only.
    await vi.waitFor(async () => {
      expect((await rows("outbox")).filter((row) => row.kind === "unsubscribe-link")).toHaveLength(1);
    });
    const { unsubscribeToken } = await tokensOf("hal@example.com", "unsubscribe-link");
    expect((await post(`/se/unsubscribe?token=${unsubscribeToken}`, "")).json()).toEqual({
      status: "unsubscribed",
    });
  });

  it("limits unsubscribe-link requests like sign-ups, per client", async () => {
    app = await build({ subscribe: 2, confirm: 30, unsubscribe: 600 });
    const ask = () => post("/en/unsubscribe-link", "email=ivy%40example.com");
    expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([
      200, 200, 429,
    ]);
  });

  it("stops a course by the page's button; a bad token says the link is invalid", async () => {
    await signUp("email=a%40example.com&choices=1&newsletter=on&course=alpha", "se");
    await post(`/se/confirm?token=${(await tokensOf("a@example.com")).confirmToken}`, "");
    const schedule = { intervalMs: 60_000, window: null };
    await createCourseScheduler({
      db,
      courses,
      schedule,
      messageDomain: "x",
      linkKey: testLinkKey,
    }).runPass();
    const { stopCourseToken } = await tokensOf("a@example.com", "lesson");
    expect((await post(`/se/stop-course?token=${stopCourseToken}`, "")).json()).toEqual({
      status: "stopped",
    });
    expect((await post(`/en/stop-course?token=${"x".repeat(43)}`, "")).json()).toEqual({ status: "invalid" });
  });

  it("answers HEAD on every page and language with GET's status and headers, no body, no log line", async () => {
    for (const page of newsletterPages) {
      for (const language of languages) {
        const url = `${pathTo(language, page)}?token=x`;
        const [head, get] = [await app.inject({ method: "HEAD", url }), await app.inject(url)];
        expect([url, head.statusCode, head.body]).toEqual([url, get.statusCode, ""]);
        expect(head.headers["cache-control"]).toBe("no-store");
        expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
        expect(head.headers["content-security-policy"]).toMatch(/'nonce-/);
      }
    }
    expect(logged).toEqual([]);
  });

  // Browsers' cross-site posts: another origin, `null` (sandboxed frames), a same-site subdomain, and
  // Fetch Metadata without Origin. Each page is answered as its GET with the refusal (decision 064).
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "https://mail.skattlyktan.example" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ];

  it.each(crossSite)(
    "refuses a post with %o on every form page with 403 and its page, and does nothing",
    async (headers) => {
      await signUp("email=kim%40example.com");
      const { confirmToken, unsubscribeToken } = await tokensOf("kim@example.com");
      const posts = [
        ["/se/sign-up", "email=eve%40example.com"],
        ["/en/sign-up.data", "email=eve%40example.com"],
        ["/en/unsubscribe-link", "email=kim%40example.com"],
        [`/se/confirm?token=${confirmToken}`, ""],
        [`/en/unsubscribe?token=${unsubscribeToken}`, ""],
        [`/se/stop-course?token=${unsubscribeToken}`, ""],
      ] as const;
      for (const [url, payload] of posts) {
        // Multipart too: refused for its origin before its type is looked at.
        for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
          const response = await post(url, payload, { "content-type": type, ...headers });
          expect([url, response.statusCode, response.json().refusal.code]).toEqual([
            url,
            403,
            "foreign_origin",
          ]);
          expect(response.headers["cache-control"]).toBe("no-store");
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const subscribers = await rows("subscribers");
      expect(subscribers.map((row) => [row.status])).toEqual([["pending"]]);
      expect((await rows("outbox")).map((row) => row.kind)).toEqual(["confirm"]);
      expect(logged).toEqual([]);
    },
  );

  it("takes our own page's posts, and posts with no browser's headers", async () => {
    const own = [
      { ...form, origin: publicOrigin },
      { ...form, "sec-fetch-site": "same-origin" },
      { ...form, "sec-fetch-site": "none" },
      { ...form, origin: publicOrigin, "sec-fetch-site": "same-origin" },
      form,
    ];
    for (const [index, headers] of own.entries()) {
      const response = await post("/en/sign-up", `email=own${index}%40example.com`, headers);
      expect([index, response.statusCode]).toEqual([index, 302]);
    }
  });

  it("counts a client's network, an IPv4 /24 or an IPv6 /56, and another network apart", async () => {
    app = await build({ subscribe: 10, confirm: 30, unsubscribe: 600 });
    const from = (remoteAddress: string, index: number) =>
      app.inject({
        method: "POST",
        url: "/en/sign-up",
        headers: form,
        payload: `email=n${index}%40example.com`,
        remoteAddress,
      });
    for (const addressOf of [
      (n: number) => `203.0.113.${n + 1}`,
      (n: number) => `2001:db8:1:${(n * 16).toString(16)}::${n + 1}`,
    ]) {
      const statuses: number[] = [];
      for (let n = 0; n < 15; n++) statuses.push((await from(addressOf(n), n)).statusCode);
      expect(statuses.filter((status) => status === 302)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    }
    expect((await from("203.0.114.1", 99)).statusCode).toBe(302);
    expect((await from("2001:db8:1:100::1", 98)).statusCode).toBe(302);
  });
});
