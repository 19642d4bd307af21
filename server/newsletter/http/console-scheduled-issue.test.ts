// @vitest-environment node
/** Issue 40's composer on every test database (decision 051): an issue scheduled for later is queued by
 * nobody before its time, survives a restart (it is a row, not a timer), and once due is queued by two
 * servers at once with one mail per reader; an issue to a course's readers reaches only them. The clock
 * is the services' own: nothing sleeps on real time. */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { IssuePreview, IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { createNewsletterService, type NewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { consoleRoutes } from "./console-routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";
const courses = fixtureLibrary();
const markdown = "# December news\n\nThe year ends.";

describe.each(testDatabases())("scheduled and course issues on $name", (database) => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  let clock = Date.UTC(2026, 11, 1, 9);
  let cookie = "";

  /** One server's service: its own instance id, the shared database and clock. */
  const server = (): NewsletterService =>
    createNewsletterService({
      db,
      messageDomain: "skattlyktan.example",
      linkKey: testLinkKey,
      admins: [operator],
      publicOrigin: origin,
      courses,
      now: () => clock,
    });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: "POST", url, payload: payload as object, headers: { origin, cookie } });
  const issueMails = () =>
    db.selectFrom("outbox").select(["recipient"]).where("kind", "=", "issue").execute();

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await app?.close();
    await db.destroy();
    await database.cleanUp();
  });
  beforeEach(async () => {
    await app?.close();
    await emptyTables(db);
    clock = Date.UTC(2026, 11, 1, 9);
    const first = server();
    app = Fastify();
    await app.register(consoleRoutes, {
      service: first,
      publicOrigin: origin,
      log: () => {},
      rateLimit: false,
    });
    cookie = "";
    await post(consoleApi.signInRequest, { email: operator });
    const link = () => db.selectFrom("outbox").select("id").where("kind", "=", "operator-sign-in");
    await vi.waitFor(async () => expect(await link().execute()).toHaveLength(1));
    const signedIn = await post(consoleApi.signInComplete, {
      token: linkTokensOf(await link().executeTakeFirstOrThrow()).signInToken,
    });
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0] as string;
    for (const name of ["a", "b", "c"]) await confirmedSubscriber(first, db, `${name}@example.com`);
  });

  it("waits for its time, survives a restart, and is queued once by two servers", async () => {
    const at = clock + 3_600_000;
    const tooSoon = await post(consoleApi.issueSend, {
      language: "en",
      markdown,
      scheduleAt: new Date(clock).toISOString(),
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
    clock = at - 1000;
    expect(await one.unfinishedIssues()).toEqual([]);
    expect((await two.queueIssue(markdown, "en")).queued).toBe(0);
    expect(await issueMails()).toEqual([]);

    clock = at + 1000;
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
    const mail = await db
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
    const other = await db
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
