// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { claimDue } from "../storage/outbox-claim.ts";
import { createTransport, type MailTransport } from "./transport.ts";
import { createOutboxWorker, type OutboxWorker } from "./worker.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const origin = "https://www.skattlyktan.example";
const leaseMs = 60_000;
const dkimKey = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({
  type: "pkcs1",
  format: "pem",
}) as string;

function header(
  mail: { headerLines: readonly { key: string; line: string }[] },
  name: string,
): string | undefined {
  return mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, " ");
}

describe.each(testDatabases())("outbox worker on $name", (database) => {
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 0, 1) });
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];
  const transports: MailTransport[] = [];
  const log: string[] = [];

  function worker(dkim = false) {
    const transport = createTransport({
      smtpUrl: smtp.url,
      outboxDirectory: "",
      mailFrom: "Skattlyktan <newsletter@skattlyktan.example>",
      dkim: dkim
        ? { domainName: "skattlyktan.example", keySelector: "mail2026", privateKey: dkimKey }
        : undefined,
      log: (line) => log.push(line),
    });
    transports.push(transport);
    const created = createOutboxWorker({
      linkKey: testLinkKey,
      db: t.db,
      transport,
      publicOrigin: origin,
      skipLocked: database.target.kind === "postgres",
      now: () => t.clock,
      log: (line) => log.push(line),
      leaseMs,
      backoffBaseMs: 10_000,
      pollMs: 50,
    });
    workers.push(created);
    return created;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await Promise.all(workers.map((each) => each.stop()));
    for (const transport of transports) transport.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    smtp.refuseWith = undefined;
  });

  it("sends the confirmation in the reader's language, both parts, list headers and a DKIM signature", async () => {
    await t.service.subscribe({ email: "ada@example.com", language: "se", formVersion: "v1" });
    const row = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    const { confirmToken, unsubscribeToken } = linkTokensOf(row);
    expect(await worker(true).runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Bekräfta din prenumeration på Skattlyktan");
    expect(mail?.messageId).toBe(row.message_id);
    expect(mail?.text).toContain(`${origin}/se/confirm?token=${confirmToken}`);
    expect(mail?.text).toContain(`${origin}/se/unsubscribe?token=${unsubscribeToken}`);
    expect(mail?.html).toContain(`href="${origin}/se/confirm?token=${confirmToken}"`);
    expect(mail?.html).toContain('lang="sv"');
    expect(header(mail as never, "list-unsubscribe")).toBe(
      `List-Unsubscribe: <${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=se>`,
    );
    expect(header(mail as never, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(header(mail as never, "dkim-signature")).toMatch(/d=skattlyktan\.example;.*s=mail2026;/s);
    const sent = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    // Sent at once, and the raw tokens are gone from the database.
    expect(sent).toMatchObject({
      status: "sent",
      sent_at: t.clock,
      payload: "{}",
      lease_owner: null,
      attempts: 0,
    });
  });

  it("sends the welcome mail after confirming, without DKIM when none is configured", async () => {
    await t.service.subscribe({ email: "bo@example.com", language: "en", formVersion: "v1" });
    const { confirmToken } = linkTokensOf(
      await t.db.selectFrom("outbox").select("id").executeTakeFirstOrThrow(),
    );
    await t.service.confirm(confirmToken);
    const sender = worker();
    expect(await sender.runOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    // Sent side by side (the worker's concurrency), so in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Confirm your subscription to Skattlyktan",
      "Welcome to Skattlyktan’s newsletter",
    ]);
    const welcome = mails.find((mail) => mail.subject?.startsWith("Welcome"));
    expect(welcome?.text).toContain("You are subscribed");
    expect(header(welcome as never, "dkim-signature")).toBeUndefined();
  });

  it("keeps a mail the SMTP server refused (421) and sends it after the backoff", async () => {
    await t.service.subscribe({ email: "cy@example.com", language: "en", formVersion: "v1" });
    const sender = worker();
    smtp.refuseWith = 421;
    expect(await sender.runOnce()).toBe(1);
    const waiting = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: t.clock + 10_000 });
    expect(waiting.last_error).toMatch(/421/);
    smtp.refuseWith = undefined;
    expect(await sender.runOnce()).toBe(0);
    t.clock += 10_000;
    expect(await sender.runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(await t.db.selectFrom("outbox").select(["status", "attempts"]).executeTakeFirstOrThrow()).toEqual({
      status: "sent",
      attempts: 1,
    });
  });

  it("gives up on a permanent refusal (550)", async () => {
    await t.service.subscribe({ email: "dee@example.com", language: "en", formVersion: "v1" });
    smtp.refuseWith = 550;
    await worker().runOnce();
    expect(await t.db.selectFrom("outbox").select(["status", "payload"]).executeTakeFirstOrThrow()).toEqual({
      status: "failed",
      payload: "{}",
    });
  });

  it("records the hand-over before the mark; on PostgreSQL its commit leaves with the mark", async () => {
    await t.service.subscribe({ email: "mark@example.com", language: "en", formVersion: "v1" });
    const postgres = database.target.kind === "postgres";
    const handedOver = async () =>
      (
        await t.db
          .selectFrom("outbox")
          .select("handed_over_at")
          .where("recipient", "=", "mark@example.com")
          .executeTakeFirstOrThrow()
      ).handed_over_at;
    const seen: (number | null)[] = [];
    const marking = createOutboxWorker({
      db: t.db,
      publicOrigin: origin,
      linkKey: testLinkKey,
      skipLocked: postgres,
      now: () => t.clock,
      log: () => {},
      leaseMs,
      transport: {
        send: async (_mail, onHandOver) => {
          const release = await onHandOver?.();
          expect(typeof release).toBe(postgres ? "function" : "undefined");
          seen.push(await handedOver()); // before the mark: committed on SQLite, still open on PostgreSQL
          release?.();
          await vi.waitFor(async () => expect(await handedOver()).toBe(t.clock));
        },
        close: () => {},
      },
    });
    expect(await marking.runOnce()).toBe(1);
    expect(seen).toEqual([postgres ? null : t.clock]);
  });

  it("does not send again what a dead worker handed over, and sends what it had not", async () => {
    await t.service.subscribe({ email: "handed@example.com", language: "en", formVersion: "v1" });
    await t.service.subscribe({ email: "started@example.com", language: "en", formVersion: "v1" });
    // A worker that dies mid-send: one mail after its hand-over record, one before.
    const dying = createOutboxWorker({
      linkKey: testLinkKey,
      db: t.db,
      publicOrigin: origin,
      skipLocked: database.target.kind === "postgres",
      now: () => t.clock,
      log: () => {},
      leaseMs,
      transport: {
        send: async (mail, onHandOver) => {
          // The mark let go: on PostgreSQL that sends the hand-over's commit (worker.ts).
          if (mail.to === "handed@example.com") (await onHandOver?.())?.();
          await new Promise(() => {}); // killed here
        },
        close: () => {},
      },
    });
    void dying.runOnce();
    await vi.waitFor(async () => {
      const handed = await t.db
        .selectFrom("outbox")
        .select("handed_over_at")
        .where("recipient", "=", "handed@example.com")
        .executeTakeFirstOrThrow();
      expect(handed.handed_over_at).toBe(t.clock);
    });

    t.clock += leaseMs + 1;
    expect(await worker().runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ text: "started@example.com" });
    const rows = await t.db
      .selectFrom("outbox")
      .select(["recipient", "status", "sent_at"])
      .orderBy("recipient")
      .execute();
    expect(rows).toEqual([
      { recipient: "handed@example.com", status: "sent", sent_at: t.clock - leaseMs - 1 },
      { recipient: "started@example.com", status: "sent", sent_at: t.clock },
    ]);
    // The test server keeps a message before it answers the end of its data: once runOnce is done,
    // every mail it sent is in smtp.messages.
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends once when a worker died between claiming and sending", async () => {
    await t.service.subscribe({ email: "eve@example.com", language: "en", formVersion: "v1" });
    // Twelve workers in a row die holding it: crashes are not failed attempts, so it is not given up.
    for (let crash = 0; crash < 12; crash++) {
      const owner = `crashed${crash}`;
      const claimed = await claimDue(t.db, { owner, now: t.clock, leaseMs, limit: 10, skipLocked: false });
      expect(claimed).toHaveLength(1);
      if (crash < 11) t.clock += leaseMs + 1;
    }
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    t.clock += leaseMs + 1;
    expect(await survivor.runOnce()).toBe(1);
    expect(await survivor.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const row = await t.db.selectFrom("outbox").select(["status", "attempts"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "sent", attempts: 0 });
  });

  it("never sends one row twice when two workers run at once", async () => {
    for (let index = 0; index < 12; index++) {
      await t.service.subscribe({ email: `p${index}@example.com`, language: "en", formVersion: "v1" });
    }
    const counts = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    const more = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect([...counts, ...more].reduce((sum, count) => sum + count, 0)).toBe(12);
    await smtp.waitFor(12);
    const ids = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(12);
  });

  it("cancels a queued issue mail once the reader unsubscribed or was erased", async () => {
    for (const email of ["q1@example.com", "q2@example.com"]) {
      await confirmedSubscriber(t.service, t.db, email);
    }
    await t.db.deleteFrom("outbox").execute();
    await t.service.queueIssue("# Issue\n\nHello <b>there</b>.\n", "en", 0);
    // Taken straight to the database, as a race with the worker's claim would leave it.
    await t.db
      .updateTable("subscribers")
      .set({ status: "unsubscribed" })
      .where("email_key", "=", "q1@example.com")
      .execute();
    expect(await worker().runOnce()).toBe(2);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ text: "q2@example.com" });
    expect(mail?.subject).toBe("Issue");
    expect(mail?.html).toContain("Hello &#60;b&#62;there&#60;/b&#62;.");
    const statuses = await t.db
      .selectFrom("outbox")
      .select(["recipient", "status"])
      .orderBy("recipient")
      .execute();
    expect(statuses).toEqual([
      { recipient: "q1@example.com", status: "cancelled" },
      { recipient: "q2@example.com", status: "sent" },
    ]);
  });

  it("starts, is woken by a sign-up, and stops gracefully", async () => {
    const sender = worker();
    const woken = t.anotherService({ onMailQueued: () => sender.wake() });
    sender.start();
    await woken.subscribe({ email: "fay@example.com", language: "en", formVersion: "v1" });
    await smtp.waitFor(1);
    await sender.stop();
    await woken.subscribe({ email: "gus@example.com", language: "en", formVersion: "v1" });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(smtp.messages).toHaveLength(1);
  });

  it("on stop, finishes the mails being sent and hands back the rest of its batch", async () => {
    for (const email of ["s1@example.com", "s2@example.com", "s3@example.com"]) {
      await t.service.subscribe({ email, language: "en", formVersion: "v1" });
    }
    const inFlight: (() => void)[] = [];
    const blocking = createOutboxWorker({
      linkKey: testLinkKey,
      db: t.db,
      publicOrigin: origin,
      skipLocked: database.target.kind === "postgres",
      now: () => t.clock,
      log: () => {},
      concurrency: 2,
      transport: {
        send: () => new Promise<void>((resolve) => inFlight.push(resolve)),
        close: () => {},
      },
    });
    const batch = blocking.runOnce();
    await vi.waitFor(() => expect(inFlight).toHaveLength(2));
    const stopped = blocking.stop();
    for (const finish of inFlight) finish();
    expect(await batch).toBe(3);
    await stopped;
    expect(inFlight).toHaveLength(2); // the third was never started
    const rows = await t.db
      .selectFrom("outbox")
      .select(["status", "attempts", "lease_owner"])
      .orderBy("status")
      .execute();
    expect(rows).toEqual([
      { status: "pending", attempts: 0, lease_owner: null },
      { status: "sent", attempts: 0, lease_owner: null },
      { status: "sent", attempts: 0, lease_owner: null },
    ]);
  });
});
