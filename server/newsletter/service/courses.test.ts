// @vitest-environment node
/** Enrolling and leaving a course through the service, on both databases: what the confirm link carries,
 * the same answer for every address, and every way a course stops. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "../../../tests/support/course-library.ts";
import { emptyTables, testDatabases } from "../../../tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";
import type { SignUpChoices } from "../domain/courses.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { createNewsletterService, type NewsletterService } from "./service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe.each(testDatabases())("courses in the service on $name", (database) => {
  let db: NewsletterDatabase;
  let service: NewsletterService;
  let clock = Date.UTC(2026, 0, 7, 9);

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db.destroy();
    await database.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    clock = Date.UTC(2026, 0, 7, 9);
    service = createNewsletterService({ db, messageDomain: "skattlyktan.example", now: () => clock });
  });

  const schedule = { intervalMs: 60_000, window: null };
  const pass = () =>
    createCourseScheduler({
      db,
      courses: fixtureLibrary(),
      schedule,
      messageDomain: "x",
      now: () => clock,
    }).runPass();

  async function payloads(email: string, kind: string) {
    const rows = await db
      .selectFrom("outbox")
      .select(["payload", "status"])
      .where("recipient", "=", email)
      .where("kind", "=", kind as never)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({ ...(JSON.parse(row.payload) as MailPayload), status: row.status }));
  }
  async function signUp(email: string, choices: SignUpChoices) {
    await service.subscribe({ email, language: "en", formVersion: "v2", choices });
    clock += 1000;
    return (await payloads(email, "confirm")).at(-1)?.confirmToken as string;
  }
  const enrolments = (email: string) =>
    db
      .selectFrom("enrolments")
      .innerJoin("subscribers", "subscribers.id", "enrolments.subscriber_id")
      .selectAll("enrolments")
      .where("subscribers.email", "=", email)
      .orderBy("course")
      .execute();
  const subscriber = (email: string) =>
    db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("keeps exactly what was chosen, and when, and enrols on confirmation only", async () => {
    const signedUpAt = clock;
    const token = await signUp("ada@example.com", { newsletter: false, courses: ["alpha", "beta"] });
    const [confirmMail] = await payloads("ada@example.com", "confirm");
    expect(confirmMail?.choices).toEqual({ newsletter: false, courses: ["alpha", "beta"] });
    expect(await enrolments("ada@example.com")).toEqual([]);
    await service.confirm(token);
    expect(await enrolments("ada@example.com")).toMatchObject([
      {
        course: "alpha",
        status: "active",
        requested_at: signedUpAt,
        form_version: "v2",
        confirmed_at: clock,
      },
      { course: "beta", status: "active", requested_at: signedUpAt, form_version: "v2" },
    ]);
    // A course alone: confirmed, but no newsletter and no welcome mail (lesson 1 is the welcome).
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 0 });
    expect(await payloads("ada@example.com", "welcome")).toEqual([]);
    expect(await service.exportSubscriber("ada@example.com")).toMatchObject({
      courses: [
        {
          course: "alpha",
          status: "active",
          formVersion: "v2",
          requestedAt: new Date(signedUpAt).toISOString(),
        },
        { course: "beta", status: "active" },
      ],
    });
  });

  it("mails a confirmed subscriber who asks for a course a link to confirm it, with the same answer as anyone", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: true, courses: [] }));
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 1 });
    const answers = [
      await service.subscribe({
        email: "ada@example.com",
        language: "en",
        formVersion: "v2",
        choices: { newsletter: false, courses: ["alpha"] },
      }),
      await service.subscribe({
        email: "new@example.com",
        language: "en",
        formVersion: "v2",
        choices: { newsletter: false, courses: ["alpha"] },
      }),
    ];
    expect(answers[0]).toEqual(answers[1]);
    const mails = await payloads("ada@example.com", "confirm");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.choices).toEqual({ newsletter: false, courses: ["alpha"] });
    expect(await enrolments("ada@example.com")).toEqual([]);
    await service.confirm(mails[1]?.confirmToken as string);
    expect(await enrolments("ada@example.com")).toMatchObject([{ course: "alpha", status: "active" }]);
    // Still subscribed to the newsletter: not asking for it again is not an unsubscription.
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 1 });
  });

  it("sends issues only to those who chose the newsletter", async () => {
    await service.confirm(await signUp("news@example.com", { newsletter: true, courses: ["alpha"] }));
    await service.confirm(await signUp("course@example.com", { newsletter: false, courses: ["alpha"] }));
    await service.queueIssue("# Issue 1\n\nText.", "en");
    expect(await payloads("news@example.com", "issue")).toHaveLength(1);
    expect(await payloads("course@example.com", "issue")).toHaveLength(0);
  });

  it("stops one course with its link, cancels its lesson waiting in the outbox, and keeps the rest", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha", "beta"] }));
    await pass();
    const [alphaLesson] = await payloads("ada@example.com", "lesson");
    expect(await service.stopCourse(alphaLesson?.stopCourseToken as string)).toMatchObject({
      status: "stopped",
      course: "alpha",
    });
    expect(await enrolments("ada@example.com")).toMatchObject([
      { course: "alpha", status: "stopped", stop_reason: "reader", next_due_at: null },
      { course: "beta", status: "active" },
    ]);
    const lessons = await payloads("ada@example.com", "lesson");
    expect(lessons.map((lesson) => lesson.status).sort()).toEqual(["cancelled", "pending"]);
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 1 });
    expect(await service.stopCourse("A".repeat(43))).toEqual({ status: "invalid" });
  });

  it("stops every course on unsubscribe, and the scheduler queues nothing more", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha", "beta"] }));
    await pass();
    const [lesson] = await payloads("ada@example.com", "lesson");
    await service.unsubscribe(lesson?.unsubscribeToken as string);
    expect((await enrolments("ada@example.com")).map((each) => [each.status, each.stop_reason])).toEqual([
      ["stopped", "unsubscribed"],
      ["stopped", "unsubscribed"],
    ]);
    clock += 3_600_000;
    expect((await pass()).queued).toBe(0);
  });

  it("stops every course when the address bounces hard or complains", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha"] }));
    await service.recordMailEvent({ type: "complaint", email: "ada@example.com" }, "webhook");
    expect(await enrolments("ada@example.com")).toMatchObject([
      { status: "stopped", stop_reason: "suppressed" },
    ]);
  });

  it("erases the enrolments with the person", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha"] }));
    await pass();
    await service.erase("ada@example.com");
    expect(await db.selectFrom("enrolments").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("enrolment_lessons").selectAll().execute()).toEqual([]);
  });

  it("resumes a stopped course where it stopped when asked for and confirmed again", async () => {
    await service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    await pass();
    const [lesson] = await payloads("ada@example.com", "lesson");
    await db.updateTable("outbox").set({ status: "sent" }).where("kind", "=", "lesson").execute();
    await service.stopCourse(lesson?.stopCourseToken as string);
    await service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    await pass();
    const sent = await db.selectFrom("enrolment_lessons").select("lesson").orderBy("position").execute();
    expect(sent.map((row) => row.lesson)).toEqual(["l1", "l2"]);
  });

  /** The tallies the Courses screen reads, against counts made from the rows themselves. */
  async function expectTalliesMatchRows() {
    const counted = new Map<string, number>();
    const add = (key: string, n: number) => counted.set(key, (counted.get(key) ?? 0) + n);
    for (const row of await db.selectFrom("enrolments").selectAll().execute()) {
      add(`${row.course}|${row.language}|status:${row.status}`, 1);
      if (row.status === "stopped")
        add(`${row.course}|${row.language}|left:${row.lessons_sent}:${row.stop_reason}`, 1);
    }
    for (const row of await db.selectFrom("enrolment_lessons").selectAll().execute()) {
      add(`${row.course}|${row.language}|queued:${row.lesson}`, 1);
    }
    const kept = new Map<string, number>();
    for (const row of await db.selectFrom("course_tallies").selectAll().execute()) {
      if (Number(row.count) !== 0)
        kept.set(`${row.course}|${row.language}|${row.measure}`, Number(row.count));
    }
    expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(counted));
  }

  it("keeps the Courses screen's tallies equal to the rows through every change", async () => {
    const step = async () => {
      clock += 120_000;
      await pass();
      await db.updateTable("outbox").set({ status: "sent" }).where("status", "=", "pending").execute();
    };
    for (const name of ["a", "b", "c", "d", "e"]) {
      await service.confirm(
        await signUp(`${name}@example.com`, { newsletter: false, courses: ["alpha", "beta"] }),
      );
    }
    for (let i = 0; i < 3; i++) await step();
    await expectTalliesMatchRows();
    const lessonOf = async (email: string) => (await payloads(email, "lesson")).at(-1) as MailPayload;
    await service.stopCourse((await lessonOf("a@example.com")).stopCourseToken as string);
    await service.unsubscribe((await lessonOf("b@example.com")).unsubscribeToken as string);
    await service.recordMailEvent({ type: "complaint", email: "c@example.com" }, "webhook");
    await service.erase("d@example.com");
    await expectTalliesMatchRows();
    for (let i = 0; i < 6; i++) await step();
    // e finished both; asks for beta again (starts over); a asks for alpha again (resumes).
    await service.confirm(await signUp("e@example.com", { newsletter: false, courses: ["beta"] }));
    await service.confirm(await signUp("a@example.com", { newsletter: false, courses: ["alpha"] }));
    await step();
    await expectTalliesMatchRows();
    // b, unsubscribed, signs up again and never confirms: the purge deletes b and b's enrolments.
    await signUp("b@example.com", { newsletter: true, courses: [] });
    clock += 8 * 86_400_000;
    await service.purgeStale();
    expect(await enrolments("b@example.com")).toEqual([]);
    await expectTalliesMatchRows();
  });
});
