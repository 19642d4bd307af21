// @vitest-environment node
/** The sign-up's choices at the edge (form and JSON, checked against a schema) and "stop this course". */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "../../../tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "../../../tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "../../../tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";
import { createNewsletterService } from "../service/service.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { newsletterRoutes } from "./routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("course choices and stop-course over HTTP", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  const courses = fixtureLibrary();

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
  });
  afterAll(async () => {
    await db.destroy();
    await database?.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    app = Fastify();
    const service = createNewsletterService({
      db,
      messageDomain: "skattlyktan.example",
      linkKey: testLinkKey,
      courses,
    });
    const publicOrigin = "https://www.skattlyktan.example";
    await app.register(newsletterRoutes, { service, publicOrigin, rateLimit: false, log: () => {} });
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload: payload as string, headers });
  async function confirmPayload(email: string) {
    const row = await db
      .selectFrom("outbox")
      .select(["id", "payload"])
      .where("recipient", "=", email)
      .where("kind", "=", "confirm")
      .executeTakeFirstOrThrow();
    return { ...(JSON.parse(row.payload) as MailPayload), ...linkTokensOf(row) };
  }

  it("reads the script-free form's boxes, a course sent more than once as one", async () => {
    const body = "email=ada%40example.com&language=se&choices=1&course=alpha&course=beta&course=alpha";
    const response = await post("/api/newsletter/subscribe", body, form);
    expect([response.statusCode, response.headers.location]).toEqual([303, "/se/thank-you?for=alpha,beta"]);
    expect((await confirmPayload("ada@example.com")).choices).toEqual({
      newsletter: false,
      courses: ["alpha", "beta"],
    });
  });

  it("refuses a course sign-up from another site's page, as any sign-up (decision 033)", async () => {
    const body = "email=ada%40example.com&language=en&choices=1&course=alpha";
    const foreign = await post("/api/newsletter/subscribe", body, {
      ...form,
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(303);
    expect(foreign.headers.location).toMatch(/^\/en\?error=/);
    const json = await post(
      "/api/newsletter/subscribe",
      { email: "bo@example.com", language: "en", newsletter: false, courses: ["alpha"] },
      { origin: "https://evil.example" },
    );
    expect(json.statusCode).toBe(403);
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    const own = await post("/api/newsletter/subscribe", body, {
      ...form,
      origin: "https://www.skattlyktan.example",
    });
    expect([own.statusCode, own.headers.location]).toEqual([303, "/en/thank-you?for=alpha"]);
    expect((await confirmPayload("ada@example.com")).choices).toEqual({
      newsletter: false,
      courses: ["alpha"],
    });
  });

  it("reads JSON choices, and keeps the newsletter alone for a client that sends none", async () => {
    await post("/api/newsletter/subscribe", {
      email: "a@example.com",
      language: "en",
      newsletter: true,
      courses: ["beta"],
    });
    await post("/api/newsletter/subscribe", { email: "b@example.com", language: "en" });
    expect((await confirmPayload("a@example.com")).choices).toEqual({ newsletter: true, courses: ["beta"] });
    expect((await confirmPayload("b@example.com")).choices).toEqual({ newsletter: true, courses: [] });
  });

  it.each([
    [{ newsletter: false, courses: [] }, "nothing_chosen"],
    [{ newsletter: true, courses: ["gamma"] }, "unknown_course"],
    [{ newsletter: "yes" }, "invalid_choices"],
  ])("refuses %j with 400 %s, before storing anything", async (choices, code) => {
    const response = await post("/api/newsletter/subscribe", {
      email: "a@example.com",
      language: "en",
      ...choices,
    });
    expect([response.statusCode, response.json().error]).toEqual([400, code]);
    expect(await db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
  });

  it("sends a script-free form with no box checked back to the form with its error", async () => {
    const response = await post(
      "/api/newsletter/subscribe",
      "email=a%40example.com&language=en&choices=1",
      form,
    );
    expect([response.statusCode, response.headers.location]).toEqual([
      303,
      "/en?error=nothing_chosen#newsletter-email",
    ]);
  });

  it("stops the course from the page's button and from JSON; a bad token goes to the invalid-link page", async () => {
    await post("/api/newsletter/subscribe", {
      email: "a@example.com",
      language: "se",
      newsletter: true,
      courses: ["alpha"],
    });
    const { confirmToken } = await confirmPayload("a@example.com");
    await post("/api/newsletter/confirm", { token: confirmToken });
    const schedule = { intervalMs: 60_000, window: null };
    await createCourseScheduler({
      db,
      courses,
      schedule,
      messageDomain: "x",
      linkKey: testLinkKey,
    }).runPass();
    const lesson = await db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "lesson")
      .executeTakeFirstOrThrow();
    const { stopCourseToken } = linkTokensOf(lesson);
    const page = await post(`/se/stop-course?token=${stopCourseToken}`, "language=se", form);
    expect([page.statusCode, page.headers.location]).toEqual([303, "/se/stop-course/done"]);
    const json = await post("/api/newsletter/stop-course", { token: stopCourseToken });
    expect(json.json()).toEqual({ status: "stopped", course: "alpha" });
    const bad = await post(`/en/stop-course?token=${"x".repeat(43)}`, "language=en", form);
    expect(bad.headers.location).toBe("/en/unsubscribe/invalid");
    expect((await post("/api/newsletter/stop-course", { token: "x".repeat(43) })).statusCode).toBe(404);
  });
});
