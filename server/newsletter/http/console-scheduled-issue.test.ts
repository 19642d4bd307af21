// @vitest-environment node
/** Issue 40's composer on every test database (decision 051): an issue scheduled for later is queued by
 * nobody before its time, survives a restart (it is a row, not a timer), and once due is queued by two
 * servers at once with one mail per reader; an issue to a course's readers reaches only them. The clock
 * is the services' own: nothing sleeps on real time. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IssuePreview, IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { consoleOnDatabase } from "#tests/support/console-on-database.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { testDatabases } from "#tests/support/test-databases.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const courses = fixtureLibrary();
const markdown = "# December news\n\nThe year ends.";

describe.each(testDatabases())("scheduled and course issues on $name", (database) => {
  const t = consoleOnDatabase(database, { start: Date.UTC(2026, 11, 1, 9), courses });
  const { post } = t;
  /** One server's service: its own instance id, the shared database and clock. */
  const server = () => t.anotherService();
  const issueMails = () =>
    t.db.selectFrom("outbox").select(["recipient"]).where("kind", "=", "issue").execute();
  beforeEach(async () => {
    for (const name of ["a", "b", "c"]) await confirmedSubscriber(t.service, t.db, `${name}@example.com`);
  });

  it("waits for its time, survives a restart, and is queued once by two servers", async () => {
    const at = t.clock + 3_600_000;
    const tooSoon = await post(consoleApi.issueSend, {
      language: "en",
      markdown,
      scheduleAt: new Date(t.clock).toISOString(),
    });
    expect(tooSoon.json()).toEqual({ error: "bad_schedule" });
    const sent = await post(consoleApi.issueSend, {
      language: "en",
      markdown,
      scheduleAt: new Date(at).toISOString(),
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ status: "scheduled", scheduledAt: new Date(at).toISOString() });

    // A restart: new servers, the same database. Before the time nobody queues it, even when asked.
    const [one, two] = [server(), server()];
    t.clock = at - 1000;
    expect(await one.unfinishedIssues()).toEqual([]);
    expect((await two.queueIssue(markdown, "en")).queued).toBe(0);
    expect(await issueMails()).toEqual([]);

    t.clock = at + 1000;
    const due = await one.unfinishedIssues();
    expect(due).toHaveLength(1);
    expect(await two.unfinishedIssues()).toHaveLength(1);
    await Promise.all(
      [one, two].map((each) => each.queueIssue(markdown, "en", undefined, due[0]?.audience_course)),
    );
    const recipients = (await issueMails()).map((mail) => mail.recipient).sort();
    expect(recipients).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(await one.unfinishedIssues()).toEqual([]);
    const summary = (await one.issueSummaries())[0] as IssueSummary;
    expect(summary.status).not.toBe("scheduled");
  });

  it("goes to the newsletter's readers of one course only", async () => {
    const service = server();
    await service.subscribe({
      email: "learner@example.com",
      language: "en",
      formVersion: "v2",
      choices: { newsletter: true, courses: ["alpha"] },
    });
    const mail = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", "learner@example.com")
      .executeTakeFirstOrThrow();
    await service.confirm(linkTokensOf(mail).confirmToken);
    // A course's reader who did not ask for the newsletter gets no issue (decision 037).
    await service.subscribe({
      email: "course-only@example.com",
      language: "en",
      formVersion: "v2",
      choices: { newsletter: false, courses: ["alpha"] },
    });
    const other = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", "course-only@example.com")
      .executeTakeFirstOrThrow();
    await service.confirm(linkTokensOf(other).confirmToken);

    const preview = (
      await post(consoleApi.issuePreview, { language: "en", markdown, course: "alpha" })
    ).json();
    expect((preview as IssuePreview).readers).toBe(1);
    expect(
      (await post(consoleApi.issuePreview, { language: "en", markdown, course: "nope" })).statusCode,
    ).toBe(400);
    const sent = await post(consoleApi.issueSend, { language: "en", markdown, course: "alpha" });
    expect(sent.json()).toMatchObject({ audienceCourse: "alpha" });
    await vi.waitFor(async () => expect(await issueMails()).toHaveLength(1));
    expect((await issueMails())[0]?.recipient).toBe("learner@example.com");
  });
});
