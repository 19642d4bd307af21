/** The newsletter's settings, read once from the environment. Only NEWSLETTER_MODE, DATABASE_URL and
 * SMTP_URL matter to a newcomer; every other setting has a default that works on a laptop. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DkimConfig } from "./delivery/transport.ts";
import type { DatabaseTarget } from "./storage/database.ts";

export type NewsletterMode = "simulated" | "live";

export interface NewsletterConfig {
  mode: NewsletterMode;
  database: DatabaseTarget;
  /** Unset: mails are written as .eml files to `outboxDirectory` and their links logged. */
  smtpUrl: string | undefined;
  outboxDirectory: string;
  dkim: DkimConfig | undefined;
  mailFrom: string;
  /** The origin the links in mails point at, without a trailing slash. */
  publicOrigin: string;
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

function readDkim(env: NodeJS.ProcessEnv): DkimConfig | undefined {
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

export function readNewsletterConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: ConfigOptions = {},
): NewsletterConfig {
  const root = options.root ?? process.cwd();
  const publicOrigin = readOrigin(options.publicOrigin ?? env.SITE_URL ?? defaultSiteUrl);
  return {
    mode: readMode(env.NEWSLETTER_MODE),
    database: readDatabase(env.DATABASE_URL, root),
    smtpUrl: env.SMTP_URL || undefined,
    outboxDirectory: path.join(root, "data", "outbox"),
    dkim: readDkim(env),
    mailFrom:
      env.MAIL_FROM || `Skattlyktan <newsletter@${new URL(publicOrigin).hostname.replace(/^www\./, "")}>`,
    publicOrigin,
  };
}

/** How the operator command names the database it works on. */
export function describeTarget(target: DatabaseTarget): string {
  return target.kind === "sqlite" ? `SQLite file ${target.file}` : "PostgreSQL";
}
