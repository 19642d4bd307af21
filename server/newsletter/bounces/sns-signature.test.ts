import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseSnsMessage } from "./providers.ts";
import { createSnsVerifier, snsStringToSign } from "./sns-signature.ts";

const certUrl =
  "https://sns.eu-north-1.amazonaws.com/SimpleNotificationService-6209c161c6221fdf56ec1eb5c821d112.pem";
const topicArn = "arn:aws:sns:eu-north-1:123456789012:skattlyktan-bounces";
const now = Date.parse("2026-11-24T10:30:00.000Z");
const mailId = "72fd129e-15e3-47f9-9829-51c292af65b3";

let privateKeyPem: string;
let certificatePem: string;
let directory: string;

beforeAll(() => {
  // A key pair and a self-signed certificate standing in for SNS's: what verification needs is the
  // certificate's public key, fetched from the (injected) certificate URL.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  directory = mkdtempSync(path.join(os.tmpdir(), "sns-signature-"));
  const keyFile = path.join(directory, "key.pem");
  const certFile = path.join(directory, "cert.pem");
  writeFileSync(keyFile, privateKeyPem);
  execFileSync("openssl", [
    "req",
    "-x509",
    "-key",
    keyFile,
    "-out",
    certFile,
    "-days",
    "2",
    "-subj",
    "/CN=sns.amazonaws.com",
  ]);
  certificatePem = readFileSync(certFile, "utf8");
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The string to sign, written out from AWS's documentation rather than taken from the module. */
function documentedStringToSign(message: Record<string, string>): string {
  const fields =
    message.Type === "Notification"
      ? [
          "Message",
          "MessageId",
          ...("Subject" in message ? ["Subject"] : []),
          "Timestamp",
          "TopicArn",
          "Type",
        ]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  return fields.map((name) => `${name}\n${message[name]}\n`).join("");
}

function signed(message: Record<string, string>, version: "1" | "2" = "2"): Record<string, string> {
  const digest = version === "1" ? "sha1" : "sha256";
  const signature = sign(digest, Buffer.from(documentedStringToSign(message)), privateKeyPem).toString(
    "base64",
  );
  return { ...message, SignatureVersion: version, Signature: signature, SigningCertURL: certUrl };
}

const sesBounce = {
  notificationType: "Bounce",
  bounce: {
    bounceType: "Permanent",
    bounceSubType: "General",
    bouncedRecipients: [
      {
        emailAddress: "Gone.Reader@example.org",
        action: "failed",
        status: "5.1.1",
        diagnosticCode: "smtp; 550 5.1.1 user unknown",
      },
    ],
    timestamp: "2026-11-24T10:00:01.000Z",
    feedbackId: "0102019a1b2c3d4e-5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c-000000",
  },
  mail: {
    timestamp: "2026-11-24T10:00:00.000Z",
    source: "bounces@skattlyktan.example",
    messageId: "0102019a1b2c3d4e-aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee-000000",
    destination: ["Gone.Reader@example.org"],
    headers: [{ name: "X-Skattlyktan-Mail-Id", value: mailId }],
  },
};

const notification = {
  Type: "Notification",
  MessageId: "22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324",
  TopicArn: topicArn,
  Message: JSON.stringify(sesBounce),
  Timestamp: "2026-11-24T10:00:02.000Z",
};

const confirmation = {
  Type: "SubscriptionConfirmation",
  MessageId: "165545c9-2a5c-472c-8df2-7ff2be2b3b1b",
  Token:
    "2336412f37fb687f5d51e6e241d09c805a5a57b30d712f794cc5f6a988666d92768dd60a747ba6f3beb71854e285d6ad02428b09ceece29417f1f02d609c582afbacc99c583a916b9981dd2728f4ae6fdb82efd087cc3b7849e05798d2d2785c03b0879594eeac82c01f235d0e717736",
  TopicArn: topicArn,
  Message: `You have chosen to subscribe to the topic ${topicArn}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
  SubscribeURL: `https://sns.eu-north-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${topicArn}&Token=2336412f37`,
  Timestamp: "2026-11-24T10:00:02.000Z",
};

const verifier = (fetchCertificate = vi.fn(async () => certificatePem), allowSignatureV1 = false) => ({
  fetchCertificate,
  verify: createSnsVerifier({ fetchCertificate, now: () => now, allowSignatureV1 }),
});

describe("createSnsVerifier", () => {
  it.each(["1", "2"] as const)(
    "accepts a genuine notification and confirmation, SignatureVersion %s (1 when allowed)",
    async (version) => {
      const { verify } = verifier(undefined, version === "1");
      expect(await verify(signed(notification, version))).toBe(true);
      expect(await verify(signed({ ...notification, Subject: "Amazon SES Email Receipt" }, version))).toBe(
        true,
      );
      expect(await verify(signed(confirmation, version))).toBe(true);
    },
  );

  it("refuses SignatureVersion 1 unless the setting allows it", async () => {
    const { verify } = verifier();
    expect(await verify(signed(notification, "1"))).toBe(false);
    expect(await verify(signed(confirmation, "1"))).toBe(false);
  });

  it("refuses a certificate from another region's SNS host than the topic's", async () => {
    const { verify, fetchCertificate } = verifier();
    const elsewhere = certUrl.replace("eu-north-1", "us-east-1");
    expect(await verify({ ...signed(notification), SigningCertURL: elsewhere })).toBe(false);
    expect(fetchCertificate).not.toHaveBeenCalled();
  });

  it("refuses a message with one character changed, or a signature made for another version", async () => {
    const { verify } = verifier(undefined, true);
    const genuine = signed(notification);
    expect(await verify({ ...genuine, Message: genuine.Message?.replace("Permanent", "Permanens") })).toBe(
      false,
    );
    expect(await verify({ ...signed(notification, "1"), SignatureVersion: "2" })).toBe(false);
    expect(await verify({ ...genuine, SignatureVersion: "3" })).toBe(false);
  });

  it.each([
    ["another host", "https://evil.example/x.pem"],
    ["plain http", "http://sns.eu-west-1.amazonaws.com/x.pem"],
    ["a look-alike host", "https://sns.eu-west-1.amazonaws.com.evil.example/x.pem"],
    ["a path that is no .pem", "https://sns.eu-west-1.amazonaws.com/x.pem.txt"],
    ["another port", "https://sns.eu-west-1.amazonaws.com:8443/x.pem"],
  ])("refuses a certificate URL on %s without fetching it", async (_label, url) => {
    const { verify, fetchCertificate } = verifier();
    expect(await verify({ ...signed(notification), SigningCertURL: url })).toBe(false);
    expect(fetchCertificate).not.toHaveBeenCalled();
  });

  it("refuses a message older than an hour, accepts one just under", async () => {
    const { verify } = verifier();
    expect(await verify(signed({ ...notification, Timestamp: "2026-11-24T09:29:00.000Z" }))).toBe(false);
    expect(await verify(signed({ ...notification, Timestamp: "2026-11-24T09:31:00.000Z" }))).toBe(true);
    expect(await verify(signed({ ...notification, Timestamp: "not a date" }))).toBe(false);
  });

  it("refuses a topic it was not told about, when given the list", async () => {
    const fetchCertificate = async () => certificatePem;
    const verify = createSnsVerifier({ fetchCertificate, now: () => now, topicArns: [topicArn] });
    expect(await verify(signed(notification))).toBe(true);
    expect(
      await verify(signed({ ...notification, TopicArn: "arn:aws:sns:eu-north-1:999999999999:theirs" })),
    ).toBe(false);
  });

  it("refuses, never throws, when the certificate cannot be had or is no certificate", async () => {
    const failing = verifier(vi.fn(async () => Promise.reject(new Error("timeout"))));
    expect(await failing.verify(signed(notification))).toBe(false);
    const garbage = verifier(
      vi.fn(async () => "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----"),
    );
    expect(await garbage.verify(signed(notification))).toBe(false);
    expect(await failing.verify("Type=Notification")).toBe(false);
  });

  it("fetches a certificate once, and keeps no more than 20", async () => {
    const { verify, fetchCertificate } = verifier();
    await verify(signed(notification));
    await verify(signed(confirmation));
    expect(fetchCertificate).toHaveBeenCalledTimes(1);
    for (let n = 0; n < 20; n++) {
      await verify({
        ...signed(notification),
        SigningCertURL: `https://sns.eu-north-1.amazonaws.com/cert-${n}.pem`,
      });
    }
    await verify(signed(notification));
    expect(fetchCertificate).toHaveBeenCalledTimes(22);
  });
});

describe("snsStringToSign", () => {
  it("lists the signed fields in AWS's order, Subject only when present", () => {
    expect(
      snsStringToSign({
        Type: "Notification",
        Message: "m",
        MessageId: "i",
        Timestamp: "t",
        TopicArn: "a",
        Extra: "x",
      }),
    ).toBe("Message\nm\nMessageId\ni\nTimestamp\nt\nTopicArn\na\nType\nNotification\n");
    expect(
      snsStringToSign({
        Type: "Notification",
        Message: "m",
        MessageId: "i",
        Subject: "s",
        Timestamp: "t",
        TopicArn: "a",
      }),
    ).toContain("MessageId\ni\nSubject\ns\nTimestamp");
    expect(snsStringToSign({ Type: "Other", Message: "m" })).toBeUndefined();
  });
});

describe("parseSnsMessage with a real signature", () => {
  it("turns a signed SES bounce into a hard event naming our mail", async () => {
    const { verify } = verifier();
    expect(await parseSnsMessage(JSON.stringify(signed(notification)), { verify })).toEqual({
      kind: "events",
      events: [
        { type: "hard", email: "gone.reader@example.org", mailId, reason: expect.stringContaining("5.1.1") },
      ],
    });
  });

  it("answers a signed subscription confirmation with its URL, and ignores a tampered one", async () => {
    const { verify } = verifier();
    const genuine = signed(confirmation);
    expect(await parseSnsMessage(genuine, { verify })).toEqual({
      kind: "subscribe",
      subscribeUrl: confirmation.SubscribeURL,
    });
    const forged = {
      ...genuine,
      SubscribeURL: "https://sns.eu-north-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=theirs",
    };
    expect(await parseSnsMessage(forged, { verify })).toEqual({ kind: "ignored" });
  });
});
