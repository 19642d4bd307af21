// @vitest-environment node
/** Issue 31's abuse cases against the whole server side as the site server wires it (config, routes,
 * worker) and a real SMTP server: control characters, foreign origins, IDN addresses, and logs. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testPages } from "#tests/support/page-actions.ts";
import { signUpBody } from "#tests/support/sign-up-form.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { readNewsletterConfig } from "./config.ts";
import { createNewsletter, type Newsletter } from "./create-newsletter.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const origin = "https://www.skattlyktan.example";
const form = { origin, "content-type": "application/x-www-form-urlencoded" };
const secret = "0123456789abcdef".repeat(4);

describe("refusing abuse at the sign-up", () => {
  let root: string;
  let smtp: TestSmtpServer;
  let newsletter: Newsletter;
  let app: FastifyInstance;
  const log: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "newsletter-abuse-"));
    smtp = await startSmtpServer();
    const env = {
      NEWSLETTER_MODE: "live",
      SMTP_URL: smtp.url,
      BOUNCE_ADDRESS: "bounces@skattlyktan.example",
      NEWSLETTER_WEBHOOK_SECRET: secret,
    };
    newsletter = await createNewsletter(readNewsletterConfig(env, { root, publicOrigin: origin }), {
      log: (line) => log.push(line),
      routes: { rateLimit: false },
      worker: { backoffBaseMs: 1 },
    });
    app = Fastify();
    await app.register(newsletter.routesPlugin, { pages: testPages });
  });
  afterAll(async () => {
    await app.close();
    await newsletter.close();
    await smtp.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The sign-up page's form: a sign-up taken is a redirect to the thank-you page (302). */
  const signUp = (email: string, headers: Record<string, string> = form, language: "en" | "se" = "en") =>
    app.inject({
      method: "POST",
      url: `/${language}/sign-up`,
      headers,
      payload: signUpBody({ email, language }),
    });
  async function drain(): Promise<void> {
    while ((await newsletter.worker.runOnce()) > 0) {}
  }
  /** RCPT TOs to one mailbox, its local part compared without case as the mailbox would. */
  const deliveredTo = (address: string) =>
    smtp.envelopes.filter((envelope) => envelope.to.some((to) => to.toLowerCase() === address));

  it("sends at most 3 mails a day to one inbox, whatever control characters the address carries", async () => {
    const variants = [
      "anna@example.se",
      "anna\u0000@example.se",
      "\u001banna@example.se",
      "anna\u0001@example.se",
      "an\u200bna@example.se",
      "anna\u00ad@example.se",
      "anna@exam\u200dple.se",
      "\u2066anna@example.se",
      "ANNA@example.se",
      " anna@EXAMPLE.se ",
    ];
    const answers = [];
    for (const variant of [...variants, ...variants]) answers.push((await signUp(variant)).statusCode);
    await drain();
    // Each variant with an invisible character is refused as an invalid address; the rest are one.
    expect(answers.filter((status) => status === 400)).toHaveLength(14);
    expect(deliveredTo("anna@example.se")).toHaveLength(3);
    expect(smtp.envelopes).toHaveLength(3);
  });

  it("accepts a Swedish IDN domain, keeps one subscriber for both its spellings and delivers in ASCII", async () => {
    for (const email of ["anna@företag.se", "Anna@xn--fretag-wxa.se", "anna@FÖRETAG.SE"]) {
      expect((await signUp(email)).statusCode).toBe(302);
    }
    await drain();
    const subscribers = await newsletter.db
      .selectFrom("subscribers")
      .select(["email", "email_key"])
      .where("email_key", "like", "%xn--%")
      .execute();
    expect(subscribers).toEqual([{ email: "anna@xn--fretag-wxa.se", email_key: "anna@xn--fretag-wxa.se" }]);
    // The envelope in ASCII, as every SMTP server takes it (the test server decodes what it saw).
    const rcpts = smtp.commands.filter((line) => /^RCPT TO:/i.test(line) && /fretag|företag/i.test(line));
    expect(rcpts.map((line) => line.toLowerCase())).toEqual(
      Array(3).fill("rcpt to:<anna@xn--fretag-wxa.se>"),
    );
    expect(deliveredTo("anna@företag.se")).toHaveLength(3);
  });

  it("refuses a sign-up from another site's page, and takes the site's own and Origin-less ones", async () => {
    const before = await newsletter.db.selectFrom("subscribers").select("id").execute();
    const foreign = await signUp("bo@example.se", { ...form, origin: "https://evil.example" }, "se");
    // The page says why, in its language, and shows nothing another site sent (the test handler answers
    // the loader's data as JSON: the request was refused before the action, decision 064).
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ refusal: { code: "foreign_origin", email: "", choices: null } });
    expect((await signUp("bo@example.se", { ...form, origin: "null" })).statusCode).toBe(403);
    expect(await newsletter.db.selectFrom("subscribers").select("id").execute()).toEqual(before);
    // Asking for a new unsubscribe link mails too: another site may not post that either.
    const foreignRequest = await app.inject({
      method: "POST",
      url: "/en/unsubscribe-link",
      headers: { ...form, origin: "https://evil.example" },
      payload: "email=bo%40example.se",
    });
    expect([foreignRequest.statusCode, foreignRequest.json().refusal.code]).toEqual([403, "foreign_origin"]);

    const { origin: _, ...withoutOrigin } = form;
    for (const headers of [form, withoutOrigin]) {
      const posted = await signUp("dag@example.se", headers);
      expect(posted.statusCode).toBe(302);
      expect(posted.headers.location).toBe("/en/thank-you");
    }
  });

  it("names no subscriber in any log line of a failing send or a bounce", async () => {
    log.length = 0;
    const reader = "eve.reader@example.se";
    smtp.refuseDataWith = `554 5.7.1 <${reader}>: message refused`;
    await signUp(reader);
    await drain();
    smtp.refuseDataWith = undefined;
    smtp.refuseWith = 421;
    await signUp("fay.reader@example.se");
    await drain();
    smtp.refuseWith = undefined;
    smtp.refuseRecipientsWith = "550 5.1.1 <gus.reader@example.se>: Recipient address rejected";
    await signUp("gus.reader@example.se");
    await drain();
    smtp.refuseRecipientsWith = undefined;
    // A DSN about a mail of ours, posted raw to the webhook, and a generic event by address.
    const [mail] = await newsletter.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", reader)
      .execute();
    const dsn = readFileSync("tests/fixtures/bounces/postfix-hard.eml", "utf8").replace(
      /bounces\+[0-9a-f-]{36}@/g,
      `bounces+${mail?.id}@`,
    );
    const webhook = (payload: string | object, type: string) =>
      app.inject({
        method: "POST",
        url: "/api/newsletter/events",
        headers: { authorization: `Bearer ${secret}`, "content-type": type },
        payload,
      });
    expect((await webhook(dsn, "message/rfc822")).statusCode).toBe(202);
    expect(
      (await webhook({ email: "fay.reader@example.se", type: "hard" }, "application/json")).statusCode,
    ).toBe(202);

    // Each line names the mail by its id (a Message-ID would look like an address, and be cleaned out).
    expect(
      log.some((line) => /^newsletter: mail [0-9a-f-]{36} failed for good: .*<address>/.test(line)),
    ).toBe(true);
    expect(log.some((line) => line.includes("retry in"))).toBe(true);
    expect(log.some((line) => line.includes("refused at RCPT TO"))).toBe(true);
    expect(log.some((line) => line.includes("report mail"))).toBe(true);
    expect(log.filter((line) => /@|reader/.test(line))).toEqual([]);
  });
});
