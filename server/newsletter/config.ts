/** The newsletter's settings, read once from the environment. Only NEWSLETTER_MODE, DATABASE_URL and
 * SMTP_URL matter to a newcomer; every other setting has a default that works on a laptop. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DkimKey } from "./delivery/dkim-sign.ts";
import { addressKey, checkAddress } from "./domain/addresses.ts";
import { type CourseSchedule, parseInterval, parseWindow } from "./domain/course-schedule.ts";
import type { DatabaseTarget } from "./storage/database.ts";

export type NewsletterMode = "simulated" | "live";

export interface NewsletterConfig {
  mode: NewsletterMode;
  database: DatabaseTarget;
  /** `data/` under the root: the embedded database, the link key file and the .eml outbox, 0700. */
  dataDirectory: string;
  /** NEWSLETTER_SECRET: the key the mails' link tokens are derived with. Unset: `keyFile`, made on first
   * start. Every instance and the operator's command must use the same one (decision 030). */
  linkSecret: string | undefined;
  keyFile: string;
  /** Unset: mails are written as .eml files to `outboxDirectory` and their links logged. */
  smtpUrl: string | undefined;
  /** SMTP_HELO_NAME: the name this server gives in EHLO (default: the machine's host name). Receivers
   * check it against the sending address's reverse DNS, so give the name that PTR record has. */
  smtpHeloName: string | undefined;
  outboxDirectory: string;
  dkim: DkimKey | undefined;
  mailFrom: string;
  /** The origin the links in mails point at, without a trailing slash. */
  publicOrigin: string;
  /** BOUNCE_ADDRESS: each mail's envelope sender becomes `local+<mail id>@domain` (decision 026). */
  bounceAddress: string | undefined;
  /** NEWSLETTER_WEBHOOK_SECRET: without it there is no POST /api/newsletter/events. */
  webhookSecret: string | undefined;
  /** NEWSLETTER_SNS_TOPIC_ARNS: the SNS topics whose SES notifications are believed; none, no route. */
  snsTopicArns: string[];
  /** NEWSLETTER_SNS_SIGNATURE_V1=allow: SNS's SHA1 signatures are believed as well as version 2's. */
  snsAllowSignatureV1: boolean;
  /** NEWSLETTER_ADMINS: the operators' addresses, lower-cased; none, and nobody can sign in to /admin. */
  admins: string[];
  /** NEWSLETTER_COURSE_INTERVAL (default 2d) and NEWSLETTER_COURSE_WINDOW (default 08:00-18:00,
   * Stockholm time, or "always"): when the courses' lessons leave (decision 036). */
  courseSchedule: CourseSchedule;
}

export interface ConfigOptions {
  /** Where `data/` lives; the project root by default. */
  root?: string;
  /** Overrides SITE_URL, e.g. `http://localhost:3000` for a local run. */
  publicOrigin?: string;
}

const defaultSiteUrl = "https://www.skattlyktan.example";

function readMode(value: string | undefined): NewsletterMode {
  if (value === undefined || value === "" || value === "simulated") return "simulated";
  if (value === "live") return "live";
  throw new Error(`NEWSLETTER_MODE must be "simulated" or "live", not "${value}"`);
}

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

function readBounceAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const address = value.trim();
  if (checkAddress(address))
    throw new Error(`BOUNCE_ADDRESS "${address}" is not a plain address like bounces@example.se`);
  // RFC 5321 allows 64 characters before the @, and VERP adds "+" and a 36-character id.
  if (address.lastIndexOf("@") > 27)
    throw new Error("BOUNCE_ADDRESS's part before the @ must be at most 27 characters");
  return address;
}

function readLinkSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) {
    throw new Error("NEWSLETTER_SECRET must be at least 32 characters (openssl rand -hex 32)");
  }
  return value;
}

function readWebhookSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // A bearer token's characters (RFC 6750), long enough that guessing is hopeless.
  if (!/^[A-Za-z0-9._~+/-]{32,}=*$/.test(value)) {
    throw new Error(
      "NEWSLETTER_WEBHOOK_SECRET must be at least 32 characters of A-Z a-z 0-9 . _ ~ + / - (openssl rand -hex 32)",
    );
  }
  return value;
}

function readTopicArns(value: string | undefined): string[] {
  const arns = (value ?? "")
    .split(",")
    .map((arn) => arn.trim())
    .filter(Boolean);
  const bad = arns.find((arn) => !/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/.test(arn));
  if (bad !== undefined) {
    throw new Error(
      `NEWSLETTER_SNS_TOPIC_ARNS: "${bad}" is not an SNS topic ARN (arn:aws:sns:<region>:<account>:<name>)`,
    );
  }
  return arns;
}

function readHeloName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // A fully qualified domain name (RFC 5321 §4.1.1.1), or an address literal such as [192.0.2.1].
  if (!/^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|\[[0-9a-f:.]+\])$/i.test(value)) {
    throw new Error(`SMTP_HELO_NAME "${value}" is not a fully qualified host name like mail.skattlyktan.se`);
  }
  return value;
}

function readAllow(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "") return false;
  if (value === "allow") return true;
  throw new Error(`${name} must be "allow" or unset, not "${value}"`);
}

function readAdmins(value: string | undefined): string[] {
  const addresses = (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const bad = addresses.find((address) => checkAddress(address));
  if (bad !== undefined) {
    throw new Error(`NEWSLETTER_ADMINS: "${bad}" is not an address (a comma-separated list of them)`);
  }
  return [...new Set(addresses.map(addressKey))];
}

function readOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("SITE_URL must be http(s)");
  return url.origin;
}

export function readNewsletterConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: ConfigOptions = {},
): NewsletterConfig {
  const root = options.root ?? process.cwd();
  const publicOrigin = readOrigin(options.publicOrigin ?? env.SITE_URL ?? defaultSiteUrl);
  return {
    mode: readMode(env.NEWSLETTER_MODE),
    database: readDatabase(env.DATABASE_URL, root),
    dataDirectory: path.join(root, "data"),
    linkSecret: readLinkSecret(env.NEWSLETTER_SECRET),
    keyFile: path.join(root, "data", "newsletter.key"),
    smtpUrl: env.SMTP_URL || undefined,
    smtpHeloName: readHeloName(env.SMTP_HELO_NAME),
    outboxDirectory: path.join(root, "data", "outbox"),
    dkim: readDkim(env),
    mailFrom:
      env.MAIL_FROM || `Skattlyktan <newsletter@${new URL(publicOrigin).hostname.replace(/^www\./, "")}>`,
    publicOrigin,
    bounceAddress: readBounceAddress(env.BOUNCE_ADDRESS),
    webhookSecret: readWebhookSecret(env.NEWSLETTER_WEBHOOK_SECRET),
    snsTopicArns: readTopicArns(env.NEWSLETTER_SNS_TOPIC_ARNS),
    snsAllowSignatureV1: readAllow("NEWSLETTER_SNS_SIGNATURE_V1", env.NEWSLETTER_SNS_SIGNATURE_V1),
    admins: readAdmins(env.NEWSLETTER_ADMINS),
    courseSchedule: {
      intervalMs: parseInterval(env.NEWSLETTER_COURSE_INTERVAL || "2d"),
      window: parseWindow(env.NEWSLETTER_COURSE_WINDOW || "08:00-18:00"),
    },
  };
}

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
  // On PostgreSQL several servers may share the newsletter; each would otherwise make its own key file,
  // and a link mailed by one would be refused by the others (decision 030).
  if (config.database.kind === "postgres" && !config.linkSecret) {
    warnings.push(
      "newsletter: warning: NEWSLETTER_SECRET is not set, so this server signs its mails' links with its own " +
        "key file (data/newsletter.key). Every server of one newsletter needs the same key: set " +
        "NEWSLETTER_SECRET alike on each.",
    );
  }
  return warnings;
}

/** How the operator command names the database it works on. */
export function describeTarget(target: DatabaseTarget): string {
  return target.kind === "sqlite" ? `SQLite file ${target.file}` : "PostgreSQL";
}
