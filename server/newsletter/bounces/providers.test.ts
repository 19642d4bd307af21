import { describe, expect, it, vi } from "vitest";
import { parseGenericEvent, parsePostmarkEvent, parseSnsMessage } from "./providers.ts";

const mailId = "e4624bb1-3f0e-4201-8768-a611ddc3ad81";
const bounceAddress = "bounces@skattlyktan.example";
const trusting = { verify: async () => true };

/** An SNS notification around an SES notification; signatures are sns-signature.test.ts's business. */
const sns = (message: unknown, type = "Notification") => ({
  Type: type,
  MessageId: "22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324",
  TopicArn: "arn:aws:sns:eu-north-1:123456789012:skattlyktan-bounces",
  Message: typeof message === "string" ? message : JSON.stringify(message),
  Timestamp: "2026-11-24T10:00:02.000Z",
});

const sesMail = {
  source: `bounces+${mailId}@skattlyktan.example`,
  headers: [
    { name: "From", value: "Skattlyktan <newsletter@skattlyktan.example>" },
    { name: "x-skattlyktan-mail-id", value: mailId },
  ],
};
const sesBounce = (bounceType: string, bounceSubType: string, mail: object = sesMail) => ({
  notificationType: "Bounce",
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: [
      { emailAddress: "Reader@Example.org", status: "4.2.2", diagnosticCode: "smtp; 452 4.2.2 full" },
    ],
  },
  mail,
});
/** The events of a body SNS is trusted to have signed; fails the test on any other answer. */
const eventsOf = async (body: unknown, options: Parameters<typeof parseSnsMessage>[1] = trusting) => {
  const result = await parseSnsMessage(body, options);
  if (result.kind !== "events") throw new Error(`expected events, got ${JSON.stringify(result)}`);
  return result.events;
};

describe("parseSnsMessage (Amazon SES)", () => {
  it.each([
    ["Permanent", "General", "hard"],
    ["Permanent", "OnAccountSuppressionList", "hard"],
    ["Transient", "General", "soft"],
    ["Transient", "MailboxFull", "soft"],
    ["Undetermined", "Undetermined", "soft"],
  ])("maps %s/%s to a %s event", async (bounceType, subType, type) => {
    expect(await eventsOf(sns(sesBounce(bounceType, subType)))).toEqual([
      {
        type,
        email: "reader@example.org",
        mailId,
        reason: `${bounceType}/${subType} 4.2.2 smtp; 452 4.2.2 full`,
      },
    ]);
  });

  it("reads a complaint, with the feedback type as its reason, also from event publishing's eventType", async () => {
    const complaint = {
      complaint: {
        complainedRecipients: [{ emailAddress: "reader@example.org" }],
        complaintFeedbackType: "abuse",
      },
      mail: sesMail,
    };
    const expected = [{ type: "complaint", email: "reader@example.org", mailId, reason: "abuse" }];
    expect(await eventsOf(sns({ notificationType: "Complaint", ...complaint }))).toEqual(expected);
    expect(await eventsOf(sns({ eventType: "Complaint", ...complaint }))).toEqual(expected);
  });

  it("takes the mail id from the VERP source when the headers were not included, given the bounce address", async () => {
    const body = sns(sesBounce("Permanent", "General", { source: sesMail.source }));
    expect((await eventsOf(body, { ...trusting, bounceAddress }))[0]).toMatchObject({ mailId });
    expect((await eventsOf(body))[0]).not.toHaveProperty("mailId");
  });

  it("gives no events for a delivery or an unknown bounce type, and ignores a Message that is no JSON", async () => {
    expect(await eventsOf(sns({ notificationType: "Delivery", mail: sesMail }))).toEqual([]);
    expect(await eventsOf(sns(sesBounce("Sideways", "General")))).toEqual([]);
    expect(await parseSnsMessage(sns("{not json"), trusting)).toEqual({ kind: "ignored" });
  });

  it("accepts the body as the JSON text SNS posts", async () => {
    expect(await eventsOf(JSON.stringify(sns(sesBounce("Permanent", "General"))))).toHaveLength(1);
  });

  it("ignores what verification refuses or throws on, and never calls verify for an unsubscribe", async () => {
    const body = sns(sesBounce("Permanent", "General"));
    expect(await parseSnsMessage(body, { verify: async () => false })).toEqual({ kind: "ignored" });
    const throwing = async () => Promise.reject(new Error("boom"));
    expect(await parseSnsMessage(body, { verify: throwing })).toEqual({ kind: "ignored" });
    const verify = vi.fn(async () => true);
    expect(await parseSnsMessage(sns("bye", "UnsubscribeConfirmation"), { verify })).toEqual({
      kind: "ignored",
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it("returns a subscription URL only when it is https on an SNS host", async () => {
    const confirmation = (url: string) => ({
      ...sns("confirm", "SubscriptionConfirmation"),
      SubscribeURL: url,
    });
    const good = "https://sns.eu-north-1.amazonaws.com/?Action=ConfirmSubscription&Token=abc";
    expect(await parseSnsMessage(confirmation(good), trusting)).toEqual({
      kind: "subscribe",
      subscribeUrl: good,
    });
    for (const bad of [
      "https://evil.example/?Action=ConfirmSubscription",
      "https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=abc",
      "http://sns.eu-north-1.amazonaws.com/?x",
    ]) {
      expect(await parseSnsMessage(confirmation(bad), trusting)).toEqual({ kind: "ignored" });
    }
  });

  it.each([null, 42, "[]", [], { Type: "Notification" }, { Type: "Whatever", Message: "{}" }])(
    "ignores a malformed body (%j)",
    async (body) => {
      expect(await parseSnsMessage(body, trusting)).toEqual({ kind: "ignored" });
    },
  );
});

const postmark = (fields: object) => ({
  RecordType: "Bounce",
  ID: 42,
  Type: "HardBounce",
  TypeCode: 1,
  MessageID: "883953f4-6105-42a2-a16a-77a8eac79483",
  Description: "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
  Details: "smtp;550 5.1.1 The email account that you tried to reach does not exist.",
  Email: "Reader@Example.org",
  From: "newsletter@skattlyktan.example",
  BouncedAt: "2026-11-24T10:00:00Z",
  MessageStream: "outbound",
  ...fields,
});

describe("parsePostmarkEvent", () => {
  it("reads a HardBounce, its reason from Details and its mail id from our header", () => {
    const body = postmark({ Headers: [{ Name: "X-Skattlyktan-Mail-Id", Value: mailId }] });
    expect(parsePostmarkEvent(body)).toEqual([
      {
        type: "hard",
        email: "reader@example.org",
        mailId,
        reason: "HardBounce smtp;550 5.1.1 The email account that you tried to reach does not exist.",
      },
    ]);
  });

  it("reads a SoftBounce, its mail id from Metadata, its reason from Description when Details is empty", () => {
    const body = postmark({
      Type: "SoftBounce",
      TypeCode: 4096,
      Details: "",
      Description: "Mailbox full",
      Metadata: { "mail-id": mailId },
    });
    expect(parsePostmarkEvent(body)).toEqual([
      { type: "soft", email: "reader@example.org", mailId, reason: "SoftBounce Mailbox full" },
    ]);
  });

  it("reads a SpamComplaint record as a complaint", () => {
    const body = postmark({ RecordType: "SpamComplaint", Type: "SpamComplaint", TypeCode: 512 });
    expect(parsePostmarkEvent(body)).toMatchObject([{ type: "complaint", email: "reader@example.org" }]);
  });

  it.each(["AutoResponder", "Subscribe", "AddressChange", "ChallengeVerification", "toString", "__proto__"])(
    "gives no event for a %s bounce",
    (type) => {
      expect(parsePostmarkEvent(postmark({ Type: type }))).toEqual([]);
    },
  );

  it("trusts no mail id that is not a UUID v4", () => {
    const body = postmark({
      Headers: [{ Name: "X-Skattlyktan-Mail-Id", Value: "1 OR 1=1" }],
      Metadata: { "mail-id": 7 },
    });
    expect(parsePostmarkEvent(body)[0]).not.toHaveProperty("mailId");
  });

  it.each([
    ["null", null],
    ["a string that is no JSON", "HardBounce"],
    ["an array", [postmark({})]],
    ["a Delivery record", postmark({ RecordType: "Delivery" })],
    ["a bounce without an address or a mail id", postmark({ Email: "not an address" })],
    ["a bounce whose Type is no string", postmark({ Type: ["HardBounce"] })],
  ])("gives [] for %s", (_label, body) => {
    expect(parsePostmarkEvent(body)).toEqual([]);
  });
});

describe("parseGenericEvent", () => {
  it("accepts a well-formed body, lower-casing the address and cutting the reason to 500 characters", () => {
    expect(
      parseGenericEvent({
        email: " Reader@Example.org ",
        type: "complaint",
        mailId,
        reason: "r".repeat(600),
      }),
    ).toEqual({
      type: "complaint",
      email: "reader@example.org",
      mailId,
      reason: "r".repeat(500),
    });
    expect(parseGenericEvent('{"email":"reader@example.org","type":"hard"}')).toEqual({
      type: "hard",
      email: "reader@example.org",
    });
  });

  it.each([
    ["no body", undefined],
    ["an email that is no string", { email: 42, type: "hard" }],
    ["an email without @", { email: "reader.example.org", type: "hard" }],
    ["an email over 254 characters", { email: `${"a".repeat(60)}@${"b".repeat(190)}.example`, type: "hard" }],
    ["an email the address check refuses", { email: "reader@example", type: "hard" }],
    ["an unknown type", { email: "reader@example.org", type: "bounce" }],
    ["a mail id that is no UUID v4", { email: "reader@example.org", type: "soft", mailId: "42" }],
    ["a reason that is no string", { email: "reader@example.org", type: "soft", reason: { text: "x" } }],
  ])("refuses %s", (_label, body) => {
    expect(parseGenericEvent(body)).toBeUndefined();
  });
});
