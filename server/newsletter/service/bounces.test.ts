// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { addressHash } from "../domain/addresses.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const day = 24 * 60 * 60 * 1000;
const fixtureId = "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b";
const gmailHard = readFileSync(
  new URL("../../../tests/fixtures/bounces/gmail-hard.eml", import.meta.url),
  "utf8",
);

describe.each(testDatabases())("bounces and complaints on $name", (database) => {
  const t = serviceOnDatabase(database, {
    start: Date.UTC(2026, 0, 1),
    bounceAddress: "bounces@skattlyktan.example",
  });

  async function mails(address: string) {
    return t.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", address)
      .orderBy("created_at")
      .execute();
  }
  async function subscribeAndConfirm(address: string) {
    await t.service.subscribe({ email: address, language: "en", formVersion: "v1" });
    const confirm = (await mails(address)).filter((row) => row.kind === "confirm").at(-1);
    const { confirmToken } = linkTokensOf(confirm ?? { id: "" });
    expect(await t.service.confirm(confirmToken)).toMatchObject({ status: "confirmed" });
  }
  /** An issue mail to every confirmed subscriber; the id of the one to `address`. */
  async function issueMailTo(address: string, text = "News"): Promise<string> {
    const { issueId } = await t.service.queueIssue(`# ${text}\n\nBody.`, "en", 0);
    const row = (await mails(address)).find((mail) => mail.issue_id === issueId);
    return row?.id as string;
  }
  const suppressed = async (address: string) =>
    (await t.db
      .selectFrom("suppressions")
      .select("address_hash")
      .where("address_hash", "=", addressHash(address))
      .executeTakeFirst()) !== undefined;
  const events = () => t.db.selectFrom("mail_events").selectAll().orderBy("at").execute();
  const subscriber = (address: string) =>
    t.db.selectFrom("subscribers").selectAll().where("email_key", "=", address).executeTakeFirstOrThrow();

  it("suppresses at once on a hard bounce and cancels the address's pending mails", async () => {
    await subscribeAndConfirm("ada@example.com");
    await issueMailTo("ada@example.com");
    const outcome = await t.service.recordMailEvent(
      { type: "hard", email: "Ada@Example.com", reason: "5.1.1 no such user" },
      "webhook",
    );
    expect(outcome).toBe("suppressed");
    expect(await suppressed("ada@example.com")).toBe(true);
    const pending = (await mails("ada@example.com")).filter((mail) => mail.kind !== "confirm");
    expect(pending.map((mail) => mail.status)).toEqual(["cancelled", "cancelled"]);
    const ada = await subscriber("ada@example.com");
    expect(ada.status).toBe("confirmed");
    expect(await events()).toEqual([
      expect.objectContaining({
        at: t.clock,
        type: "hard",
        source: "webhook",
        subscriber_id: ada.id,
        address_hash: addressHash("ada@example.com"),
        mail_id: null,
        reason: "5.1.1 no such user",
      }),
    ]);
  });

  it("never queues an issue to a suppressed address (not queued, then failed)", async () => {
    await subscribeAndConfirm("ada@example.com");
    await subscribeAndConfirm("bo@example.com");
    await t.service.recordMailEvent({ type: "hard", email: "ada@example.com" }, "webhook");
    const result = await t.service.queueIssue("# After the bounce\n\nBody.", "en", 0);
    expect(result).toMatchObject({ queued: 1, total: 1 });
    const issueMails = (await mails("ada@example.com")).filter((mail) => mail.issue_id === result.issueId);
    expect(issueMails).toEqual([]);
    expect((await t.service.issueSummary(result.issueId))?.progress).toMatchObject({ total: 1, failed: 0 });
  });

  it("unsubscribes and suppresses on a complaint, recording the mail and issue it was about", async () => {
    await subscribeAndConfirm("ada@example.com");
    const mailId = await issueMailTo("ada@example.com");
    const [issueMail] = (await mails("ada@example.com")).filter((mail) => mail.id === mailId);
    expect(await t.service.recordMailEvent({ type: "complaint", mailId, reason: "abuse" }, "ses")).toBe(
      "suppressed",
    );
    // Unsubscribed as by the link: forgotten (decision 031), the complaint's record kept by hash.
    expect(await t.db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
    expect(await mails("ada@example.com")).toEqual([]);
    expect(await suppressed("ada@example.com")).toBe(true);
    const [event] = await events();
    expect(event).toMatchObject({
      subscriber_id: null,
      type: "complaint",
      source: "ses",
      mail_id: mailId,
      issue_id: issueMail?.issue_id,
    });
  });

  it("suppresses after soft bounces of 3 mails within 30 days, counting a repeated report once", async () => {
    await subscribeAndConfirm("ada@example.com");
    const first = await issueMailTo("ada@example.com", "One");
    expect(await t.service.recordMailEvent({ type: "soft", mailId: first }, "ses")).toBe("recorded");
    t.clock += 31 * day; // the first no longer counts
    const second = await issueMailTo("ada@example.com", "Two");
    const third = await issueMailTo("ada@example.com", "Three");
    expect(await t.service.recordMailEvent({ type: "soft", mailId: second }, "ses")).toBe("recorded");
    t.clock += day;
    expect(await t.service.recordMailEvent({ type: "soft", mailId: third }, "ses")).toBe("recorded");
    // SNS retried, or the same report was piped again: one event, still two mails.
    expect(await t.service.recordMailEvent({ type: "soft", mailId: third }, "mailbox")).toBe("duplicate");
    expect(await suppressed("ada@example.com")).toBe(false);
    expect(await t.service.recordMailEvent({ type: "soft", email: "ada@example.com" }, "webhook")).toBe(
      "suppressed",
    );
    expect(await suppressed("ada@example.com")).toBe(true);
    expect(await events()).toHaveLength(4);
  });

  it("ignores a report mail whose mail id matches no mail of ours: nothing recorded, nothing changed", async () => {
    await subscribeAndConfirm("nobody.here.2026@gmail.com");
    const [result] = await t.service.recordReport(gmailHard);
    expect(result?.outcome).toBe("ignored");
    expect(
      await t.service.recordMailEvent({ type: "hard", email: "nobody.here.2026@gmail.com" }, "mailbox"),
    ).toBe("ignored");
    expect(await events()).toEqual([]);
    expect(await suppressed("nobody.here.2026@gmail.com")).toBe(false);
  });

  it("acts on the recipient of the matching mail, not on the address the report names", async () => {
    await subscribeAndConfirm("ada@example.com");
    await subscribeAndConfirm("nobody.here.2026@gmail.com");
    const mailId = await issueMailTo("ada@example.com");
    const [result] = await t.service.recordReport(gmailHard.replaceAll(fixtureId, mailId));
    expect(result).toMatchObject({
      event: { email: "nobody.here.2026@gmail.com", mailId },
      outcome: "suppressed",
    });
    expect(await suppressed("ada@example.com")).toBe(true);
    expect(await suppressed("nobody.here.2026@gmail.com")).toBe(false);
    expect((await events())[0]).toMatchObject({
      source: "mailbox",
      address_hash: addressHash("ada@example.com"),
      subscriber_id: (await subscriber("ada@example.com")).id,
    });
  });

  it("stores nothing for an address nobody subscribed with, and says only `unknown`", async () => {
    expect(
      await t.service.recordMailEvent({ type: "complaint", email: "stranger@example.com" }, "webhook"),
    ).toBe("unknown");
    expect(await t.service.recordReport("From: a@example.org\n\nNot a report.\n")).toEqual([]);
    expect(await events()).toEqual([]);
    expect(await suppressed("stranger@example.com")).toBe(false);
  });

  it("lifts the suppression when the owner confirms anew; the old soft bounces stop counting", async () => {
    await subscribeAndConfirm("ada@example.com");
    for (const text of ["One", "Two", "Three"]) {
      await t.service.recordMailEvent(
        { type: "soft", mailId: await issueMailTo("ada@example.com", text) },
        "ses",
      );
    }
    expect(await suppressed("ada@example.com")).toBe(true);
    // Still a confirmed subscriber: signing up again sends a confirmation, and opening it proves the mailbox.
    t.clock += day;
    await subscribeAndConfirm("ada@example.com");
    expect(await suppressed("ada@example.com")).toBe(false);
    expect((await events()).map((event) => event.cleared_at)).toEqual([t.clock, t.clock, t.clock]);
    const next = await issueMailTo("ada@example.com", "Four");
    expect(await t.service.recordMailEvent({ type: "soft", mailId: next }, "ses")).toBe("recorded");
  });

  it("exports the address's events, counts them in stats, and erases them", async () => {
    await subscribeAndConfirm("ada@example.com");
    const mailId = await issueMailTo("ada@example.com");
    await t.service.recordMailEvent({ type: "soft", mailId, reason: "4.2.2 mailbox full" }, "postmark");
    t.clock += 1000;
    await t.service.recordMailEvent({ type: "hard", email: "ada@example.com" }, "webhook");
    const exported = await t.service.exportSubscriber("ada@example.com");
    expect(exported.mailEvents).toEqual([
      expect.objectContaining({
        at: new Date(t.clock - 1000).toISOString(),
        type: "soft",
        source: "postmark",
        mailId,
        reason: "4.2.2 mailbox full",
      }),
      expect.objectContaining({ type: "hard", source: "webhook", mailId: null }),
    ]);
    expect((await t.service.stats()).mailEvents).toEqual({ hard: 1, soft: 1, complaint: 0 });
    await t.service.erase("ada@example.com");
    expect(await events()).toEqual([]);
    expect((await t.service.stats()).mailEvents).toEqual({ hard: 0, soft: 0, complaint: 0 });
  });
});
