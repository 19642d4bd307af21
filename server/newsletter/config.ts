/** The newsletter's settings, read once from the environment. Only NEWSLETTER_MODE, DATABASE_URL and
 * SMTP_URL matter to a newcomer; every other setting has a default that works on a laptop. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { DkimKey } from "./delivery/dkim-sign.ts";
import { addressKey, checkAddress } from "./domain/addresses.ts";
import { parseInterval, parseWindow } from "./domain/course-schedule.ts";
import type { DatabaseTarget } from "./storage/database.ts";

const defaultSiteUrl = "https://www.skattlyktan.example";

/** Unset and empty alike take the default. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      String(value ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    z.array(item),
  );
const quoted = (issue: { input?: unknown }) => `"${String(issue.input)}"`;

/** The settings with a fixed form; each refusal's message names its variable. */
const environment = z.object({
  NEWSLETTER_MODE: setting(
    z.enum(["simulated", "live"], {
      error: (issue) => `NEWSLETTER_MODE must be "simulated" or "live", not ${quoted(issue)}`,
    }),
  ),
  NEWSLETTER_SECRET: setting(
    z.string().min(32, "NEWSLETTER_SECRET must be at least 32 characters (openssl rand -hex 32)"),
  ),
  // A bearer token's characters (RFC 6750), long enough that guessing is hopeless.
  NEWSLETTER_WEBHOOK_SECRET: setting(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._~+/-]{32,}=*$/,
        "NEWSLETTER_WEBHOOK_SECRET must be at least 32 characters of A-Z a-z 0-9 . _ ~ + / - (openssl rand -hex 32)",
      ),
  ),
  // A fully qualified domain name (RFC 5321 §4.1.1.1), or an address literal such as [192.0.2.1].
  SMTP_HELO_NAME: setting(
    z.string().regex(/^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|\[[0-9a-f:.]+\])$/i, {
      error: (issue) =>
        `SMTP_HELO_NAME ${quoted(issue)} is not a fully qualified host name like mail.skattlyktan.se`,
    }),
  ),
  BOUNCE_ADDRESS: setting(
    z
      .string()
      .trim()
      .refine((address) => !checkAddress(address), {
        error: (issue) => `BOUNCE_ADDRESS ${quoted(issue)} is not a plain address like bounces@example.se`,
        abort: true,
      })
      // RFC 5321 allows 64 characters before the @, and VERP adds "+" and a 36-character id.
      .refine(
        (address) => address.lastIndexOf("@") <= 27,
        "BOUNCE_ADDRESS's part before the @ must be at most 27 characters",
      ),
  ),
  NEWSLETTER_SNS_TOPIC_ARNS: list(
    z.string().regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/, {
      error: (issue) =>
        `NEWSLETTER_SNS_TOPIC_ARNS: ${quoted(issue)} is not an SNS topic ARN (arn:aws:sns:<region>:<account>:<name>)`,
    }),
  ),
  NEWSLETTER_SNS_SIGNATURE_V1: setting(
    z.literal("allow", {
      error: (issue) => `NEWSLETTER_SNS_SIGNATURE_V1 must be "allow" or unset, not ${quoted(issue)}`,
    }),
  ),
  NEWSLETTER_ADMINS: list(
    z.string().refine((address) => !checkAddress(address), {
      error: (issue) =>
        `NEWSLETTER_ADMINS: ${quoted(issue)} is not an address (a comma-separated list of them)`,
    }),
  ),
});

function readDatabase(url: string | undefined, root: string): DatabaseTarget {
  if (!url) return { kind: "sqlite", file: path.join(root, "data", "newsletter.db") };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  if (url.startsWith("file:")) return { kind: "sqlite", file: path.resolve(root, url.slice(5)) };
  throw new Error("DATABASE_URL must be a postgres:// URL, a file: path, or unset");
}

function readDkim(env: NodeJS.ProcessEnv): DkimKey | undefined {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector } = env;
  const privateKey =
    env.DKIM_PRIVATE_KEY ??
    (env.DKIM_PRIVATE_KEY_FILE ? readFileSync(env.DKIM_PRIVATE_KEY_FILE, "utf8") : undefined);
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey) {
    throw new Error("DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE)");
  }
  // Keys passed through an environment variable often arrive with literal "\n".
  return { domainName, keySelector, privateKey: privateKey.replaceAll("\\n", "\n") };
}

function readOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("SITE_URL must be http(s)");
  return url.origin;
}

/** `root`: where `data/` lives (the project root by default); `publicOrigin` overrides SITE_URL. */
export function readNewsletterConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { root?: string; publicOrigin?: string } = {},
) {
  const root = options.root ?? process.cwd();
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  const settings = parsed.data;
  const publicOrigin = readOrigin(options.publicOrigin ?? env.SITE_URL ?? defaultSiteUrl);
  return {
    mode: settings.NEWSLETTER_MODE ?? "simulated",
    database: readDatabase(env.DATABASE_URL, root),
    dataDirectory: path.join(root, "data"),
    /** Unset: `keyFile`, made on first start; every server and the CLI need one key (decision 030). */
    linkSecret: settings.NEWSLETTER_SECRET,
    keyFile: path.join(root, "data", "newsletter.key"),
    /** Unset: mails are written as .eml files to `outboxDirectory` and their links logged. */
    smtpUrl: env.SMTP_URL || undefined,
    /** Receivers check the EHLO name against reverse DNS: give the PTR record's (default: hostname). */
    smtpHeloName: settings.SMTP_HELO_NAME,
    outboxDirectory: path.join(root, "data", "outbox"),
    dkim: readDkim(env),
    mailFrom:
      env.MAIL_FROM || `Skattlyktan <newsletter@${new URL(publicOrigin).hostname.replace(/^www\./, "")}>`,
    /** The origin the links in mails point at, without a trailing slash. */
    publicOrigin,
    /** Each mail's envelope sender becomes `local+<mail id>@domain` (decision 026). */
    bounceAddress: settings.BOUNCE_ADDRESS,
    /** Without it there is no POST /api/newsletter/events. */
    webhookSecret: settings.NEWSLETTER_WEBHOOK_SECRET,
    /** The SNS topics whose SES notifications are believed; none, no route. */
    snsTopicArns: settings.NEWSLETTER_SNS_TOPIC_ARNS,
    /** SNS's SHA1 signatures are believed as well as version 2's. */
    snsAllowSignatureV1: settings.NEWSLETTER_SNS_SIGNATURE_V1 === "allow",
    /** The operators' addresses, lower-cased; none, and nobody can sign in to /admin. */
    admins: [...new Set(settings.NEWSLETTER_ADMINS.map(addressKey))],
    /** When the courses' lessons leave: every 2 days, 08:00-18:00 Stockholm time, by default (decision 036). */
    courseSchedule: {
      intervalMs: parseInterval(env.NEWSLETTER_COURSE_INTERVAL || "2d"),
      window: parseWindow(env.NEWSLETTER_COURSE_WINDOW || "08:00-18:00"),
    },
  };
}

export type NewsletterConfig = ReturnType<typeof readNewsletterConfig>;

/** What a live server says at start about settings that work but should not go to production. */
export function startupWarnings(config: NewsletterConfig): string[] {
  if (config.mode !== "live") return [];
  const warnings: string[] = [];
  if (!config.publicOrigin.startsWith("https:")) {
    warnings.push(
      `newsletter: warning: SITE_URL is ${config.publicOrigin}, not HTTPS: the links in mails (confirm, ` +
        "unsubscribe, the console's sign-in) travel in clear text, the console's Secure cookie is refused " +
        "anywhere but localhost, and mail providers expect https one-click unsubscribe URLs (RFC 8058). " +
        "Set SITE_URL=https://… on a public server.",
    );
  }
  // Decision 030: on PostgreSQL each server would otherwise make its own key file.
  if (config.database.kind === "postgres" && !config.linkSecret) {
    warnings.push(
      "newsletter: warning: NEWSLETTER_SECRET is not set, so this server signs its mails' links with its own " +
        "key file (data/newsletter.key). Every server of one newsletter needs the same key: set " +
        "NEWSLETTER_SECRET alike on each.",
    );
  }
  return warnings;
}
