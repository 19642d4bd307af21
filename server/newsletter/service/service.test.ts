// @vitest-environment node
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe.each(testDatabases())("newsletter service on $name", (database) => {
  let queuedSignals = 0;
  let confirmedSignals = 0;
  const t = serviceOnDatabase(database, {
    start: Date.UTC(2026, 0, 1),
    onMailQueued: () => queuedSignals++,
    onConfirmed: () => confirmedSignals++,
  });
  beforeEach(() => {
    queuedSignals = 0;
    confirmedSignals = 0;
  });

  async function mails(address: string) {
    return t.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", address)
      .orderBy("created_at")
      .execute();
  }
  /** The links of the latest mail of `kind` to `address`, as the worker derives them (decision 030). */
  async function lastPayload(address: string, kind = "confirm") {
    const rows = (await mails(address)).filter((row) => row.kind === kind);
    return linkTokensOf(rows.at(-1) ?? { id: "" });
  }
  async function subscriber(address: string) {
    return t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email_key", "=", address.toLowerCase())
      .executeTakeFirst();
  }
  async function subscribeAndConfirm(address: string, language: "en" | "se" = "en") {
    await t.service.subscribe({ email: address, language, formVersion: "v1" });
    const { confirmToken } = await lastPayload(address);
    return t.service.confirm(confirmToken as string);
  }

  it("stores a pending subscriber, the consent and the confirmation mail before it answers", async () => {
    const result = await t.service.subscribe({
      email: " Ada@Example.com ",
      language: "se",
      formVersion: "v1",
    });
    expect(result).toEqual({ status: "accepted" });
    expect(await subscriber("ada@example.com")).toMatchObject({
      email: "Ada@example.com", // the domain in its one canonical form (decision 033)
      language: "se",
      status: "pending",
      signed_up_at: t.clock,
      consent_language: "se",
      consent_form_version: "v1",
      confirmed_at: null,
    });
    const [mail] = await mails("Ada@example.com");
    expect(mail).toMatchObject({ kind: "confirm", language: "se", status: "pending", attempts: 0 });
    expect(mail?.message_id).toMatch(/^<[0-9a-f-]+@skattlyktan\.example>$/);
    // The mail holds no token, only the name of the key its links are derived with (decision 030).
    // It says what the link confirms (the newsletter alone here, decision 037): choices, not secrets.
    expect(JSON.parse(mail?.payload ?? "{}")).toEqual({
      key: testLinkKey.id,
      choices: { newsletter: true, courses: [] },
    });
    const { confirmToken } = linkTokensOf(mail ?? { id: "" });
    // Only hashes are stored: the raw token appears nowhere in the tokens table.
    const tokens = await t.db.selectFrom("tokens").selectAll().execute();
    expect(tokens.map((token) => token.hash)).not.toContain(confirmToken);
    expect(tokens.map((token) => token.hash)).toContain(
      createHash("sha256").update(confirmToken).digest("hex"),
    );
    expect(tokens.find((token) => token.purpose === "confirm")?.expires_at).toBe(t.clock + 48 * hour);
    expect(queuedSignals).toBe(1);
  });

  it("answers alike for new, pending, confirmed, unsubscribed and erased addresses", async () => {
    await subscribeAndConfirm("confirmed@example.com");
    await t.service.subscribe({ email: "pending@example.com", language: "en", formVersion: "v1" });
    await subscribeAndConfirm("gone@example.com");
    await t.service.unsubscribe(
      (await lastPayload("gone@example.com", "welcome")).unsubscribeToken as string,
    );
    await t.service.subscribe({ email: "erased@example.com", language: "en", formVersion: "v1" });
    await t.service.erase("erased@example.com");
    t.clock += 1000;
    for (const email of [
      "new@example.com",
      "pending@example.com",
      "confirmed@example.com",
      "gone@example.com",
      "erased@example.com",
    ]) {
      expect(await t.service.subscribe({ email, language: "en", formVersion: "v2" })).toEqual({
        status: "accepted",
      });
    }
    // A confirmed subscriber keeps their consent; the others start a fresh pending sign-up.
    expect(await subscriber("confirmed@example.com")).toMatchObject({
      status: "confirmed",
      consent_form_version: "v1",
    });
    expect(await subscriber("gone@example.com")).toMatchObject({
      status: "pending",
      consent_form_version: "v2",
    });
    expect(await subscriber("erased@example.com")).toMatchObject({ status: "pending" });
    // Each of them got a confirmation mail (erased included: its owner may sign up anew).
    for (const email of [
      "new@example.com",
      "pending@example.com",
      "confirmed@example.com",
      "erased@example.com",
    ]) {
      expect((await mails(email)).filter((mail) => mail.kind === "confirm").length).toBeGreaterThan(0);
    }
  });

  it("queues a flood of sign-ups in front of the database, so the outbox worker's queries are not starved", async () => {
    const finished: string[] = [];
    const flood = Array.from({ length: 30 }, (_, n) =>
      t.service
        .subscribe({ email: `flood${n}@example.com`, language: "en", formVersion: "1" })
        .then(() => finished.push("sign-up")),
    );
    // What the worker does between two mails: a query, issued after thirty sign-ups are waiting.
    const query = t.db
      .selectFrom("outbox")
      .select("id")
      .execute()
      .then(() => finished.push("query"));
    await Promise.all([...flood, query]);
    // Starved, it came last (index 30); queued sign-ups let it through early (PostgreSQL runs eight at once).
    expect(finished.indexOf("query")).toBeLessThan(20);
    expect(await mails("flood29@example.com")).toHaveLength(1);
  });

  it("sends at most 3 sign-up mails to one address in 24 hours, whatever is submitted", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await t.service.subscribe({ email: "flood@example.com", language: "en", formVersion: "v1" }),
      ).toEqual({
        status: "accepted",
      });
    }
    expect(await mails("flood@example.com")).toHaveLength(3);
    t.clock += day + 1;
    await t.service.subscribe({ email: "FLOOD@example.com", language: "en", formVersion: "v1" });
    expect((await t.db.selectFrom("outbox").select("id").execute()).length).toBe(4);
  });

  it("confirms once, queues the welcome mail in the same language, and says so when the link is used again", async () => {
    await t.service.subscribe({ email: "bo@example.com", language: "se", formVersion: "v1" });
    // A sign-up wakes the outbox worker only: no course can start before the confirmation.
    expect([queuedSignals, confirmedSignals]).toEqual([1, 0]);
    const { confirmToken } = await lastPayload("bo@example.com");
    t.clock += hour;
    expect(await t.service.confirm(confirmToken as string)).toMatchObject({
      status: "confirmed",
      language: "se",
    });
    expect([queuedSignals, confirmedSignals]).toEqual([2, 1]);
    expect(await subscriber("bo@example.com")).toMatchObject({ status: "confirmed", confirmed_at: t.clock });
    const welcome = (await mails("bo@example.com")).filter((mail) => mail.kind === "welcome");
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.language).toBe("se");
    // Pressed again by the confirmed reader: "already confirmed", and no second welcome mail.
    expect(await t.service.confirm(confirmToken as string)).toEqual({
      status: "already-confirmed",
      language: "se",
    });
    expect((await mails("bo@example.com")).filter((mail) => mail.kind === "welcome")).toHaveLength(1);
    expect(await t.service.confirm("A".repeat(43))).toEqual({ status: "expired" });
  });

  it("lets a confirmation link expire after 48 hours", async () => {
    await t.service.subscribe({ email: "late@example.com", language: "en", formVersion: "v1" });
    const { confirmToken } = await lastPayload("late@example.com");
    t.clock += 48 * hour + 1;
    expect(await t.service.confirm(confirmToken as string)).toEqual({ status: "expired" });
    expect(await subscriber("late@example.com")).toMatchObject({ status: "pending" });
  });

  it("unsubscribes at once with the token of any mail and forgets the reader, keeping only a hash", async () => {
    await subscribeAndConfirm("cy@example.com");
    const fromConfirmMail = (await lastPayload("cy@example.com")).unsubscribeToken;
    const fromWelcome = (await lastPayload("cy@example.com", "welcome")).unsubscribeToken;
    expect(await t.service.unsubscribe(fromConfirmMail)).toEqual({ status: "unsubscribed", language: "en" });
    // The address, the consent, the links and the mails (the sent-mail log too) are gone (decision 031).
    expect(await subscriber("cy@example.com")).toBeUndefined();
    expect(await mails("cy@example.com")).toEqual([]);
    expect(await t.db.selectFrom("tokens").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("unsubscribes").select(["at", "language"]).execute()).toEqual([
      { at: t.clock, language: "en" },
    ]);
    // What the privacy policy says stays: the hash that stops mail, the day's hashed sign-up count.
    const record = await t.service.exportSubscriber("cy@example.com");
    expect(record).toEqual({
      address: "cy@example.com",
      subscriber: null,
      courses: [],
      links: [],
      mails: [],
      signUpMailsLast24h: [new Date(t.clock).toISOString()],
      suppressedSince: new Date(t.clock).toISOString(),
      mailEvents: [],
    });
    expect(JSON.stringify(await t.db.selectFrom("suppressions").selectAll().execute())).not.toContain("cy@");
    // Nothing left to find: the same link again, or another mail's, is "invalid" (the page offers a form).
    expect(await t.service.unsubscribe(fromConfirmMail)).toEqual({ status: "invalid" });
    expect(await t.service.unsubscribe(fromWelcome)).toEqual({ status: "invalid" });
    expect(await t.service.unsubscribe("B".repeat(43))).toEqual({ status: "invalid" });
    // Signing up and confirming anew lifts the suppression, as after an erasure.
    t.clock += 25 * hour;
    expect(await subscribeAndConfirm("cy@example.com")).toMatchObject({ status: "confirmed" });
    expect(await t.db.selectFrom("suppressions").selectAll().execute()).toEqual([]);
  });

  it("mails an unsubscribe link to a subscriber by address, at most 3 mails a day with the sign-ups", async () => {
    await subscribeAndConfirm("ida@example.com");
    expect(await t.service.requestUnsubscribeLink("nobody@example.com", "en")).toBe(false);
    expect(await t.service.requestUnsubscribeLink("IDA@example.com", "se")).toBe(true);
    const [mail] = (await mails("ida@example.com")).filter((row) => row.kind === "unsubscribe-link");
    expect(mail).toMatchObject({ language: "se", status: "pending" });
    // With the sign-up's mail, two more; the third of the day is not sent.
    expect(await t.service.requestUnsubscribeLink("ida@example.com", "en")).toBe(true);
    expect(await t.service.requestUnsubscribeLink("ida@example.com", "en")).toBe(false);
    expect(await t.service.unsubscribe(linkTokensOf(mail ?? { id: "" }).unsubscribeToken)).toEqual({
      status: "unsubscribed",
      language: "en",
    });
  });

  it("keeps a reader's bounce records by hash when they unsubscribe, and deletes them on erasure", async () => {
    await subscribeAndConfirm("bea@example.com");
    await t.service.recordMailEvent(
      { email: "bea@example.com", type: "soft", reason: "452 mailbox full" },
      "webhook",
    );
    await t.service.unsubscribe((await lastPayload("bea@example.com")).unsubscribeToken);
    const events = await t.db.selectFrom("mail_events").selectAll().execute();
    expect(events).toMatchObject([{ type: "soft", subscriber_id: null }]);
    expect((await t.service.exportSubscriber("bea@example.com")).mailEvents).toHaveLength(1);
    await t.service.erase("bea@example.com");
    expect(await t.db.selectFrom("mail_events").selectAll().execute()).toEqual([]);
  });

  it("purges bounce records and the audit log after 12 months, and forgets readers left unsubscribed", async () => {
    await subscribeAndConfirm("old@example.com");
    await t.service.recordMailEvent({ email: "old@example.com", type: "soft", reason: "452" }, "webhook");
    await t.service.audit("ops@example.org", "export", "o…@example.com");
    // A subscriber an older version (or a complaint) left "unsubscribed" is forgotten by the purge.
    await t.db.updateTable("subscribers").set({ status: "unsubscribed", unsubscribed_at: t.clock }).execute();
    const purged = await t.service.purgeStale();
    expect(purged.unsubscribed).toBe(1);
    expect(await subscriber("old@example.com")).toBeUndefined();
    t.clock += 365 * day;
    expect(await t.service.purgeStale()).toMatchObject({ mailEvents: 0, auditLog: 0 });
    t.clock += 2 * day;
    expect(await t.service.purgeStale()).toMatchObject({ mailEvents: 1, auditLog: 1 });
    expect(await t.db.selectFrom("mail_events").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("does not let an old confirmation link undo an unsubscription", async () => {
    await t.service.subscribe({ email: "dee@example.com", language: "en", formVersion: "v1" });
    const { confirmToken, unsubscribeToken } = await lastPayload("dee@example.com");
    await t.service.unsubscribe(unsubscribeToken as string);
    expect(await t.service.confirm(confirmToken as string)).toEqual({ status: "expired" });
  });

  it("deletes sign-ups never confirmed after 7 days, and keeps the others", async () => {
    await t.service.subscribe({ email: "stale@example.com", language: "en", formVersion: "v1" });
    await subscribeAndConfirm("kept@example.com");
    t.clock += 7 * day + 1;
    const purged = await t.service.purgeStale();
    expect(purged.pendingSubscribers).toBe(1);
    expect(await subscriber("stale@example.com")).toBeUndefined();
    expect(await mails("stale@example.com")).toEqual([]);
    expect(await subscriber("kept@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("exports everything stored about an address", async () => {
    await subscribeAndConfirm("eve@example.com", "se");
    const data = await t.service.exportSubscriber("EVE@example.com");
    expect(data.subscriber).toMatchObject({
      email: "eve@example.com",
      status: "confirmed",
      consent: { language: "se", formVersion: "v1", signedUpAt: new Date(t.clock).toISOString() },
    });
    expect(data.mails.map((mail) => mail.kind)).toEqual(["confirm", "welcome"]);
    expect(data.links.map((link) => link.purpose).sort()).toEqual(["confirm", "unsubscribe", "unsubscribe"]);
    expect(data.signUpMailsLast24h).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/Token|hash/);
  });

  it("erases the personal data, keeps a hash, and lifts it when the owner confirms anew", async () => {
    await subscribeAndConfirm("fay@example.com");
    expect(await t.service.erase("Fay@example.com")).toEqual({ erased: true });
    expect(await subscriber("fay@example.com")).toBeUndefined();
    expect(await mails("fay@example.com")).toEqual([]);
    expect(await t.db.selectFrom("tokens").selectAll().execute()).toEqual([]);
    const suppressed = await t.db.selectFrom("suppressions").selectAll().execute();
    expect(suppressed).toHaveLength(1);
    expect(JSON.stringify(suppressed)).not.toContain("fay");
    expect((await t.service.stats()).suppressed).toBe(1);

    t.clock += day + 1;
    expect(await subscribeAndConfirm("fay@example.com")).toMatchObject({
      status: "confirmed",
      language: "en",
    });
    expect(await t.db.selectFrom("suppressions").selectAll().execute()).toEqual([]);
  });

  it("counts subscribers, mails and issues", async () => {
    await subscribeAndConfirm("g1@example.com", "en");
    await t.service.subscribe({ email: "g2@example.com", language: "se", formVersion: "v1" });
    const numbers = await t.service.stats();
    expect(numbers.subscribers).toEqual([
      { status: "confirmed", language: "en", count: 1 },
      { status: "pending", language: "se", count: 1 },
    ]);
    expect(numbers.outbox).toEqual([{ status: "pending", count: 3 }]);
  });

  it("queues an issue once per confirmed subscriber of its language, and a rerun adds no duplicate", async () => {
    await subscribeAndConfirm("h1@example.com", "en");
    await subscribeAndConfirm("h2@example.com", "en");
    await subscribeAndConfirm("h3@example.com", "se");
    await t.service.subscribe({ email: "h4@example.com", language: "en", formVersion: "v1" });
    const markdown = "# March news\n\nThe **deadline** is 2 May.\n";
    const first = await t.service.queueIssue(markdown, "en", 2);
    expect(first).toMatchObject({ subject: "March news", queued: 2, total: 2 });
    // The throttle is the schedule: at 2 mails a second, the second is due half a second after the first.
    const due = await t.db
      .selectFrom("outbox")
      .select("next_attempt_at")
      .where("kind", "=", "issue")
      .orderBy("next_attempt_at")
      .execute();
    expect(due.map((row) => row.next_attempt_at - t.clock)).toEqual([0, 500]);
    await subscribeAndConfirm("h5@example.com", "en");
    const again = await t.service.queueIssue(markdown, "en");
    expect(again).toMatchObject({ issueId: first.issueId, queued: 1, total: 3 });
    expect(await t.service.queueIssue(markdown, "en")).toMatchObject({ queued: 0, total: 3 });
    const numbers = await t.service.stats();
    expect(numbers.issues).toEqual([
      { id: first.issueId, language: "en", subject: "March news", queued: 3, sent: 0 },
    ]);
  });
});
