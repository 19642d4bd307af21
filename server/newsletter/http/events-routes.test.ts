// @vitest-environment node
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { createNewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import type { EventsRoutesOptions } from "./events-routes.ts";
import { newsletterRoutes, type RouteLimits } from "./routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const secret = "s3cret-".repeat(6);
const publicOrigin = "https://www.skattlyktan.example";
const topicArn = "arn:aws:sns:eu-north-1:123456789012:skattlyktan-bounces";
const certUrl = "https://sns.eu-north-1.amazonaws.com/SimpleNotificationService-0123456789abcdef.pem";
const fixtureId = "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b";
const gmailHard = readFileSync(
  new URL("../../../tests/fixtures/bounces/gmail-hard.eml", import.meta.url),
  "utf8",
);
const bearer = { authorization: `Bearer ${secret}` };

let privateKeyPem: string;
let certificatePem: string;

beforeAll(() => {
  // A self-signed certificate standing in for SNS's (as bounces/sns-signature.test.ts does).
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const directory = mkdtempSync(path.join(os.tmpdir(), "events-routes-"));
  writeFileSync(path.join(directory, "key.pem"), privateKeyPem);
  const args = ["-key", "key.pem", "-out", "cert.pem", "-days", "2", "-subj", "/CN=sns.amazonaws.com"];
  execFileSync("openssl", ["req", "-x509", ...args], { cwd: directory });
  certificatePem = readFileSync(path.join(directory, "cert.pem"), "utf8");
  rmSync(directory, { recursive: true, force: true });
});

/** Signed as SNS signs (SignatureVersion 2), for the fields of a Notification or a confirmation. */
function signed(message: Record<string, string>, key = privateKeyPem): Record<string, string> {
  const fields =
    message.Type === "Notification"
      ? ["Message", "MessageId", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  const text = fields.map((name) => `${name}\n${message[name]}\n`).join("");
  const signature = sign("sha256", Buffer.from(text), key).toString("base64");
  return { ...message, SignatureVersion: "2", Signature: signature, SigningCertURL: certUrl };
}

describe("bounce and complaint webhooks", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  const log: string[] = [];
  const confirmSubscription = vi.fn(async (_url: string) => {});

  async function build(events?: EventsRoutesOptions | Partial<EventsRoutesOptions>, limits?: RouteLimits) {
    const server = Fastify();
    const service = createNewsletterService({
      linkKey: testLinkKey,
      db,
      messageDomain: "skattlyktan.example",
    });
    await server.register(newsletterRoutes, {
      service,
      publicOrigin,
      rateLimit: limits ?? false,
      log: (line) => log.push(line),
      ...(events ? { events } : {}),
    });
    return server;
  }
  const configured = {
    webhookSecret: secret,
    snsTopicArns: [topicArn],
    bounceAddress: "bounces@skattlyktan.example",
    fetchCertificate: async () => certificatePem,
    confirmSubscription,
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = bearer) =>
    app.inject({ method: "POST", url, payload: payload as string, headers });
  const events = () => db.selectFrom("mail_events").selectAll().execute();
  const suppressions = () => db.selectFrom("suppressions").selectAll().execute();

  /** A confirmed subscriber and the id of a mail sent to them, through the service as a reader would. */
  async function subscriberWithMail(email: string): Promise<string> {
    const service = createNewsletterService({
      linkKey: testLinkKey,
      db,
      messageDomain: "skattlyktan.example",
    });
    await service.subscribe({ email, language: "en", formVersion: "v1" });
    const confirm = await db.selectFrom("outbox").select("id").where("recipient", "=", email);
    await service.confirm(linkTokensOf(await confirm.executeTakeFirstOrThrow()).confirmToken);
    const welcome = db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", email)
      .where("kind", "=", "welcome");
    return (await welcome.executeTakeFirstOrThrow()).id;
  }

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
  });
  afterAll(async () => {
    await db.destroy();
    await database?.cleanUp();
  });
  beforeEach(async () => {
    await emptyTables(db);
    log.length = 0;
    confirmSubscription.mockClear();
    app = await build(configured);
  });

  it("has no route at all without the secret and the topics", async () => {
    app = await build({});
    expect((await post("/api/newsletter/events", { email: "a@example.com", type: "hard" })).statusCode).toBe(
      404,
    );
    expect((await post("/api/newsletter/events/ses", "{}")).statusCode).toBe(404);
    app = await build({ webhookSecret: secret });
    expect((await post("/api/newsletter/events/ses", "{}")).statusCode).toBe(404);
  });

  it.each([
    ["no Authorization", {}],
    ["a wrong secret", { authorization: `Bearer ${secret}x` }],
    ["the secret in another scheme", { authorization: `Basic ${secret}` }],
  ])("answers 401 to %s and records nothing", async (_label, headers) => {
    await subscriberWithMail("ada@example.com");
    const response = await post(
      "/api/newsletter/events",
      { email: "ada@example.com", type: "hard" },
      headers,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "unauthorized" });
    expect(await events()).toEqual([]);
  });

  it("answers 202 alike for a known and an unknown address, and acts only on the known one", async () => {
    await subscriberWithMail("ada@example.com");
    const known = await post("/api/newsletter/events", {
      email: "Ada@example.com",
      type: "hard",
      reason: "5.1.1",
    });
    const unknown = await post("/api/newsletter/events", { email: "nobody@example.com", type: "complaint" });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: "accepted" });
    }
    expect(await events()).toEqual([
      expect.objectContaining({ type: "hard", source: "webhook", reason: "5.1.1" }),
    ]);
    expect(await suppressions()).toHaveLength(1);
  });

  it.each([
    ["an unknown type", { email: "ada@example.com", type: "bounce" }],
    ["an array", [{ email: "ada@example.com", type: "hard" }]],
    ["broken JSON", '{"email":'],
  ])("answers 400 to %s", async (_label, body) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/newsletter/events",
      payload: typeof body === "string" ? body : JSON.stringify(body),
      headers: { ...bearer, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "malformed_body" });
  });

  it("reads a Postmark bounce, its mail id from our header", async () => {
    const mailId = await subscriberWithMail("ada@example.com");
    const postmark = {
      ...{
        RecordType: "Bounce",
        Type: "HardBounce",
        Email: "someone.else@example.com",
        Details: "550 5.1.1",
      },
      Headers: [{ Name: "X-Skattlyktan-Mail-Id", Value: mailId }],
    };
    expect((await post("/api/newsletter/events", postmark)).statusCode).toBe(202);
    expect(await events()).toEqual([expect.objectContaining({ source: "postmark", mail_id: mailId })]);
    expect(
      (await post("/api/newsletter/events", { RecordType: "Delivery", Email: "a@b.se" })).statusCode,
    ).toBe(202);
    expect(await events()).toHaveLength(1);
  });

  it("takes a raw report mail, acting only when it names a mail of ours", async () => {
    const mailId = await subscriberWithMail("ada@example.com");
    const rfc822 = { ...bearer, "content-type": "message/rfc822" };
    expect((await post("/api/newsletter/events", gmailHard, rfc822)).statusCode).toBe(202);
    expect(await events()).toEqual([]);
    expect(log).toEqual([`newsletter: report mail hard (mail ${fixtureId}): ignored`]);
    const ours = gmailHard.replaceAll(fixtureId, mailId);
    expect((await post("/api/newsletter/events", ours, rfc822)).statusCode).toBe(202);
    expect(await events()).toEqual([
      expect.objectContaining({ source: "mailbox", mail_id: mailId, type: "hard" }),
    ]);
    const tooLarge = await post("/api/newsletter/events", "x".repeat(1024 * 1024 + 1), rfc822);
    expect(tooLarge.statusCode).toBe(413);
  });

  it("answers 415 to other types and 413 to JSON over 64 KB", async () => {
    const text = await post("/api/newsletter/events", "hard", { ...bearer, "content-type": "text/plain" });
    expect(text.statusCode).toBe(415);
    const large = { email: "ada@example.com", type: "hard", reason: "x".repeat(64 * 1024) };
    expect((await post("/api/newsletter/events", large)).statusCode).toBe(413);
  });

  it("limits requests per client", async () => {
    app = await build(configured, { subscribe: 10, confirm: 10, unsubscribe: 10, events: 2 });
    const body = { email: "nobody@example.com", type: "soft" };
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post("/api/newsletter/events", body)).statusCode);
    expect(codes).toEqual([202, 202, 429]);
  });

  const sesNotification = (mailId: string) => ({
    Type: "Notification",
    MessageId: crypto.randomUUID(),
    TopicArn: topicArn,
    Timestamp: new Date().toISOString(),
    Message: JSON.stringify({
      notificationType: "Complaint",
      complaint: {
        complainedRecipients: [{ emailAddress: "ada@example.com" }],
        complaintFeedbackType: "abuse",
      },
      mail: { source: `bounces+${mailId}@skattlyktan.example` },
    }),
  });
  const asSns = { "content-type": "text/plain; charset=UTF-8" };

  it("records a signed SES notification from SNS, posted as text/plain", async () => {
    const mailId = await subscriberWithMail("ada@example.com");
    const response = await post(
      "/api/newsletter/events/ses",
      JSON.stringify(signed(sesNotification(mailId))),
      asSns,
    );
    expect(response.statusCode).toBe(202);
    expect(await events()).toEqual([
      expect.objectContaining({ type: "complaint", source: "ses", mail_id: mailId }),
    ]);
    // A complaint unsubscribes, which forgets the subscriber (decision 031).
    expect(await db.selectFrom("subscribers").select("status").execute()).toEqual([]);
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"Notification"'],
  ])("answers 400 malformed_body to SNS posting %s", async (_label, body) => {
    const response = await post("/api/newsletter/events/ses", body, asSns);
    expect([response.statusCode, response.json()]).toEqual([400, { error: "malformed_body" }]);
  });

  it("acts once on an SNS message delivered again, to this server or to another on the database", async () => {
    await subscriberWithMail("ada@example.com");
    // No mail id: the event acts by address, so only the MessageId tells the copies apart.
    const notification = {
      ...sesNotification("x"),
      Message: sesNotification("x").Message.replace(/,"mail":.*\}$/, "}"),
    };
    const body = JSON.stringify(signed(notification));
    const other = await build(configured);
    try {
      for (const server of [app, app, other]) {
        const response = await server.inject({
          method: "POST",
          url: "/api/newsletter/events/ses",
          payload: body,
          headers: asSns,
        });
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await other.close();
    }
    expect(await events()).toEqual([
      expect.objectContaining({ type: "complaint", source: "ses", mail_id: null }),
    ]);
    expect(log.filter((line) => line.includes("delivered again"))).toHaveLength(2);
  });

  it("refuses with 403 a notification signed by another key or for another topic, recording nothing", async () => {
    const mailId = await subscriberWithMail("ada@example.com");
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const forged = signed(sesNotification(mailId), otherKey.toString());
    const otherTopic = signed({ ...sesNotification(mailId), TopicArn: `${topicArn}-other` });
    for (const body of [forged, otherTopic]) {
      const response = await post("/api/newsletter/events/ses", JSON.stringify(body), asSns);
      expect(response.statusCode).toBe(403);
    }
    expect(await events()).toEqual([]);
    expect(await suppressions()).toEqual([]);
  });

  it("confirms a signed SNS subscription by fetching its SubscribeURL, and logs no token", async () => {
    const url = `https://sns.eu-north-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${topicArn}&Token=abc123`;
    const confirmation = {
      ...{ Type: "SubscriptionConfirmation", MessageId: crypto.randomUUID(), Token: "abc123" },
      ...{
        TopicArn: topicArn,
        Message: "Confirm it.",
        SubscribeURL: url,
        Timestamp: new Date().toISOString(),
      },
    };
    expect(
      (await post("/api/newsletter/events/ses", JSON.stringify(signed(confirmation)), asSns)).statusCode,
    ).toBe(202);
    expect(confirmSubscription).toHaveBeenCalledWith(url);
    expect(log).toEqual([`newsletter: SNS subscription to ${topicArn} confirmed`]);
  });

  it("never logs the secret or an address", async () => {
    const mailId = await subscriberWithMail("ada@example.com");
    await post("/api/newsletter/events", { email: "ada@example.com", type: "soft" });
    await post("/api/newsletter/events", { email: "ada@example.com", type: "hard", mailId });
    await post("/api/newsletter/events", gmailHard, { ...bearer, "content-type": "message/rfc822" });
    await post("/api/newsletter/events", {}, { authorization: "Bearer wrong" });
    expect(log).toHaveLength(3);
    expect(log.join("\n")).not.toMatch(/@|s3cret|wrong/);
  });
});
