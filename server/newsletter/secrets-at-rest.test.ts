// @vitest-environment node
/** Issue 31, point 2: no raw link token at rest. Mails go through a real SMTP server; the tokens are
 * taken from the mails as delivered, then looked for in every table and, on the embedded database, in
 * every byte of every file under data/ (the database, its -wal and -shm, the key file). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { readNewsletterConfig } from "./config.ts";
import { createNewsletter, type Newsletter } from "./create-newsletter.ts";
import type { NewsletterSchema } from "./storage/schema.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const origin = "http://localhost:3000";
const tables: (keyof NewsletterSchema)[] = [
  "subscribers",
  "tokens",
  "outbox",
  "send_log",
  "suppressions",
  "issues",
  "mail_events",
  "operator_links",
  "operator_sessions",
  "audit_log",
  "unsubscribes",
];

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every token in a delivered mail's links and List-Unsubscribe header (43 characters of base64url). */
function tokensIn(mail: ParsedMail): string[] {
  const text = `${mail.text ?? ""}\n${mail.html || ""}\n${mail.headerLines.map((line) => line.line).join("\n")}`;
  return [...text.matchAll(/(?:token=)([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map(
    (match) => match[1] as string,
  );
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe.each(testDatabases())("no secret at rest on $name", (database) => {
  let root: string;
  let smtp: TestSmtpServer;
  let newsletter: Newsletter;
  const secrets = new Set<string>();

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "newsletter-secrets-"));
    smtp = await startSmtpServer();
    // The schema (PostgreSQL) or file (SQLite) of this test, made and migrated, then opened by the server.
    await (await database.open()).destroy();
    const env = { NEWSLETTER_MODE: "live", SMTP_URL: smtp.url, NEWSLETTER_ADMINS: "ops@example.org" };
    const config = {
      ...readNewsletterConfig(env, { root, publicOrigin: origin }),
      ...(database.target.kind === "postgres" ? { database: database.target } : {}),
    };
    newsletter = await createNewsletter(config, {
      log: () => {},
      worker: { pollMs: 50, afterSendingEveryMs: 0, afterIdleEveryMs: 0 },
    });
    newsletter.start();
    const { service } = newsletter;

    for (const email of ["ada@example.com", "bo@example.com"]) {
      await service.subscribe({ email, language: "se", formVersion: "v1" });
      await until(() => smtp.mailsTo(email)[0]);
      const [confirmToken] = tokensIn(smtp.mailsTo(email)[0] as ParsedMail);
      // The tokens are real: each opens what its link promises.
      expect(await service.confirm(confirmToken as string)).toMatchObject({ status: "confirmed" });
    }
    await service.requestSignIn("ops@example.org");
    const signInMail = await until(() => smtp.mailsTo("ops@example.org")[0]);
    const signIn = /#token=([A-Za-z0-9_-]{43})/.exec(signInMail.text ?? "")?.[1] as string;
    const session = await service.completeSignIn(signIn);
    expect(session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.add(signIn);
    secrets.add(session?.token as string);
    const welcome = await until(() => smtp.mailsTo("ada@example.com")[1]);
    const [unsubscribeToken] = tokensIn(welcome);
    expect(await service.unsubscribe(unsubscribeToken as string)).toMatchObject({ status: "unsubscribed" });
    // Last, so the worker's sends end the test's writes: to bo, the one subscriber left.
    await service.queueIssue("# News\n\nThe deadline is 4 May.", "se", 1000);
    const mails = await smtp.waitFor(6);
    for (const mail of mails) for (const token of tokensIn(mail)) secrets.add(token);
  });

  afterAll(async () => {
    await newsletter?.close();
    await smtp?.close();
    await database.cleanUp();
    await rm(root, { recursive: true, force: true });
  });

  it("finds the delivered mails' tokens in no table", async () => {
    // Two confirmations with their unsubscribe links, two welcomes, an issue, a sign-in link, a session.
    expect(secrets.size).toBeGreaterThanOrEqual(9);
    for (const table of tables) {
      const rows = JSON.stringify(await newsletter.db.selectFrom(table).selectAll().execute());
      for (const secret of secrets) expect(rows, `${table} holds a token`).not.toContain(secret);
    }
  });

  it.runIf(database.target.kind === "sqlite")(
    "finds them in no byte of any file under data/, WAL truncated after the sends",
    async () => {
      const data = path.join(root, "data");
      const wal = path.join(data, "newsletter.db-wal");
      // The worker truncates the WAL once it has drained the queue, and when idle (at once here).
      await until(() => (statSync(wal).size === 0 ? true : undefined));
      const files = filesUnder(data);
      expect(files.map((file) => path.basename(file)).sort()).toEqual([
        "newsletter.db",
        "newsletter.db-shm",
        "newsletter.db-wal",
        "newsletter.key",
      ]);
      for (const file of files) {
        const bytes = readFileSync(file);
        for (const secret of secrets) {
          expect(bytes.indexOf(secret), `${path.basename(file)} holds a token`).toBe(-1);
        }
      }
      const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(newsletter.db);
      expect(rows[0]?.secure_delete).toBe(1);
    },
  );

  it.runIf(database.target.kind === "sqlite")("keeps data/ the owner's alone: 0700, its files 0600", () => {
    const data = path.join(root, "data");
    expect(mode(data)).toBe(0o700);
    for (const file of filesUnder(data)) expect(mode(file), path.basename(file)).toBe(0o600);
  });
});
