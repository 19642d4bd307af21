// @vitest-environment node
/** The Courses screen's API: figures that equal the database's, pause and resume, a lesson's preview,
 * the course as a test to the operator, each action in the audit log. */
import { describe, expect, it, vi } from "vitest";
import type { CoursesOverview } from "#shared/console-api.ts";
import { consoleApi, courseApi } from "#shared/console-paths.ts";
import { consoleOnDatabase, consoleOperator as operator } from "#tests/support/console-on-database.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { type TestDatabase, testDatabases } from "#tests/support/test-databases.ts";
import { createCourseScheduler } from "../delivery/course-scheduler.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const courses = fixtureLibrary();

describe("the console's Courses API", () => {
  const t = consoleOnDatabase(database as TestDatabase, { start: Date.UTC(2026, 0, 7, 9), courses });
  const { post, get } = t;

  async function reader(email: string, language: "en" | "se") {
    await t.service.subscribe({
      email,
      language,
      formVersion: "v2",
      choices: { newsletter: false, courses: ["alpha"] },
    });
    const mail = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    await t.service.confirm(linkTokensOf(mail).confirmToken);
  }

  it("shows per course and language what the database holds, lesson by lesson", async () => {
    for (const name of ["a", "b", "c"]) await reader(`${name}@example.com`, "en");
    await reader("d@example.se", "se");
    const scheduler = createCourseScheduler({
      db: t.db,
      courses,
      schedule: { intervalMs: 1000, window: null },
      messageDomain: "x",
      linkKey: testLinkKey,
      now: () => t.clock,
    });
    await scheduler.runPass();
    // a's and b's lesson 1 go out; c's waits; a stops after lesson 1, b's lesson 1 bounces and b unsubscribes.
    const lessonMails = await t.db
      .selectFrom("outbox")
      .select(["id", "recipient", "payload"])
      .where("kind", "=", "lesson")
      .execute();
    const of = (email: string) => lessonMails.find((mail) => mail.recipient === email);
    await t.db
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("id", "in", [of("a@example.com")?.id ?? "", of("b@example.com")?.id ?? ""])
      .execute();
    await t.service.stopCourse(linkTokensOf({ id: of("a@example.com")?.id ?? "" }).stopCourseToken);
    await t.service.recordMailEvent({ type: "soft", mailId: of("b@example.com")?.id }, "webhook");
    await t.service.unsubscribe(linkTokensOf({ id: of("b@example.com")?.id ?? "" }).unsubscribeToken);

    const overview = (await get(courseApi.courses)).json() as CoursesOverview;
    const alpha = overview.courses.find((course) => course.course === "alpha");
    const english = alpha?.languages.find((each) => each.language === "en");
    const statuses = await t.db
      .selectFrom("enrolments")
      .select(["status", "language"])
      .where("course", "=", "alpha")
      .execute();
    const count = (status: string) =>
      statuses.filter((row) => row.language === "en" && row.status === status).length;
    // b unsubscribed, so b is forgotten (decision 031): b's enrolment is gone from the database, yet the
    // screen still counts it, stopped after lesson 1, in its anonymous tallies (decision 036).
    expect([count("active"), count("stopped")]).toEqual([1, 1]);
    expect(english).toMatchObject({ enrolled: 3, active: 1, stopped: 2, finished: 0 });
    expect(english?.lessons[0]).toEqual({
      lesson: "l1",
      title: "Lesson l1 (en)",
      position: 1,
      sent: 2,
      bounced: 1,
      complained: 0,
      stoppedAfter: 1,
      unsubscribedAfter: 1,
      leftOtherwise: 0,
    });
    expect(alpha?.languages.find((each) => each.language === "se")).toMatchObject({ enrolled: 1, active: 1 });
    // Each language names the course in its own words (issue 53); c, stopped by an operator, is counted
    // where it left: after the lessons it had been sent (before lesson 1 if none).
    expect(english?.title).toBe("alpha (en)");
    expect(alpha?.languages.find((each) => each.language === "se")?.title).toBe("alpha (se)");
    const c = await t.service.subscriberIdOf("c@example.com");
    expect(await t.service.stopReaderCourse(c ?? "", "alpha")).toBeTruthy();
    const { lessons_sent: sentToC } = await t.db
      .selectFrom("enrolments")
      .select("lessons_sent")
      .where("subscriber_id", "=", c ?? "")
      .where("course", "=", "alpha")
      .executeTakeFirstOrThrow();
    const after = (await get(courseApi.courses)).json() as CoursesOverview;
    const englishAfter = after.courses
      .find((course) => course.course === "alpha")
      ?.languages.find((each) => each.language === "en");
    const otherwise = [englishAfter?.beforeFirstLesson, ...(englishAfter?.lessons ?? [])].map(
      (row) => row?.leftOtherwise,
    );
    expect(otherwise).toEqual(otherwise.map((_, index) => (index === sentToC ? 1 : 0)));
  });

  it("pauses and resumes a course, previews a lesson, mails the course to the operator, and audits each", async () => {
    expect((await post(courseApi.pause("alpha"), {})).json()).toMatchObject({
      course: "alpha",
      paused: true,
    });
    t.clock += 1000;
    expect((await post(courseApi.resume("alpha"), {})).json()).toMatchObject({ paused: false });
    t.clock += 1000;
    expect((await post(courseApi.pause("gamma"), {})).statusCode).toBe(404);
    const preview = await post(courseApi.preview, { course: "alpha", language: "se", lesson: "l2" });
    expect(preview.json().subject).toContain("Lesson l2 (se)");
    const frame = await get(preview.json().htmlUrl);
    expect(frame.body).toContain("Body of l2 in se.");
    const test = await post(courseApi.test, { course: "beta", language: "en" });
    expect([test.statusCode, test.json()]).toEqual([202, { status: "queued", lessons: 2 }]);
    const tests = await t.db
      .selectFrom("outbox")
      .select(["recipient", "kind"])
      .where("kind", "=", "lesson-test")
      .execute();
    expect(tests).toEqual([
      { recipient: operator, kind: "lesson-test" },
      { recipient: operator, kind: "lesson-test" },
    ]);
    const audit = (await post(consoleApi.audit, {})).json().entries as { action: string; detail: string }[];
    const courseActions = audit.filter((entry) => entry.action.startsWith("course-"));
    expect(courseActions.map((entry) => [entry.action, entry.detail])).toEqual([
      ["course-test", "beta (en): 2 lessons"],
      ["course-resume", "alpha"],
      ["course-pause", "alpha"],
    ]);
  });
});
