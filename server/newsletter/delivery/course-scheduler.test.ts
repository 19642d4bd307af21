// @vitest-environment node
/** The scheduler's promises (decision 036), on both databases: lessons in order, none twice, none
 * skipped, inside the window (Stockholm time, daylight-saving days included), held by a pause, and
 * unharmed by a deploy that changes the course or a crash in the middle of a pass. */
import { describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { type CourseSchedule, parseWindow } from "../domain/course-schedule.ts";
import type { MailLibrary } from "../domain/courses.ts";
import { renderMail } from "../mail/render-mail.ts";
import { dueEnrolments, stepEnrolments } from "../storage/course-queue.ts";
import { createCourseScheduler } from "./course-scheduler.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const hour = 3_600_000;
const day = 24 * hour;
const always: CourseSchedule = { intervalMs: day, window: null };
const office: CourseSchedule = { intervalMs: day, window: parseWindow("08:00-18:00") };

describe.each(testDatabases())("course scheduler on $name", (database) => {
  // A Wednesday, 10:00 in Stockholm (CET).
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 0, 7, 9) });

  const scheduler = (schedule: CourseSchedule, courses: MailLibrary = fixtureLibrary()) =>
    createCourseScheduler({
      db: t.db,
      courses,
      schedule,
      messageDomain: "skattlyktan.example",
      linkKey: testLinkKey,
      now: () => t.clock,
    });

  async function enrolled(
    email: string,
    courses = ["alpha"],
    newsletter = false,
    language: "en" | "se" = "en",
  ) {
    await t.service.subscribe({ email, language, formVersion: "v2", choices: { newsletter, courses } });
    const mail = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .where("kind", "=", "confirm")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    await t.service.confirm(linkTokensOf(mail).confirmToken);
  }

  /** The lesson mails to `email`, in the order they were queued, as "lesson:status". */
  async function lessons(email: string) {
    const rows = await t.db
      .selectFrom("outbox")
      .innerJoin("enrolment_lessons", "enrolment_lessons.mail_id", "outbox.id")
      .select(["enrolment_lessons.lesson", "outbox.status"])
      .where("outbox.recipient", "=", email)
      .orderBy("enrolment_lessons.queued_at")
      .orderBy("enrolment_lessons.position")
      .execute();
    return rows.map((row) => `${row.lesson}:${row.status}`);
  }
  /** What the outbox worker does once the SMTP server accepted the mails. */
  const deliverAll = () =>
    t.db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: t.clock })
      .where("status", "=", "pending")
      .execute();
  const enrolment = (email: string) =>
    t.db
      .selectFrom("enrolments")
      .innerJoin("subscribers", "subscribers.id", "enrolments.subscriber_id")
      .selectAll("enrolments")
      .where("subscribers.email", "=", email)
      .executeTakeFirstOrThrow();

  it("sends lesson 1 at once, then one lesson per interval, in order, none twice, none skipped, then finishes", async () => {
    await enrolled("ada@example.com");
    const run = scheduler(always);
    expect((await run.runPass()).queued).toBe(1);
    expect(await lessons("ada@example.com")).toEqual(["l1:pending"]);
    // Passes before the interval is up queue nothing more.
    await deliverAll();
    t.clock += day - 1000;
    expect((await run.runPass()).queued).toBe(0);
    for (let lesson = 2; lesson <= 5; lesson++) {
      t.clock += day;
      expect((await run.runPass()).queued).toBe(1);
      expect((await run.runPass()).queued).toBe(0);
      await deliverAll();
    }
    t.clock += day;
    expect((await run.runPass()).finished).toBe(1);
    expect(await lessons("ada@example.com")).toEqual(["l1:sent", "l2:sent", "l3:sent", "l4:sent", "l5:sent"]);
    expect(await enrolment("ada@example.com")).toMatchObject({
      status: "finished",
      lessons_sent: 5,
      next_due_at: null,
    });
  });

  it("holds the next lesson until the outbox has sent the previous one, so they cannot cross", async () => {
    await enrolled("ada@example.com");
    const run = scheduler(always);
    await run.runPass();
    t.clock += 3 * day;
    expect(await run.runPass()).toMatchObject({ queued: 0, waiting: 1 });
    await deliverAll();
    t.clock += hour;
    expect((await run.runPass()).queued).toBe(1);
    expect(await lessons("ada@example.com")).toEqual(["l1:sent", "l2:pending"]);
  });

  it("queues lessons after the first only inside the window, in Stockholm time", async () => {
    t.clock = Date.UTC(2026, 0, 7, 17, 30); // 18:30 in Stockholm: closed, but lesson 1 answers at once
    await enrolled("ada@example.com");
    const run = scheduler(office);
    expect((await run.runPass()).queued).toBe(1);
    await deliverAll();
    t.clock += day; // 18:30 the next day: due, window closed
    expect(await run.runPass()).toMatchObject({ queued: 0 });
    expect((await enrolment("ada@example.com")).next_due_at).toBe(Date.UTC(2026, 0, 9, 7)); // 08:00 CET
    t.clock = Date.UTC(2026, 0, 9, 6, 59);
    expect((await run.runPass()).queued).toBe(0);
    t.clock = Date.UTC(2026, 0, 9, 7);
    expect((await run.runPass()).queued).toBe(1);
  });

  it.each([
    ["spring forward (29 March)", Date.UTC(2026, 2, 28, 16, 30), Date.UTC(2026, 2, 29, 6)],
    ["fall back (25 October)", Date.UTC(2026, 9, 24, 15, 30), Date.UTC(2026, 9, 25, 7)],
  ])("opens the window at 08:00 local time on the daylight-saving day: %s", async (_day, start, opening) => {
    t.clock = start; // 17:30 local the day before
    await enrolled("ada@example.com");
    const run = scheduler({ intervalMs: hour, window: office.window });
    await run.runPass();
    await deliverAll();
    t.clock += hour; // 18:30 local: closed until 08:00 local, which is a different UTC hour either side
    await run.runPass();
    expect((await enrolment("ada@example.com")).next_due_at).toBe(opening);
    t.clock = opening - 60_000;
    expect((await run.runPass()).queued).toBe(0);
    t.clock = opening;
    expect((await run.runPass()).queued).toBe(1);
    expect(await lessons("ada@example.com")).toEqual(["l1:sent", "l2:pending"]);
  });

  it("queues nothing of a paused course, and after resuming one lesson per reader, the rest an interval apart", async () => {
    await enrolled("ada@example.com");
    await enrolled("bo@example.com");
    const run = scheduler(always);
    await run.runPass();
    await deliverAll();
    await t.service.pauseCourse("alpha", true);
    t.clock += 5 * day;
    expect((await run.runPass()).queued).toBe(0);
    await t.service.pauseCourse("alpha", false);
    expect((await run.runPass()).queued).toBe(2);
    await deliverAll();
    expect((await run.runPass()).queued).toBe(0);
    t.clock += day;
    expect((await run.runPass()).queued).toBe(2);
    expect(await lessons("ada@example.com")).toEqual(["l1:sent", "l2:sent", "l3:pending"]);
  });

  it("holds lesson mails already queued while the course is paused, and lets them go on resume", async () => {
    await enrolled("ada@example.com");
    await scheduler(always).runPass();
    await t.service.pauseCourse("alpha", true);
    expect(await lessons("ada@example.com")).toEqual(["l1:paused"]);
    await t.service.pauseCourse("alpha", false);
    expect(await lessons("ada@example.com")).toEqual(["l1:pending"]);
  });

  it("follows a deploy that adds, edits and removes lessons: nothing sent again, nothing sent skipped", async () => {
    await enrolled("ada@example.com");
    await scheduler(always).runPass();
    await deliverAll();
    t.clock += day;
    await scheduler(always).runPass();
    await deliverAll();
    // The new deploy: "new" before l3, l4 removed, l3 edited.
    const deployed = fixtureLibrary(["l1", "l2", "new", "l3", "l5"]);
    const edited = deployed.en[0]?.lessons[3];
    if (edited) edited.html = "<p>l3, edited.</p>";
    const next = scheduler(always, deployed);
    const sequence: string[] = [];
    for (let step = 0; step < 4; step++) {
      t.clock += day;
      await next.runPass();
      await deliverAll();
    }
    sequence.push(...(await lessons("ada@example.com")));
    expect(sequence).toEqual(["l1:sent", "l2:sent", "new:sent", "l3:sent", "l5:sent"]);
    expect((await enrolment("ada@example.com")).status).toBe("finished");
    // The edit is what the reader gets: the mail is rendered from the deployed lesson when it leaves.
    const l3 = await t.db
      .selectFrom("outbox")
      .innerJoin("enrolment_lessons", "enrolment_lessons.mail_id", "outbox.id")
      .selectAll("outbox")
      .where("enrolment_lessons.lesson", "=", "l3")
      .executeTakeFirstOrThrow();
    expect(
      renderMail(l3, "https://www.skattlyktan.example", testLinkKey, undefined, deployed).html,
    ).toContain("<p>l3, edited.</p>");
  });

  it("never queues a lesson twice when two schedulers (two servers) pass at the same moment", async () => {
    for (let reader = 0; reader < 20; reader++) await enrolled(`r${reader}@example.com`);
    const counts = await Promise.all([scheduler(always).runPass(), scheduler(always).runPass()]);
    expect(counts[0].queued + counts[1].queued).toBe(20);
    const rows = await t.db.selectFrom("outbox").select("id").where("kind", "=", "lesson").execute();
    expect(rows).toHaveLength(20);
  });

  it("leaves a lesson due, and nothing queued, when the pass dies before its commit", async () => {
    await enrolled("ada@example.com");
    const rows = await dueEnrolments(t.db, "alpha", t.clock, 10);
    const course = () => fixtureLibrary().en[0];
    const context = {
      course,
      schedule: always,
      recheckMs: 1000,
      messageDomain: "x",
      linkKey: testLinkKey,
      now: t.clock,
    };
    const crash = t.db.transaction().execute(async (trx) => {
      expect(await stepEnrolments(trx, rows, context)).toEqual(["queued"]);
      throw new Error("kill -9");
    });
    await expect(crash).rejects.toThrow("kill -9");
    expect(await lessons("ada@example.com")).toEqual([]);
    expect((await scheduler(always).runPass()).queued).toBe(1);
    expect(await lessons("ada@example.com")).toEqual(["l1:pending"]);
  });

  it("sends each reader the lessons of their own language", async () => {
    await enrolled("sara@example.se", ["alpha"], false, "se");
    await scheduler(always).runPass();
    const mail = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "lesson")
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ language: "se", course: "alpha" });
  });
});
