// @vitest-environment node
/** The console API's guards, request by request: no session, a foreign Origin, the cookie's flags, the
 * sign-in link's single use and lifetime, and markup shown as text. */
import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { consoleApi, courseApi } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { consoleOnDatabase } from "#tests/support/console-on-database.ts";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { type TestDatabase, testDatabases } from "#tests/support/test-databases.ts";
import { previewCsp } from "./console-issue-routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";
const draft = { language: "en", markdown: "# March news\n\nThe deadline is 2 May." };
const id = "0123456789abcdef0123456789abcdef";

/** Every request the console makes (console/), with a body it could send. */
const consoleRequests: { method: "GET" | "POST"; url: string; payload?: unknown }[] = [
  { method: "POST", url: consoleApi.signOut, payload: {} },
  { method: "GET", url: consoleApi.session },
  { method: "GET", url: consoleApi.dashboard },
  { method: "GET", url: consoleApi.issues },
  { method: "POST", url: consoleApi.issuePreview, payload: draft },
  { method: "GET", url: "/admin/api/previews/00000000-0000-4000-8000-000000000000" },
  { method: "POST", url: consoleApi.issueTest, payload: draft },
  { method: "POST", url: consoleApi.issueSend, payload: draft },
  { method: "GET", url: consoleApi.issue(id) },
  { method: "POST", url: consoleApi.issuePause(id), payload: {} },
  { method: "POST", url: consoleApi.issueResume(id), payload: {} },
  { method: "POST", url: consoleApi.subscriberFind, payload: { email: "reader@example.org" } },
  { method: "POST", url: consoleApi.subscriberExport, payload: { email: "reader@example.org" } },
  {
    method: "POST",
    url: consoleApi.subscriberErase,
    payload: { email: "reader@example.org", confirm: "reader@example.org" },
  },
  { method: "GET", url: consoleApi.confirmedCsv },
  { method: "POST", url: consoleApi.audit, payload: {} },
  { method: "POST", url: consoleApi.subscriberList, payload: {} },
  { method: "GET", url: consoleApi.subscriberCounts },
  { method: "POST", url: consoleApi.subscriberUnsubscribe, payload: { email: "reader@example.org" } },
  { method: "POST", url: consoleApi.subscriberResendConfirmation, payload: { email: "reader@example.org" } },
  {
    method: "POST",
    url: consoleApi.subscriberLiftSuppression,
    payload: { email: "reader@example.org", reason: "asked us" },
  },
  {
    method: "POST",
    url: consoleApi.subscriberStopCourse,
    payload: { email: "reader@example.org", course: "alpha" },
  },
  { method: "GET", url: consoleApi.drafts },
  { method: "POST", url: consoleApi.drafts, payload: draft },
  { method: "GET", url: consoleApi.draft(id) },
  { method: "POST", url: consoleApi.draft(id), payload: draft },
  { method: "POST", url: consoleApi.draftDelete(id), payload: {} },
  { method: "POST", url: consoleApi.issueDuplicate(id), payload: {} },
  { method: "GET", url: consoleApi.issueContent(id) },
  { method: "GET", url: courseApi.courses },
  { method: "POST", url: courseApi.pause("alpha"), payload: {} },
  { method: "POST", url: courseApi.resume("alpha"), payload: {} },
  { method: "POST", url: courseApi.preview, payload: { course: "alpha", language: "en", lesson: "l1" } },
  { method: "POST", url: courseApi.test, payload: { course: "alpha", language: "en" } },
];

describe("the console API", () => {
  const log: string[] = [];
  const t = consoleOnDatabase(database as TestDatabase, {
    start: Date.parse("2026-11-24T12:00:00Z"),
    signedIn: false,
    log: (line) => log.push(line),
  });
  const signIn = () => t.signIn();
  const send = (options: InjectOptions) => t.app.inject(options);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    send({ method: "POST", url, payload: payload as object, headers: { origin, ...headers } });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const signInMails = () =>
    t.db.selectFrom("outbox").select(["id", "recipient"]).where("kind", "=", "operator-sign-in").execute();

  it("refuses every request of the console without a session: 401, with nothing done", async () => {
    for (const request of consoleRequests) {
      const response = await send({ ...request, headers: { origin }, payload: request.payload as object });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ error: "unauthorized" });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
    // A made-up cookie is no session either.
    const forged = await send({
      method: "GET",
      url: consoleApi.dashboard,
      headers: { cookie: `__Host-skattlyktan-console=${"a".repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses every state change from another origin, or with no Origin, even with a session", async () => {
    const cookie = await signIn();
    await t.service.subscribe({ email: "reader@example.org", language: "en", formVersion: "v1" });
    for (const request of consoleRequests.filter((entry) => entry.method === "POST")) {
      for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, {}]) {
        const response = await send({
          ...request,
          payload: request.payload as object,
          headers: { cookie, ...headers },
        });
        expect(response.statusCode, `${request.url} from ${JSON.stringify(headers)}`).toBe(403);
      }
      // A form post (what another site could make a browser send) is refused even from our origin.
      const form = await send({
        method: "POST",
        url: request.url,
        payload: "email=reader%40example.org",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.statusCode).toBe(415);
    }
    // Nothing happened: no issue queued, the reader not erased, the session still open.
    expect(await t.db.selectFrom("issues").selectAll().execute()).toEqual([]);
    expect(await t.service.subscriberRecord("reader@example.org")).toBeDefined();
    expect((await send({ method: "GET", url: consoleApi.session, headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it("answers a sign-in request alike for anyone, and mails a link to an operator only", async () => {
    const stranger = await post(consoleApi.signInRequest, { email: "someone@example.org" });
    const known = await post(consoleApi.signInRequest, { email: "Operator@Skattlyktan.example" });
    await settle();
    expect([stranger.statusCode, stranger.body]).toEqual([known.statusCode, known.body]);
    expect(known.statusCode).toBe(202);
    expect((await signInMails()).map((mail) => mail.recipient)).toEqual([operator]);
    expect((await post(consoleApi.signInRequest, { email: "not an address" })).statusCode).toBe(400);
  });

  it("sets a __Host- cookie, HttpOnly, Secure, SameSite=Strict; the link works once, for 15 minutes", async () => {
    await post(consoleApi.signInRequest, { email: operator });
    await settle();
    const { signInToken } = linkTokensOf((await signInMails()).at(-1) ?? { id: "" });
    const first = await post(consoleApi.signInComplete, { token: signInToken });
    expect(first.json()).toMatchObject({ email: operator });
    const setCookie = String(first.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-skattlyktan-console=[A-Za-z0-9_-]{43}; /);
    expect(setCookie.split("; ").slice(1).sort()).toEqual([
      "HttpOnly",
      "Max-Age=86400",
      "Path=/",
      "SameSite=Strict",
      "Secure",
    ]);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await post(consoleApi.signInComplete, { token: signInToken })).json()).toEqual({
      error: "invalid_link",
    });

    await post(consoleApi.signInRequest, { email: operator });
    await settle();
    const late = linkTokensOf((await signInMails()).at(-1) ?? { id: "" }).signInToken;
    t.clock += 15 * 60_000 + 1;
    expect((await post(consoleApi.signInComplete, { token: late })).statusCode).toBe(400);
    // Nothing stored is the token itself.
    const stored = await t.db.selectFrom("operator_links").select("hash").execute();
    expect(stored.map((row) => row.hash)).not.toContain(late);
  });

  it("ends a session at sign-out, after 12 idle hours, and after 24 hours in all", async () => {
    let cookie = await signIn();
    const session = () => send({ method: "GET", url: consoleApi.session, headers: { cookie } });
    const out = await post(consoleApi.signOut, {}, { cookie });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/^__Host-skattlyktan-console=; Max-Age=0; .*Secure/);
    expect((await session()).statusCode).toBe(401);

    cookie = await signIn();
    t.clock += 12 * 60 * 60_000 + 1;
    expect((await session()).statusCode).toBe(401);

    cookie = await signIn();
    for (let hour = 0; hour < 24; hour += 6) {
      t.clock += 6 * 60 * 60_000;
      expect((await session()).statusCode).toBe(hour < 18 ? 200 : 401);
    }
  });

  it("serves a preview with markup as text, in a frame that may run nothing", async () => {
    const cookie = await signIn();
    const markdown =
      "# Tax <script>alert(1)</script>\n\n<img src=x onerror=alert(1)> and [a](javascript:alert(1))";
    const preview = await post(consoleApi.issuePreview, { language: "se", markdown }, { cookie });
    expect(preview.statusCode).toBe(200);
    const { subject, text, htmlUrl } = preview.json();
    expect(subject).toBe("Tax <script>alert(1)</script>");
    expect(text).toContain("<img src=x onerror=alert(1)>");
    const html = await send({ method: "GET", url: htmlUrl, headers: { cookie } });
    expect(html.headers["content-security-policy"]).toBe(previewCsp);
    expect(html.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html.body).not.toMatch(/<script|<img|javascript:/i);
    expect(
      (await post(consoleApi.issuePreview, { language: "en", markdown: "no heading" }, { cookie })).json(),
    ).toEqual({ error: "no_subject" });
  });

  it("exports the confirmed list as RFC 4180 CSV with formulas neutralised, and audits it masked", async () => {
    const cookie = await signIn();
    for (const email of ["=1+2@example.org", "plain@example.org"]) {
      await confirmedSubscriber(t.service, t.db, email);
    }
    t.clock += 1000;
    const csv = await send({ method: "GET", url: consoleApi.confirmedCsv, headers: { cookie } });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="confirmed-subscribers-/);
    const [header, ...lines] = csv.body.split("\r\n");
    expect(header).toBe("email,language,confirmed_at");
    expect(lines.sort()).toEqual([
      "",
      "'=1+2@example.org,en,2026-11-24T12:00:00.000Z",
      "plain@example.org,en,2026-11-24T12:00:00.000Z",
    ]);

    t.clock += 1000;
    const erase = await post(
      consoleApi.subscriberErase,
      { email: "plain@example.org", confirm: "plain@example.org" },
      { cookie },
    );
    expect(erase.json()).toEqual({ erased: true });
    const mismatch = await post(
      consoleApi.subscriberErase,
      { email: "=1+2@example.org", confirm: "other@example.org" },
      { cookie },
    );
    expect(mismatch.json()).toEqual({ error: "confirm_mismatch" });
    const audit = (await post(consoleApi.audit, {}, { cookie })).json().entries;
    expect(audit.map((entry: { action: string; detail: string }) => [entry.action, entry.detail])).toEqual([
      ["erase", "p…@example.org"],
      ["export-csv", "2 confirmed addresses"],
      ["sign-in", null],
    ]);
    expect(JSON.stringify(audit)).not.toContain("plain@");
  });

  it("answers every sign-in request alike and keeps no operator out, whoever asks (issue 39)", async () => {
    await t.rebuild({ rateLimit: true });
    const ask = (email: string, ip: string) =>
      send({
        method: "POST",
        url: consoleApi.signInRequest,
        payload: { email },
        headers: { origin },
        remoteAddress: ip,
      });
    // Anyone, from many clients, asking for an operator's link: 202 every time, for any address.
    const statuses = [];
    for (let n = 0; n < 7; n++) statuses.push((await ask(operator, `10.0.${n}.9`)).statusCode);
    for (let n = 0; n < 7; n++) statuses.push((await ask("someone@example.org", `10.1.${n}.9`)).statusCode);
    // One client asking again and again for one address: still 202, but no more mail.
    for (let n = 0; n < 7; n++) statuses.push((await ask("someone@example.org", `10.2.0.${n}`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([202]));
    for (let turn = 0; turn < 50; turn++) await settle();
    // The operator's inbox gets at most 5 links in 15 minutes, and each of them still signs in.
    const mails = await signInMails();
    expect(mails).toHaveLength(5);
    const { signInToken } = linkTokensOf(mails[0] ?? { id: "" });
    expect((await post(consoleApi.signInComplete, { token: signInToken })).statusCode).toBe(200);
    // The operator's own request, once the window has passed, mails a link again.
    t.clock += 15 * 60_000 + 1;
    await ask(operator, "192.0.2.1");
    await settle();
    expect(await signInMails()).toHaveLength(6);

    const perClient = [];
    for (let n = 0; n < 11; n++) perClient.push((await ask(`reader${n}@example.org`, "10.9.1.1")).statusCode);
    expect(perClient.at(-1)).toBe(429);
    expect(perClient.slice(0, 10).every((status) => status === 202)).toBe(true);
  });
});
