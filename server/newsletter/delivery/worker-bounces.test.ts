// @vitest-environment node
/** The mail id on every mail (header and VERP envelope) and the SMTP server's own refusals. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { addressHash } from "../domain/addresses.ts";
import { createTransport, type MailTransport, recipientRefusal } from "./transport.ts";
import { createOutboxWorker } from "./worker.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe("recipientRefusal", () => {
  const rcpt = (response: string) => ({
    command: "RCPT TO",
    responseCode: Number(response.slice(0, 3)),
    response,
  });
  it.each([
    ["550 5.1.1 <a@example.com>: Recipient address rejected", "550 5.1.1"],
    ["550-5.1.1 The email account that you tried to reach does not exist", "550 5.1.1"],
    ["553 5.1.3 Bad recipient address syntax", "553 5.1.3"],
    ["550 5.2.1 Mailbox disabled", "550 5.2.1"],
    ["550 No such user here", "550"],
  ])("counts %j as the recipient's refusal", (response, status) => {
    expect(recipientRefusal(rcpt(response))).toEqual({ status, reply: response });
  });
  it.each([
    ["relay denied", rcpt("554 5.7.1 <a@example.com>: Relay access denied")],
    ["authentication required", rcpt("530 5.7.0 Authentication required")],
    ["a policy block", rcpt("550 5.7.26 Unauthenticated email is not accepted")],
    ["a full mailbox", rcpt("552 5.2.2 Mailbox full")],
    ["a 554 without an enhanced status", rcpt("554 Transaction failed")],
    ["a temporary refusal", rcpt("450 4.2.0 Mailbox busy")],
    ["a 5xx to MAIL FROM", { command: "MAIL FROM", responseCode: 550, response: "550 5.1.8 Bad sender" }],
    ["a 5xx at DATA", { command: "DATA", responseCode: 554, response: "554 5.1.1 Rejected" }],
    ["no SMTP error at all", new Error("connect ECONNREFUSED")],
  ])("does not count %s", (_label, error) => {
    expect(recipientRefusal(error)).toBeUndefined();
  });
});

describe.each(testDatabases())("the outbox worker and bounces on $name", (database) => {
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 0, 1) });
  let smtp: TestSmtpServer;
  const transports: MailTransport[] = [];
  const log: string[] = [];

  function worker(bounceAddress?: string) {
    const transport = createTransport({
      smtpUrl: smtp.url,
      outboxDirectory: "",
      mailFrom: "Skattlyktan <newsletter@skattlyktan.example>",
      dkim: undefined,
      bounceAddress,
      log: (line) => log.push(line),
    });
    transports.push(transport);
    const options = {
      db: t.db,
      transport,
      publicOrigin: "https://www.skattlyktan.example",
      now: () => t.clock,
    };
    return createOutboxWorker({
      linkKey: testLinkKey,
      ...options,
      skipLocked: database.target.kind === "postgres",
      log: (line) => log.push(line),
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.envelopes.length = 0;
    smtp.refuseWith = smtp.refuseRecipientsWith = smtp.refuseDataWith = undefined;
    log.length = 0;
    await t.service.subscribe({ email: "Ada@example.com", language: "en", formVersion: "v1" });
  });

  const row = () => t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
  const suppressions = () => t.db.selectFrom("suppressions").selectAll().execute();

  it("names every mail in our header and, with BOUNCE_ADDRESS, in its VERP envelope sender", async () => {
    const { id } = await row();
    expect(await worker("bounces@skattlyktan.example").runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.headers.get("x-skattlyktan-mail-id")).toBe(id);
    expect(mail?.from?.text).toBe('"Skattlyktan" <newsletter@skattlyktan.example>');
    expect(smtp.envelopes).toEqual([{ from: `bounces+${id}@skattlyktan.example`, to: ["Ada@example.com"] }]);
  });

  it("keeps MAIL_FROM as the envelope sender without BOUNCE_ADDRESS", async () => {
    await worker().runOnce();
    await smtp.waitFor(1);
    expect(smtp.envelopes[0]?.from).toBe("newsletter@skattlyktan.example");
  });

  it("records a 5xx to RCPT TO as a hard bounce from smtp and suppresses the address", async () => {
    smtp.refuseRecipientsWith = "550 5.1.1 <Ada@example.com>: Recipient address rejected";
    const { id } = await row();
    expect(await worker().runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: "failed", payload: "{}" });
    expect(await suppressions()).toEqual([
      { address_hash: addressHash("ada@example.com"), created_at: t.clock },
    ]);
    const events = await t.db.selectFrom("mail_events").selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({
        type: "hard",
        source: "smtp",
        mail_id: id,
        address_hash: addressHash("ada@example.com"),
        // The address is taken out of the stored reason: the event keeps only its hash.
        reason: "550 5.1.1 <address>: Recipient address rejected",
      }),
    ]);
    expect(log).toEqual([
      expect.stringMatching(/refused at RCPT TO \(550 5\.1\.1\): hard bounce, suppressed$/),
    ]);
    expect(log.join("\n")).not.toMatch(/ada@/i);
  });

  it.each([
    ["DATA", "refuseDataWith", "554 5.6.0 Message content rejected"],
    ["MAIL FROM", "refuseWith", 550],
    ["RCPT TO with 5.7.1, relay denied", "refuseRecipientsWith", "554 5.7.1 Relay access denied"],
  ] as const)("fails the mail on a 5xx to %s but suppresses nobody", async (_label, setting, reply) => {
    Object.assign(smtp, { [setting]: reply });
    expect(await worker().runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: "failed" });
    expect(await suppressions()).toEqual([]);
    expect(await t.db.selectFrom("mail_events").selectAll().execute()).toEqual([]);
  });
});
