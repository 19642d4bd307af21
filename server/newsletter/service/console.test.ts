// @vitest-environment node
/** The console's figures on both databases: the dashboard against what was done, an issue's progress
 * through pause, resume and the end of its send, and one subscriber's history. */
import { describe, expect, it, vi } from "vitest";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { claimDue, markRetry } from "../storage/outbox-claim.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const day = 24 * 60 * 60 * 1000;
const issueText = "# Spring news\n\nThe deadline is 4 May.";

describe.each(testDatabases())("the console's figures on $name", (database) => {
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 10, 24, 12) });

  const confirmed = (email: string, language: "en" | "se" = "en") =>
    confirmedSubscriber(t.service, t.db, email, language);
  const markIssueMails = (status: "sent" | "failed", limit: number) =>
    t.db
      .updateTable("outbox")
      .set({ status })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where("kind", "=", "issue")
          .where("status", "=", "pending")
          .limit(limit),
      )
      .execute();

  it("counts subscribers, the 90 days and the confirmation rate as they happened", async () => {
    t.clock -= 100 * day; // before the window: counted by state, not in the days
    await confirmed("old@example.org");
    t.clock += 98 * day;
    await confirmed("a@example.org");
    await t.service.subscribe({ email: "pending@example.org", language: "se", formVersion: "v1" });
    t.clock += day;
    await confirmed("b@example.org", "se");
    await t.service.recordMailEvent({ type: "hard", email: "b@example.org" }, "webhook");
    await t.service.recordMailEvent({ type: "complaint", email: "a@example.org" }, "webhook");
    t.clock += day;

    const dashboard = await t.service.dashboard();
    // a complained, which unsubscribes and forgets them (decision 031): counted among the
    // unsubscriptions, gone from the sign-up and confirmation series, which count rows as they are now.
    expect(dashboard.subscribers).toEqual([
      { status: "confirmed", language: "en", count: 1 },
      { status: "confirmed", language: "se", count: 1 },
      { status: "pending", language: "se", count: 1 },
      { status: "unsubscribed", language: "en", count: 1 },
    ]);
    expect(dashboard.days).toHaveLength(90);
    expect(dashboard.days.at(-1)?.date).toBe("2026-11-24");
    const [twoDaysAgo, yesterday, today] = dashboard.days.slice(-3);
    expect(twoDaysAgo).toEqual({
      date: "2026-11-22",
      signUps: 1,
      confirmations: 0,
      unsubscribes: 0,
      bounces: 0,
      complaints: 0,
    });
    expect(yesterday).toEqual({
      date: "2026-11-23",
      signUps: 1,
      confirmations: 1,
      unsubscribes: 1,
      bounces: 1,
      complaints: 1,
    });
    expect(today).toMatchObject({ signUps: 0, confirmations: 0 });
    expect(dashboard.days.reduce((sum, entry) => sum + entry.signUps, 0)).toBe(2);
    expect(dashboard.confirmationRate).toBeCloseTo(1 / 2);
    expect(dashboard.suppressed).toBe(2);
  });

  it("follows an issue through queueing, pause, resume and the end of its send", async () => {
    for (const name of ["a", "b", "c", "d"]) await confirmed(`${name}@example.org`);
    await t.db.updateTable("outbox").set({ status: "sent" }).execute(); // the welcome mails
    const begun = await t.service.beginIssue(issueText, "en");
    expect(begun).toMatchObject({ subject: "Spring news", status: "queueing", progress: { total: 0 } });
    await t.service.queueIssue(issueText, "en");
    const id = begun.id;
    expect((await t.service.issueSummary(id))?.progress).toEqual({
      total: 4,
      queued: 4,
      sent: 0,
      failed: 0,
      bounced: 0,
    });

    await markIssueMails("sent", 1);
    // One mail is out with a worker when the operator pauses; it comes back refused by the server.
    const [out] = await claimDue(t.db, {
      owner: "w",
      now: t.clock + day,
      leaseMs: 60_000,
      limit: 1,
      skipLocked: false,
    });
    const paused = await t.service.pauseIssue(id, true);
    expect(paused?.status).toBe("paused");
    const pausedMails = () =>
      t.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "issue")
        .where("status", "=", "paused")
        .execute();
    expect(await pausedMails()).toHaveLength(2);
    // Its retry is held back with the rest, not let past the pause.
    if (!out) throw new Error("no issue mail was due to claim");
    await markRetry(t.db, out, "w", t.clock, "451 try later");
    expect(await pausedMails()).toHaveLength(3);

    t.clock += 60_000;
    const before = await t.db
      .selectFrom("outbox")
      .select(["id", "next_attempt_at"])
      .where("status", "=", "paused")
      .execute();
    expect((await t.service.pauseIssue(id, false))?.status).toBe("sending");
    const after = await t.db
      .selectFrom("outbox")
      .select(["id", "next_attempt_at"])
      .where("kind", "=", "issue")
      .where("status", "=", "pending")
      .execute();
    // The schedule moved on by the pause, so the throttle's spacing holds.
    for (const row of after) {
      expect(row.next_attempt_at).toBe(
        (before.find((entry) => entry.id === row.id)?.next_attempt_at ?? 0) + 60_000,
      );
    }

    await markIssueMails("sent", 2);
    await markIssueMails("failed", 1);
    const mail = await t.db
      .selectFrom("outbox")
      .select(["id", "recipient"])
      .where("kind", "=", "issue")
      .where("status", "=", "sent")
      .executeTakeFirstOrThrow();
    await t.service.recordMailEvent({ type: "hard", email: mail.recipient, mailId: mail.id }, "webhook");
    const done = await t.service.issueSummary(id);
    expect(done).toMatchObject({
      status: "sent",
      progress: { total: 4, queued: 0, sent: 2, failed: 1, bounced: 1 },
    });
    expect(done?.bounceRate).toBeCloseTo(1 / 4);

    // Once finished, its counts are kept on the issue: the purge of old mail does not change them.
    await t.db.deleteFrom("outbox").where("kind", "=", "issue").execute();
    expect((await t.service.issueSummary(id))?.progress).toEqual(done?.progress);
    expect((await t.service.issueSummaries()).map((issue) => issue.id)).toEqual([id]);
  });

  it("shows one subscriber's history, oldest first, and finds nobody by an unknown address", async () => {
    await confirmed("reader@example.org");
    t.clock += day;
    await t.service.recordMailEvent(
      { type: "soft", email: "reader@example.org", reason: "mailbox full" },
      "webhook",
    );
    const record = await t.service.subscriberRecord("READER@example.org");
    expect(record).toMatchObject({ email: "reader@example.org", status: "confirmed", suppressed: false });
    expect(record?.history.map((entry) => entry.type)).toEqual([
      "signed-up",
      "confirmed",
      "mail-queued",
      "mail-queued",
      "soft",
    ]);
    expect(record?.history.at(-1)?.detail).toBe("webhook: mailbox full");
    expect(await t.service.subscriberRecord("nobody@example.org")).toBeUndefined();
  });
});
