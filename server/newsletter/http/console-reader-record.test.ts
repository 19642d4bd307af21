// @vitest-environment node
/** Issue 40's record, on every test database: it says what the reader gets (the newsletter since when,
 * each course at lesson n of m with its next date), names each lesson mail by course and lesson, and
 * the operator's Stop ends one course (audited), as the reader's own link would. */
import { describe, expect, it, vi } from "vitest";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { consoleOnDatabase } from "#tests/support/console-on-database.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const courses = fixtureLibrary();
const day = 86_400_000;

describe.each(testDatabases())("a reader's record on $name", (database) => {
  const t = consoleOnDatabase(database, { start: Date.UTC(2026, 0, 7, 9), courses });
  const { post } = t;

  it("says what the reader gets, names each lesson mail, and stops one course", async () => {
    const email = "reader@example.com";
    await t.service.subscribe({
      email,
      language: "en",
      formVersion: "v2",
      choices: { newsletter: true, courses: ["alpha"] },
    });
    const confirm = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    await t.service.confirm(linkTokensOf(confirm).confirmToken);
    const scheduler = createCourseScheduler({
      db: t.db,
      courses,
      schedule: { intervalMs: 2 * day, window: null },
      messageDomain: "x",
      linkKey: testLinkKey,
      now: () => t.clock,
      log: () => {},
    });
    await scheduler.runPass();
    await t.db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: t.clock })
      .where("kind", "=", "lesson")
      .execute();

    const record = (await post(consoleApi.subscriberFind, { email })).json() as SubscriberRecord;
    expect(record.newsletter).toEqual({ subscribed: true, since: new Date(t.clock).toISOString() });
    const enrolment = await t.db.selectFrom("enrolments").selectAll().executeTakeFirstOrThrow();
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
    expect(Number(enrolment.next_due_at)).toBeGreaterThan(t.clock);
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
    const audit = await t.db
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
