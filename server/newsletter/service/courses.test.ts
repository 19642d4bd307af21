// @vitest-environment node
/** Enrolling and leaving a course through the service, on both databases: what the confirm link carries,
 * the same answer for every address, and every way a course stops. */
import { describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";
import { addressHash } from "../domain/addresses.ts";
import type { SignUpChoices } from "../domain/courses.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe.each(testDatabases())("courses in the service on $name", (database) => {
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 0, 7, 9) });

  const schedule = { intervalMs: 60_000, window: null };
  const pass = () =>
    createCourseScheduler({
      db: t.db,
      courses: fixtureLibrary(),
      schedule,
      messageDomain: "x",
      linkKey: testLinkKey,
      now: () => t.clock,
    }).runPass();

  async function payloads(email: string, kind: string) {
    const rows = await t.db
      .selectFrom("outbox")
      .select(["id", "payload", "status"])
      .where("recipient", "=", email)
      .where("kind", "=", kind as never)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({
      ...(JSON.parse(row.payload) as MailPayload),
      ...linkTokensOf(row),
      status: row.status,
    }));
  }
  async function signUp(email: string, choices: SignUpChoices) {
    await t.service.subscribe({ email, language: "en", formVersion: "v2", choices });
    t.clock += 1000;
    return (await payloads(email, "confirm")).at(-1)?.confirmToken as string;
  }
  const enrolments = (email: string) =>
    t.db
      .selectFrom("enrolments")
      .innerJoin("subscribers", "subscribers.id", "enrolments.subscriber_id")
      .selectAll("enrolments")
      .where("subscribers.email", "=", email)
      .orderBy("course")
      .execute();
  const subscriber = (email: string) =>
    t.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("keeps exactly what was chosen, and when, and enrols on confirmation only", async () => {
    const signedUpAt = t.clock;
    const token = await signUp("ada@example.com", { newsletter: false, courses: ["alpha", "beta"] });
    const [confirmMail] = await payloads("ada@example.com", "confirm");
    expect(confirmMail?.choices).toEqual({ newsletter: false, courses: ["alpha", "beta"] });
    expect(await enrolments("ada@example.com")).toEqual([]);
    await t.service.confirm(token);
    expect(await enrolments("ada@example.com")).toMatchObject([
      {
        course: "alpha",
        status: "active",
        requested_at: signedUpAt,
        form_version: "v2",
        confirmed_at: t.clock,
      },
      { course: "beta", status: "active", requested_at: signedUpAt, form_version: "v2" },
    ]);
    // A course alone: confirmed, but no newsletter and no welcome mail (lesson 1 is the welcome).
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 0 });
    expect(await payloads("ada@example.com", "welcome")).toEqual([]);
    expect(await t.service.exportSubscriber("ada@example.com")).toMatchObject({
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
    await t.service.confirm(await signUp("ada@example.com", { newsletter: true, courses: [] }));
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 1 });
    const answers = [
      await t.service.subscribe({
        email: "ada@example.com",
        language: "en",
        formVersion: "v2",
        choices: { newsletter: false, courses: ["alpha"] },
      }),
      await t.service.subscribe({
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
    await t.service.confirm(mails[1]?.confirmToken as string);
    expect(await enrolments("ada@example.com")).toMatchObject([{ course: "alpha", status: "active" }]);
    // Still subscribed to the newsletter: not asking for it again is not an unsubscription.
    expect(await subscriber("ada@example.com")).toMatchObject({ status: "confirmed", newsletter: 1 });
  });

  it("sends issues only to those who chose the newsletter", async () => {
    await t.service.confirm(await signUp("news@example.com", { newsletter: true, courses: ["alpha"] }));
    await t.service.confirm(await signUp("course@example.com", { newsletter: false, courses: ["alpha"] }));
    await t.service.queueIssue("# Issue 1\n\nText.", "en");
    expect(await payloads("news@example.com", "issue")).toHaveLength(1);
    expect(await payloads("course@example.com", "issue")).toHaveLength(0);
  });

  it("stops one course with its link, cancels its lesson waiting in the outbox, and keeps the rest", async () => {
    await t.service.confirm(
      await signUp("ada@example.com", { newsletter: true, courses: ["alpha", "beta"] }),
    );
    await pass();
    const [alphaLesson] = await payloads("ada@example.com", "lesson");
    expect(await t.service.stopCourse(alphaLesson?.stopCourseToken as string)).toMatchObject({
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
    expect(await t.service.stopCourse("A".repeat(43))).toEqual({ status: "invalid" });
    // Intervals later (the e2e test does not wait for them): the other course goes on, the stopped one
    // gets nothing more.
    await t.db.updateTable("outbox").set({ status: "sent" }).where("status", "=", "pending").execute();
    t.clock += 5 * schedule.intervalMs;
    expect((await pass()).queued).toBe(1);
    const later = await payloads("ada@example.com", "lesson");
    expect(later.filter((lesson) => lesson.status === "pending").map((lesson) => lesson.lesson)).toEqual([
      "b2",
    ]);
    expect(await enrolments("ada@example.com")).toMatchObject([
      { course: "alpha", status: "stopped", lessons_sent: 1 },
      { course: "beta", status: "active", lessons_sent: 2 },
    ]);
  });

  /** The Courses screen's kept counts of one course, measure by measure (zeros left out). */
  async function tallies(course: string) {
    const rows = await t.db.selectFrom("course_tallies").selectAll().where("course", "=", course).execute();
    return Object.fromEntries(
      rows.filter((row) => Number(row.count) !== 0).map((row) => [row.measure, Number(row.count)]),
    );
  }

  it("stops every course on unsubscribe, then forgets the reader; the screen's counts stay, anonymous", async () => {
    await t.service.confirm(
      await signUp("ada@example.com", { newsletter: false, courses: ["alpha", "beta"] }),
    );
    await pass();
    const [lesson] = await payloads("ada@example.com", "lesson");
    await t.service.unsubscribe(lesson?.unsubscribeToken as string);
    // Forgotten (decision 031): no subscriber, no enrolment, no lesson row, no mail, no link.
    expect(await t.db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("enrolments").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("enrolment_lessons").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("tokens").selectAll().execute()).toEqual([]);
    // The courses were stopped first: "unsubscribed after lesson 1" is still counted, with nobody named.
    expect(await tallies("alpha")).toEqual({
      "status:stopped": 1,
      "left:1:unsubscribed": 1,
      "queued:l1": 1,
    });
    expect(await tallies("beta")).toMatchObject({ "status:stopped": 1, "left:1:unsubscribed": 1 });
    t.clock += 3_600_000;
    expect((await pass()).queued).toBe(0);
  });

  it("stops every course when the address complains, then forgets the reader, counting them as suppressed", async () => {
    await t.service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha"] }));
    await t.service.recordMailEvent({ type: "complaint", email: "ada@example.com" }, "webhook");
    expect(await enrolments("ada@example.com")).toEqual([]);
    expect(await tallies("alpha")).toEqual({ "status:stopped": 1, "left:0:suppressed": 1 });
  });

  it("stops every course when the address bounces hard, and queues no lesson to a suppressed address", async () => {
    await t.service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha"] }));
    await t.service.recordMailEvent({ type: "hard", email: "ada@example.com" }, "webhook");
    expect(await enrolments("ada@example.com")).toMatchObject([
      { status: "stopped", stop_reason: "suppressed" },
    ]);
    // An address suppressed by other means (an erasure of an old subscription, a bounce recorded by
    // address alone) with an enrolment still due: the scheduler stops it rather than queue a lesson.
    await t.service.confirm(await signUp("bob@example.com", { newsletter: false, courses: ["alpha"] }));
    await t.db
      .insertInto("suppressions")
      .values({ address_hash: addressHash("bob@example.com"), created_at: t.clock })
      .execute();
    expect((await pass()).queued).toBe(0);
    expect(await payloads("bob@example.com", "lesson")).toEqual([]);
    expect(await enrolments("bob@example.com")).toMatchObject([
      { status: "stopped", stop_reason: "suppressed", lessons_sent: 0 },
    ]);
  });

  it("erases the enrolments with the person", async () => {
    await t.service.confirm(await signUp("ada@example.com", { newsletter: true, courses: ["alpha"] }));
    await pass();
    await t.service.erase("ada@example.com");
    expect(await t.db.selectFrom("enrolments").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("enrolment_lessons").selectAll().execute()).toEqual([]);
  });

  it("resumes a stopped course where it stopped when asked for and confirmed again", async () => {
    await t.service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    await pass();
    const [lesson] = await payloads("ada@example.com", "lesson");
    await t.db.updateTable("outbox").set({ status: "sent" }).where("kind", "=", "lesson").execute();
    await t.service.stopCourse(lesson?.stopCourseToken as string);
    await t.service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    await pass();
    const sent = await t.db.selectFrom("enrolment_lessons").select("lesson").orderBy("position").execute();
    expect(sent.map((row) => row.lesson)).toEqual(["l1", "l2"]);
  });

  it("lets a stop link stop only its own enrolment, and not once that enrolment has ended (issue 39)", async () => {
    await t.service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    await pass();
    const [first] = await payloads("ada@example.com", "lesson");
    await t.db.updateTable("outbox").set({ status: "sent" }).where("kind", "=", "lesson").execute();
    expect(await t.service.stopCourse(first?.stopCourseToken as string)).toMatchObject({ status: "stopped" });
    // Asked for again: the old mail's link no longer stops the course.
    await t.service.confirm(await signUp("ada@example.com", { newsletter: false, courses: ["alpha"] }));
    expect(await t.service.stopCourse(first?.stopCourseToken as string)).toEqual({ status: "invalid" });
    expect(await enrolments("ada@example.com")).toMatchObject([{ course: "alpha", status: "active" }]);
    // The new enrolment's own lesson mail stops it.
    t.clock += 60_000;
    await pass();
    const second = (await payloads("ada@example.com", "lesson")).at(-1);
    expect(await t.service.stopCourse(second?.stopCourseToken as string)).toMatchObject({
      status: "stopped",
    });
    // Pressed again: still stopped, nothing else changes.
    expect(await t.service.stopCourse(second?.stopCourseToken as string)).toMatchObject({
      status: "stopped",
    });
  });

  /** What forgotten readers (unsubscribed, complained) still add to the counts: their rows are gone. */
  const forgotten = new Map<string, number>();
  /** Notes what a reader's rows add up to, as stopped for `reason`, before they are forgotten. */
  async function willForget(email: string, reason: string) {
    const note = (key: string) => forgotten.set(key, (forgotten.get(key) ?? 0) + 1);
    for (const row of await enrolments(email)) {
      const status = row.status === "active" ? "stopped" : row.status;
      note(`${row.course}|${row.language}|status:${status}`);
      if (status === "stopped")
        note(`${row.course}|${row.language}|left:${row.lessons_sent}:${row.stop_reason ?? reason}`);
      const lessons = await t.db
        .selectFrom("enrolment_lessons")
        .selectAll()
        .where("enrolment_id", "=", row.id)
        .execute();
      for (const lesson of lessons) note(`${lesson.course}|${lesson.language}|queued:${lesson.lesson}`);
    }
  }

  /** The tallies the Courses screen reads, against counts made from the rows themselves and from what
   * forgotten readers left behind. */
  async function expectTalliesMatchRows() {
    const counted = new Map<string, number>(forgotten);
    const add = (key: string, n: number) => counted.set(key, (counted.get(key) ?? 0) + n);
    for (const row of await t.db.selectFrom("enrolments").selectAll().execute()) {
      add(`${row.course}|${row.language}|status:${row.status}`, 1);
      if (row.status === "stopped")
        add(`${row.course}|${row.language}|left:${row.lessons_sent}:${row.stop_reason}`, 1);
    }
    for (const row of await t.db.selectFrom("enrolment_lessons").selectAll().execute()) {
      add(`${row.course}|${row.language}|queued:${row.lesson}`, 1);
    }
    const kept = new Map<string, number>();
    for (const row of await t.db.selectFrom("course_tallies").selectAll().execute()) {
      if (Number(row.count) !== 0)
        kept.set(`${row.course}|${row.language}|${row.measure}`, Number(row.count));
    }
    expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(counted));
  }

  it("keeps the Courses screen's tallies equal to the rows through every change", async () => {
    const step = async () => {
      t.clock += 120_000;
      await pass();
      await t.db.updateTable("outbox").set({ status: "sent" }).where("status", "=", "pending").execute();
    };
    for (const name of ["a", "b", "c", "d", "e"]) {
      await t.service.confirm(
        await signUp(`${name}@example.com`, { newsletter: false, courses: ["alpha", "beta"] }),
      );
    }
    for (let i = 0; i < 3; i++) await step();
    await expectTalliesMatchRows();
    const lessonOf = async (email: string) => (await payloads(email, "lesson")).at(-1) as MailPayload;
    await t.service.stopCourse((await lessonOf("a@example.com")).stopCourseToken as string);
    await willForget("b@example.com", "unsubscribed");
    await t.service.unsubscribe((await lessonOf("b@example.com")).unsubscribeToken as string);
    await willForget("c@example.com", "suppressed");
    await t.service.recordMailEvent({ type: "complaint", email: "c@example.com" }, "webhook");
    await t.service.erase("d@example.com");
    await expectTalliesMatchRows();
    for (let i = 0; i < 6; i++) await step();
    // e finished both; asks for beta again (starts over); a asks for alpha again (resumes).
    await t.service.confirm(await signUp("e@example.com", { newsletter: false, courses: ["beta"] }));
    await t.service.confirm(await signUp("a@example.com", { newsletter: false, courses: ["alpha"] }));
    await step();
    await expectTalliesMatchRows();
    // b, unsubscribed (forgotten), signs up again and never confirms: the purge deletes b.
    await signUp("b@example.com", { newsletter: true, courses: [] });
    t.clock += 8 * 86_400_000;
    await t.service.purgeStale();
    expect(await enrolments("b@example.com")).toEqual([]);
    await expectTalliesMatchRows();
  });
});
