// @vitest-environment node
/** The DKIM signature as a receiver checks it, with an independent verifier (mailauth, not nodemailer's
 * signer): it verifies, and it covers both unsubscribe headers, as RFC 8058 §4 requires. */
import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { renderMail } from "../mail/render-mail.ts";
import { createTransport } from "./transport.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const selector = "news2026";
const domain = "skattlyktan.example";
/** The TXT record docs/operating-the-newsletter.md says to publish, served by a stub instead of DNS. */
const keyRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
const resolver = async (name: string, type: string) => {
  if (name === `${selector}._domainkey.${domain}` && type === "TXT") return [[keyRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

describe("DKIM, as a receiver verifies it", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it("signs List-Unsubscribe and List-Unsubscribe-Post, and the signature verifies", async () => {
    const transport = createTransport({
      smtpUrl: smtp.url,
      outboxDirectory: "",
      mailFrom: `Skattlyktan <newsletter@${domain}>`,
      dkim: {
        domainName: domain,
        keySelector: selector,
        privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      },
      log: () => {},
    });
    const row = {
      id: "6f1c2a4e-0d43-4b8e-9a3c-2b7d51f0c9e1",
      recipient: "ada@example.com",
      kind: "welcome" as const,
      language: "en" as const,
      payload: JSON.stringify({ unsubscribeToken: "t".repeat(43) }),
      message_id: `<welcome@${domain}>`,
    };
    try {
      await transport.send(renderMail(row, "https://www.skattlyktan.example", testLinkKey));
    } finally {
      transport.close();
    }
    const [raw] = await smtp.waitFor(1).then(() => smtp.raws);
    const { results } = await dkimVerify(raw as Buffer, { resolver });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result?.status.result).toBe("pass");
    expect(result?.signingDomain).toBe(domain);
    // The signature's h= list, as mailauth reports it ("From: Subject: …").
    const signed = String(result?.signingHeaders?.keys)
      .split(":")
      .map((name) => name.trim().toLowerCase());
    expect(signed).toEqual(expect.arrayContaining(["from", "list-unsubscribe", "list-unsubscribe-post"]));

    // Oversigned (issue 39): a second List-Unsubscribe, From or Subject added on the way breaks it.
    const text = (raw as Buffer).toString("latin1");
    for (const added of [
      "List-Unsubscribe: <https://evil.example/u>",
      "From: Someone Else <ceo@skattlyktan.example>",
      "Subject: Urgent",
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    ]) {
      const tampered = Buffer.from(text.replace("\r\n\r\n", `\r\n${added}\r\n\r\n`), "latin1");
      const verdict = await dkimVerify(tampered, { resolver });
      expect(verdict.results[0]?.status.result, added).toBe("fail");
    }
    // The headers that say what kind of mail it is travel signed.
    expect(text).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(text).toMatch(/^Content-Language: en$/m);
  });
});
