import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMailId } from "../domain/mail-id.ts";
import { mailIdFromVerp, maxReportBytes, parseReportMessage } from "./bounce-report.ts";

const bounceAddress = "bounces@skattlyktan.example";
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/bounces/${name}.eml`, import.meta.url), "utf8");
const parse = (raw: string, options = { bounceAddress }) => parseReportMessage(raw, options);
/** The fixture with every line matching `pattern` taken out. */
const without = (raw: string, pattern: RegExp) =>
  raw
    .split("\n")
    .filter((line) => !pattern.test(line))
    .join("\n");
const idHeader = /^X-Skattlyktan-Mail-Id:/i;
const otherId = "0b1c2d3e-4f50-4617-a829-3a4b5c6d7e8f";

describe("parseReportMessage on what mail systems really send", () => {
  it.each([
    [
      "gmail-hard",
      "hard",
      "nobody.here.2026@gmail.com",
      "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
      "5.1.1 550-5.1.1 The email account that you tried to reach does not exist",
    ],
    [
      "outlook-hard",
      "hard",
      "no.such.person@outlook.com",
      "fe4e68df-c143-4084-bcfd-fcfb51c5125d",
      "5.1.10 550 5.1.10 RESOLVER.ADR.RecipientNotFound",
    ],
    [
      "postfix-hard",
      "hard",
      "gone.reader@example.org",
      "72fd129e-15e3-47f9-9829-51c292af65b3",
      "5.1.1 550 5.1.1 <Gone.Reader@example.org>: Recipient address rejected",
    ],
    // Sent to the bare bounce address: the id comes from the header of the returned message.
    [
      "mailbox-full-soft",
      "soft",
      "full.inbox@isp.example",
      "5c600a30-f02e-4717-86cd-545599908932",
      "4.2.2 452 4.2.2 Mailbox full",
    ],
    [
      "yahoo-complaint",
      "complaint",
      "complaining.reader@yahoo.com",
      "a639477e-c7c0-457e-9c8d-9a8fb08dc273",
      "abuse",
    ],
    // No Original-Rcpt-To: the recipient is the To of the returned message.
    [
      "outlook-complaint",
      "complaint",
      "annoyed.reader@outlook.com",
      "07da006a-6f31-4967-8563-2e7f835879e5",
      "abuse",
    ],
  ])("%s → one %s event", async (name, type, email, mailId, reason) => {
    const events = await parse(fixture(name));
    expect(events).toEqual([{ type, email, mailId, reason: expect.stringContaining(reason) }]);
  });

  it("reads nothing into Postfix's delayed notice (Action: delayed, 4.4.1): the mail is still being tried", async () => {
    expect(await parse(fixture("postfix-delayed"))).toEqual([]);
  });

  it("reads nothing into an auto-reply, even one that says `Action: failed`", async () => {
    expect(await parse(fixture("auto-reply"))).toEqual([]);
  });

  it("reads the same events from CRLF line ends and from a Buffer", async () => {
    const crlf = Buffer.from(fixture("postfix-hard").replaceAll("\n", "\r\n"));
    expect(await parseReportMessage(crlf, { bounceAddress })).toEqual(await parse(fixture("postfix-hard")));
  });

  it("keeps the reason to one line of at most 500 characters", async () => {
    const raw = fixture("postfix-hard").replace("User unknown in virtual mailbox table", "x ".repeat(600));
    const [event] = await parse(raw);
    expect(event?.reason).toHaveLength(500);
    expect(event?.reason).not.toMatch(/[\r\n]/);
  });
});

describe("where the mail id comes from", () => {
  it("the VERP address the DSN was sent to, before the returned header", async () => {
    const raw = fixture("gmail-hard").replace(/^(X-Skattlyktan-Mail-Id:) .*$/m, `$1 ${otherId}`);
    expect((await parse(raw))[0]?.mailId).toBe("73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b");
  });

  it("the VERP address alone, when the returned message carries no header", async () => {
    const raw = without(fixture("gmail-hard"), /^(X-Skattlyktan-Mail-Id|Return-Path: <bounces)/i);
    expect((await parse(raw))[0]?.mailId).toBe("73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b");
  });

  it("never a VERP address on another domain, or without a configured bounce address", async () => {
    const raw = without(fixture("gmail-hard"), idHeader);
    expect((await parse(raw, { bounceAddress: "bounces@other.example" }))[0]?.mailId).toBeUndefined();
    expect((await parseReportMessage(raw, {}))[0]?.mailId).toBeUndefined();
    expect((await parseReportMessage(fixture("postfix-hard"), {}))[0]?.mailId).toBe(
      "72fd129e-15e3-47f9-9829-51c292af65b3",
    );
  });

  it("Original-Envelope-Id when it is one of our ids, and only then", async () => {
    const base = without(fixture("mailbox-full-soft"), /^(X-Skattlyktan-Mail-Id|Return-path: <bounces)/i);
    const withEnvid = (envid: string) =>
      base.replace(
        "Reporting-MTA: dns; mx1.isp.example",
        `Reporting-MTA: dns; mx1.isp.example\nOriginal-Envelope-Id: ${envid}`,
      );
    expect((await parse(withEnvid(otherId)))[0]?.mailId).toBe(otherId);
    expect((await parse(withEnvid("QZ1234.AB")))[0]?.mailId).toBeUndefined();
  });

  it("not a header value that is not a UUID v4", async () => {
    const raw = fixture("postfix-hard").replace(/^(X-Skattlyktan-Mail-Id:) .*$/m, "$1 42; DROP TABLE outbox");
    expect((await parseReportMessage(raw, {}))[0]).toEqual({
      type: "hard",
      email: "gone.reader@example.org",
      reason: expect.stringContaining("5.1.1"),
    });
  });

  it("a complaint's returned Return-Path, then its Original-Mail-From, when the header is gone", async () => {
    const noHeader = without(fixture("outlook-complaint"), idHeader);
    expect((await parse(noHeader))[0]?.mailId).toBe("07da006a-6f31-4967-8563-2e7f835879e5");
    const neither = without(fixture("yahoo-complaint"), /^(X-Skattlyktan-Mail-Id|Return-Path: <bounces)/i);
    expect((await parse(neither))[0]?.mailId).toBe("a639477e-c7c0-457e-9c8d-9a8fb08dc273");
  });
});

/** A minimal DSN around `status` (the message/delivery-status part's text). */
const dsn = (status: string, contentType = "multipart/report; report-type=delivery-status") =>
  `From: MAILER-DAEMON@mx.example.org\nTo: ${bounceAddress}\nSubject: DSN\nMIME-Version: 1.0\nContent-Type: ${contentType}; boundary="b"\n\n--b\nContent-Type: text/plain\n\nSee below.\n--b\nContent-Type: message/delivery-status\n\n${status}\n--b--\n`;

describe("RFC 3464 delivery-status fields", () => {
  it("gives one event per failed recipient, none for delayed, delivered, relayed or expanded", async () => {
    const status = [
      "Reporting-MTA: dns; mx.example.org",
      "Final-Recipient: rfc822; a@example.org\nAction: failed\nStatus: 5.0.0",
      "Final-Recipient: rfc822; b@example.org\nAction: delivered\nStatus: 2.0.0",
      "Final-Recipient: rfc822; c@example.org\nAction: failed\nStatus: 4.7.1",
      "Final-Recipient: rfc822; d@example.org\nAction: relayed\nStatus: 2.0.0",
      "Final-Recipient: rfc822; e@example.org\nAction: delayed\nStatus: 4.4.7",
      "Final-Recipient: rfc822; f@example.org\nAction: expanded\nStatus: 2.0.0",
    ].join("\n\n");
    const events = await parse(dsn(status));
    expect(events.map((event) => [event.email, event.type])).toEqual([
      ["a@example.org", "hard"],
      ["c@example.org", "soft"],
    ]);
  });

  it("counts a failure without a status as soft: only a 5.x.x removes a reader", async () => {
    const events = await parse(dsn("Final-Recipient: rfc822; a@example.org\nAction: failed"));
    expect(events).toEqual([{ type: "soft", email: "a@example.org", reason: "failed" }]);
  });

  it("names the address we sent to (Original-Recipient) over where a forward led", async () => {
    const status =
      "Original-Recipient: rfc822;Reader@Example.org\nFinal-Recipient: rfc822; reader@forwarded.example\nAction: failed\nStatus: 5.1.1";
    expect((await parse(dsn(status)))[0]?.email).toBe("reader@example.org");
  });

  it("drops an event that names neither a usable address nor a mail", async () => {
    const status = "Final-Recipient: x400; /C=SE/O=Example/\nAction: failed\nStatus: 5.1.1";
    expect(await parse(dsn(status))).toEqual([]);
  });

  it("ignores a delivery-status part in a mail that is not a multipart/report", async () => {
    const status = "Final-Recipient: rfc822; a@example.org\nAction: failed\nStatus: 5.1.1";
    expect(await parse(dsn(status))).toHaveLength(1);
    expect(await parse(dsn(status, "multipart/mixed; report-type=delivery-status"))).toEqual([]);
  });
});

describe("RFC 5965 feedback types", () => {
  it.each(["not-spam", "auth-failure"])("gives no complaint for %s", async (feedbackType) => {
    const raw = fixture("yahoo-complaint").replace("Feedback-Type: abuse", `Feedback-Type: ${feedbackType}`);
    expect(await parse(raw)).toEqual([]);
  });

  it("prefers Original-Rcpt-To over the returned message's To", async () => {
    const raw = fixture("yahoo-complaint").replace(
      "To: complaining.reader@yahoo.com",
      "To: someone.else@yahoo.com",
    );
    expect((await parse(raw))[0]?.email).toBe("complaining.reader@yahoo.com");
  });
});

describe("odd input", () => {
  it.each([
    ["an empty string", ""],
    ["text that is no mail", "hello\x00\xff there"],
    [
      "a report without its report part",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"\n\n--b\nContent-Type: text/plain\n\nOnly words.\n--b--\n',
    ],
  ])("gives [] for %s", async (_label, raw) => {
    expect(await parse(raw)).toEqual([]);
  });

  it("refuses a report over 10 MB with an error that says so", async () => {
    const raw = Buffer.alloc(maxReportBytes + 1, "a");
    await expect(parseReportMessage(raw, { bounceAddress })).rejects.toThrow(/over the 10485760-byte limit/);
  });
});

describe("mailIdFromVerp and isMailId", () => {
  const id = "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b";

  it("returns the id of our own VERP address, whatever its case or angle brackets", () => {
    expect(mailIdFromVerp(`bounces+${id}@skattlyktan.example`, bounceAddress)).toBe(id);
    expect(
      mailIdFromVerp(`<BOUNCES+${id.toUpperCase()}@Skattlyktan.Example>`, "Bounces@SKATTLYKTAN.example"),
    ).toBe(id);
  });

  it.each([
    ["another domain", `bounces+${id}@skattlyktan.example.evil`],
    ["another local part", `news+${id}@skattlyktan.example`],
    ["the bare bounce address", bounceAddress],
    ["a tag that is no UUID v4", "bounces+1234@skattlyktan.example"],
    ["a UUID v1", "bounces+73fc0c7b-b157-11d1-92d9-6fa4fa3fab1b@skattlyktan.example"],
    ["no address at all", "bounces+"],
  ])("returns undefined for %s", (_label, address) => {
    expect(mailIdFromVerp(address, bounceAddress)).toBeUndefined();
  });

  it("isMailId accepts only a lower-case UUID v4", () => {
    expect(isMailId(id)).toBe(true);
    expect(isMailId(id.toUpperCase())).toBe(false);
    expect(isMailId(` ${id}`)).toBe(false);
    expect(isMailId(42)).toBe(false);
  });
});
