// @vitest-environment node
/** The JSON API that has no page: RFC 8058 one-click unsubscribe and the List-Unsubscribe link opened in
 * a browser (the webhooks: events-routes.test.ts; the pages: page-routes.test.ts). */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { createNewsletterService, type NewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { newsletterRoutes } from "./routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("newsletter HTTP API", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  let service: NewsletterService;

  async function unsubscribeTokenOf(email: string, language: "en" | "se" = "en") {
    await service.subscribe({ email, language, formVersion: "1" });
    const row = await db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    return linkTokensOf(row).unsubscribeToken;
  }
  const rows = () => db.selectFrom("subscribers").selectAll().execute();

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
  });
  afterAll(async () => {
    await db.destroy();
    await database?.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    service = createNewsletterService({ linkKey: testLinkKey, db, messageDomain: "skattlyktan.example" });
    app = Fastify();
    const publicOrigin = "https://www.skattlyktan.example";
    await app.register(newsletterRoutes, { service, publicOrigin, rateLimit: false, log: () => {} });
  });

  it("unsubscribes with an RFC 8058 one-click POST, url-encoded or multipart, at once", async () => {
    const token = await unsubscribeTokenOf("eve@example.com");
    const response = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${token}&lang=en`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    expect([response.statusCode, response.json()]).toEqual([200, { status: "unsubscribed", language: "en" }]);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await rows()).toEqual([]);
    const multipart = await app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${await unsubscribeTokenOf("eva@example.com")}`,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("says so when the token is unknown or missing, and refuses other bodies", async () => {
    const post = (url: string, headers: Record<string, string> = form) =>
      app.inject({ method: "POST", url, headers, payload: "List-Unsubscribe=One-Click" });
    const unknown = await post(`/api/newsletter/unsubscribe?token=${"C".repeat(43)}`);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: "unknown_token" }]);
    const missing = await post("/api/newsletter/unsubscribe");
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: "invalid_request" }]);
    const short = await post("/api/newsletter/unsubscribe?token=short");
    expect([short.statusCode, short.json()]).toEqual([400, { error: "invalid_request" }]);
    const json = await post("/api/newsletter/unsubscribe", { "content-type": "application/json" });
    expect([json.statusCode, json.json()]).toEqual([415, { error: "unsupported_media_type" }]);
  });

  it("leads a List-Unsubscribe link opened in a browser to the page, changing nothing", async () => {
    const token = await unsubscribeTokenOf("gus@example.com", "se");
    const response = await app.inject({
      method: "GET",
      url: `/api/newsletter/unsubscribe?token=${token}&lang=se`,
    });
    expect([response.statusCode, response.headers.location]).toEqual([303, `/se/unsubscribe?token=${token}`]);
    expect((await rows())[0]?.status).toBe("pending");
  });

  it("has no sign-up, confirm or stop-course API: those are pages", async () => {
    for (const url of ["subscribe", "confirm", "unsubscribe-request", "stop-course"]) {
      expect((await app.inject({ method: "POST", url: `/api/newsletter/${url}` })).statusCode).toBe(404);
    }
  });
});
