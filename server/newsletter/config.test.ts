// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readNewsletterConfig, startupWarnings } from "./config.ts";

describe("newsletter config", () => {
  it("defaults to simulated mode, an embedded database under data/, and mail to files", () => {
    expect(readNewsletterConfig({}, { root: "/srv/site" })).toEqual({
      mode: "simulated",
      database: { kind: "sqlite", file: "/srv/site/data/newsletter.db" },
      dataDirectory: "/srv/site/data",
      linkSecret: undefined,
      keyFile: "/srv/site/data/newsletter.key",
      smtpUrl: undefined,
      smtpHeloName: undefined,
      outboxDirectory: "/srv/site/data/outbox",
      dkim: undefined,
      mailFrom: "Skattlyktan <newsletter@skattlyktan.example>",
      publicOrigin: "https://www.skattlyktan.example",
      bounceAddress: undefined,
      webhookSecret: undefined,
      snsTopicArns: [],
      snsAllowSignatureV1: false,
      admins: [],
      courseSchedule: { intervalMs: 2 * 86_400_000, window: { startMinute: 8 * 60, endMinute: 18 * 60 } },
    });
  });

  it("reads the courses' interval and window, and refuses what it cannot read", () => {
    const read = (interval: string, window: string) =>
      readNewsletterConfig({ NEWSLETTER_COURSE_INTERVAL: interval, NEWSLETTER_COURSE_WINDOW: window })
        .courseSchedule;
    expect(read("30s", "always")).toEqual({ intervalMs: 30_000, window: null });
    expect(read("6h", "07:30-21:00")).toEqual({
      intervalMs: 6 * 3_600_000,
      window: { startMinute: 7 * 60 + 30, endMinute: 21 * 60 },
    });
    expect(() => read("2 days", "always")).toThrow(/NEWSLETTER_COURSE_INTERVAL/);
    expect(() => read("0d", "always")).toThrow(/NEWSLETTER_COURSE_INTERVAL/);
    expect(() => read("1d", "18:00-08:00")).toThrow(/NEWSLETTER_COURSE_WINDOW/);
    expect(() => read("1d", "8-18")).toThrow(/NEWSLETTER_COURSE_WINDOW/);
  });

  it("reads the SMTP HELO name and SNS's SignatureVersion 1 setting, refusing other values", () => {
    const env = { SMTP_HELO_NAME: "mail.skattlyktan.se", NEWSLETTER_SNS_SIGNATURE_V1: "allow" };
    expect(readNewsletterConfig(env)).toMatchObject({
      smtpHeloName: "mail.skattlyktan.se",
      snsAllowSignatureV1: true,
    });
    expect(() => readNewsletterConfig({ SMTP_HELO_NAME: "mail server" })).toThrow(/SMTP_HELO_NAME/);
    expect(() => readNewsletterConfig({ NEWSLETTER_SNS_SIGNATURE_V1: "yes" })).toThrow(/"allow" or unset/);
  });

  it("warns at start when a live server's SITE_URL is not HTTPS, and only then", () => {
    const warnings = (env: Record<string, string>) => startupWarnings(readNewsletterConfig(env));
    expect(warnings({ NEWSLETTER_MODE: "live", SITE_URL: "http://news.example.se" })).toEqual([
      expect.stringMatching(/^newsletter: warning: SITE_URL is http:\/\/news\.example\.se, not HTTPS/),
    ]);
    expect(warnings({ NEWSLETTER_MODE: "live", SITE_URL: "https://news.example.se" })).toEqual([]);
    expect(warnings({ SITE_URL: "http://news.example.se" })).toEqual([]);
    const secret = "s".repeat(32);
    const postgres = {
      NEWSLETTER_MODE: "live",
      SITE_URL: "https://news.example.se",
      DATABASE_URL: "postgres://db/n",
    };
    expect(warnings(postgres)).toEqual([expect.stringMatching(/NEWSLETTER_SECRET is not set/)]);
    expect(warnings({ ...postgres, NEWSLETTER_SECRET: secret })).toEqual([]);
  });

  it("takes NEWSLETTER_SECRET as the link key, and refuses one shorter than 32 characters", () => {
    const secret = "k".repeat(32);
    expect(readNewsletterConfig({ NEWSLETTER_SECRET: secret }).linkSecret).toBe(secret);
    expect(() => readNewsletterConfig({ NEWSLETTER_SECRET: "short" })).toThrow(/NEWSLETTER_SECRET/);
  });

  it("reads the operators, lower-cased and once each, and refuses anything that is not an address", () => {
    const env = { NEWSLETTER_ADMINS: " Anna@Skattlyktan.se, ops@example.org ,anna@skattlyktan.se," };
    expect(readNewsletterConfig(env).admins).toEqual(["anna@skattlyktan.se", "ops@example.org"]);
    expect(() => readNewsletterConfig({ NEWSLETTER_ADMINS: "anna@skattlyktan.se; ops" })).toThrow(
      /NEWSLETTER_ADMINS: .* is not an address/,
    );
  });

  it("reads live mode, PostgreSQL, SMTP, the sender and the public origin", () => {
    const config = readNewsletterConfig(
      {
        NEWSLETTER_MODE: "live",
        DATABASE_URL: "postgres://u:p@db:5432/news",
        SMTP_URL: "smtps://u:p@smtp.example:465",
        MAIL_FROM: "News <news@skattlyktan.se>",
        SITE_URL: "https://skattlyktan.se/some/path",
      },
      { root: "/srv/site" },
    );
    expect(config).toMatchObject({
      mode: "live",
      database: { kind: "postgres", url: "postgres://u:p@db:5432/news" },
      smtpUrl: "smtps://u:p@smtp.example:465",
      mailFrom: "News <news@skattlyktan.se>",
      publicOrigin: "https://skattlyktan.se",
    });
    expect(
      readNewsletterConfig({ SITE_URL: "https://x.se" }, { publicOrigin: "http://localhost:3000/" })
        .publicOrigin,
    ).toBe("http://localhost:3000");
  });

  it("reads a DKIM key from a variable (with escaped newlines) or a file, and refuses half a setup", () => {
    const key = "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n";
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dkim-")), "key.pem");
    writeFileSync(file, key);
    const base = { DKIM_DOMAIN: "skattlyktan.se", DKIM_SELECTOR: "s1" };
    expect(readNewsletterConfig({ ...base, DKIM_PRIVATE_KEY: key.replaceAll("\n", "\\n") }).dkim).toEqual({
      domainName: "skattlyktan.se",
      keySelector: "s1",
      privateKey: key,
    });
    expect(readNewsletterConfig({ ...base, DKIM_PRIVATE_KEY_FILE: file }).dkim?.privateKey).toBe(key);
    expect(() => readNewsletterConfig({ DKIM_DOMAIN: "skattlyktan.se" })).toThrow(/DKIM needs/);
  });

  it("refuses a mode, database URL or site URL it does not know", () => {
    expect(() => readNewsletterConfig({ NEWSLETTER_MODE: "on" })).toThrow(/NEWSLETTER_MODE/);
    expect(() => readNewsletterConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readNewsletterConfig({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
  });

  it("reads the bounce address, the webhook secret and the SNS topics, and refuses bad ones at start", () => {
    const secret = "a".repeat(64);
    const topics =
      "arn:aws:sns:eu-north-1:123456789012:bounces, arn:aws:sns:eu-west-1:123456789012:complaints";
    expect(
      readNewsletterConfig({
        BOUNCE_ADDRESS: " bounces@skattlyktan.se ",
        NEWSLETTER_WEBHOOK_SECRET: secret,
        NEWSLETTER_SNS_TOPIC_ARNS: topics,
      }),
    ).toMatchObject({
      bounceAddress: "bounces@skattlyktan.se",
      webhookSecret: secret,
      snsTopicArns: [
        "arn:aws:sns:eu-north-1:123456789012:bounces",
        "arn:aws:sns:eu-west-1:123456789012:complaints",
      ],
    });
    for (const bad of ["bounces", "Bounces <bounces@skattlyktan.se>", "bounces@skattlyktan"]) {
      expect(() => readNewsletterConfig({ BOUNCE_ADDRESS: bad })).toThrow(
        /BOUNCE_ADDRESS .* is not a plain address/,
      );
    }
    // bounces+<36-character id> must still fit RFC 5321's 64 characters.
    expect(() => readNewsletterConfig({ BOUNCE_ADDRESS: `${"b".repeat(28)}@skattlyktan.se` })).toThrow(
      /at most 27 characters/,
    );
    expect(() => readNewsletterConfig({ NEWSLETTER_WEBHOOK_SECRET: "short" })).toThrow(/at least 32/);
    expect(() => readNewsletterConfig({ NEWSLETTER_WEBHOOK_SECRET: `${secret} x` })).toThrow(/at least 32/);
    expect(() => readNewsletterConfig({ NEWSLETTER_SNS_TOPIC_ARNS: "bounces" })).toThrow(
      /"bounces" is not an SNS topic ARN/,
    );
  });
});
