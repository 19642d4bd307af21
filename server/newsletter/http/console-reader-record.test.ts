// @vitest-environment node
/** Issue 40's record, on every test database: it says what the reader gets (the newsletter since when,
 * each course at lesson n of m with its next date), names each lesson mail by course and lesson, and
 * the operator's Stop ends one course (audited), as the reader's own link would. */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";
import { createNewsletterService, type NewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { consoleRoutes } from "./console-routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";
const courses = fixtureLibrary();
const day = 86_400_000;

describe.each(testDatabases())("a reader's record on $name", (database) => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  let service: NewsletterService;
  let cookie = "";
  let clock = Date.UTC(2026, 0, 7, 9);

  const post = (url: string, payload: unknown) =>
    app.inject({ method: "POST", url, payload: payload as object, headers: { origin, cookie } });

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await app?.close();
    await db.destroy();
    await database.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    clock = Date.UTC(2026, 0, 7, 9);
    service = createNewsletterService({
      db,
      messageDomain: "skattlyktan.example",
      linkKey: testLinkKey,
      admins: [operator],
      publicOrigin: origin,
      courses,
      now: () => clock,
    });
    app = Fastify();
    await app.register(consoleRoutes, { service, publicOrigin: origin, log: () => {}, rateLimit: false });
    cookie = "";
    await post(consoleApi.signInRequest, { email: operator });
    const link = () => db.selectFrom("outbox").select("id").where("kind", "=", "operator-sign-in");
    await vi.waitFor(async () => expect(await link().execute()).toHaveLength(1));
    const signedIn = await post(consoleApi.signInComplete, {
      token: linkTokensOf(await link().executeTakeFirstOrThrow()).signInToken,
    });
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0] as string;
  });

  it("says what the reader gets, names each lesson mail, and stops one course", async () => {
    const email = "reader@example.com";
    await service.subscribe({
      email,
      language: "en",
      formVersion: "v2",
      choices: { newsletter: true, courses: ["alpha"] },
    });
    const confirm = await db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    await service.confirm(linkTokensOf(confirm).confirmToken);
    const scheduler = createCourseScheduler({
      db,
      courses,
      schedule: { intervalMs: 2 * day, window: null },
      messageDomain: "x",
      linkKey: testLinkKey,
      now: () => clock,
      log: () => {},
    });
    await scheduler.runPass();
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: clock })
      .where("kind", "=", "lesson")
      .execute();

    const record = (await post(consoleApi.subscriberFind, { email })).json() as SubscriberRecord;
    expect(record.newsletter).toEqual({ subscribed: true, since: new Date(clock).toISOString() });
    const enrolment = await db.selectFrom("enrolments").selectAll().executeTakeFirstOrThrow();
    expect(record.courses).toEqual([
      {
        course: "alpha",
        title: courses.en[0]?.title,
        language: "en",
        status: "active",
        lessonsSent: 1,
        lessons: 5,
        nextLessonAt: new Date(Number(enrolment.next_due_at)).toISOString(),
        coursePaused: false,
        stoppedAt: null,
        stopReason: null,
      },
    ]);
    expect(Number(enrolment.next_due_at)).toBeGreaterThan(clock);
    const lessonMail = record.history.find((event) => event.detail?.startsWith("lesson: "));
    expect(lessonMail).toMatchObject({
      type: "mail-sent",
      detail: `lesson: ${courses.en[0]?.title}, lesson 1 of 5: Lesson l1 (en)`,
    });

    const stopped = await post(consoleApi.subscriberStopCourse, { email, course: "alpha" });
    expect(stopped.statusCode).toBe(200);
    expect((stopped.json() as SubscriberRecord).courses[0]).toMatchObject({
      status: "stopped",
      stopReason: "operator",
      nextLessonAt: null,
    });
    expect((await post(consoleApi.subscriberStopCourse, { email, course: "alpha" })).statusCode).toBe(409);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "=", "course-stop")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).not.toContain(email);
    // The newsletter stays.
    expect((stopped.json() as SubscriberRecord).newsletter.subscribed).toBe(true);
  });
});
