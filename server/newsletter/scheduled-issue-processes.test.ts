// @vitest-environment node
/** Issue 40: "a scheduled issue is sent once at its time with two servers running", with two real server
 * processes (tests/support/serve-newsletter-process.ts) on one PostgreSQL database and mail by SMTP to a
 * test server. An issue scheduled a few seconds ahead reaches each reader exactly once, not before its
 * time, with its preview text as the preheader. The test waits for the mails, not for a fixed time.
 * PostgreSQL only: the embedded database has one server process. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { linkKeyOf } from "./domain/tokens.ts";
import type { NewsletterDatabase } from "./storage/schema.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const postgres = testDatabases().find((database) => database.target.kind === "postgres");
const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";
const secret = "two-processes-share-one-link-key-0123456789";
const readers = ["ada@example.se", "bo@example.se", "cy@example.se"];
const serverScript = path.resolve(import.meta.dirname, "../../tests/support/serve-newsletter-process.ts");

describe.skipIf(!postgres)("a scheduled issue with two server processes on one PostgreSQL", () => {
  const database = postgres as NonNullable<typeof postgres>;
  const root = mkdtempSync(path.join(tmpdir(), "newsletter-processes-"));
  const children: ChildProcess[] = [];
  let db: NewsletterDatabase;
  let smtp: TestSmtpServer;
  const ports: number[] = [];

  /** One server process; resolves with its port once it listens. */
  function startServer(): Promise<number> {
    const target = database.target as { url: string; schema: string };
    const child = spawn(process.execPath, [serverScript], {
      env: {
        ...process.env,
        NEWSLETTER_MODE: "live",
        NEWSLETTER_ADMINS: operator,
        NEWSLETTER_SECRET: secret,
        NEWSLETTER_ROOT: root,
        SMTP_URL: smtp.url,
        SITE_URL: origin,
        TEST_DATABASE_URL: target.url,
        TEST_DATABASE_SCHEMA: target.schema,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`a server process ended early (${code})`)));
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
        const port = /^listening (\d+)$/.exec(line)?.[1];
        if (port) resolve(Number(port));
      });
    });
  }

  beforeAll(async () => {
    db = await database.open(); // the schema, migrated before either server starts
    smtp = await startSmtpServer();
    // The readers, confirmed through the service's own steps (their confirmation mails go out too).
    const service = serviceOn(db, { linkKey: linkKeyOf(secret), admins: [operator], publicOrigin: origin });
    for (const email of readers) await confirmedSubscriber(service, db, email, "en", linkKeyOf(secret));
    ports.push(...(await Promise.all([startServer(), startServer()])));
  });
  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.removeAllListeners("exit");
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await smtp?.close();
    await db?.destroy();
    await database.cleanUp();
    rmSync(root, { recursive: true, force: true });
  });

  it("delivers it once to each reader, at its time, with its preview text", async () => {
    const [first, second] = ports as [number, number];
    let cookie = "";
    const post = (port: number, route: string, body: object) =>
      fetch(`http://127.0.0.1:${port}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    // Signed in on one server, the session used on the other: they share the database.
    expect((await post(first, consoleApi.signInRequest, { email: operator })).status).toBe(202);
    const link = await vi.waitFor(
      async () => {
        const row = await db
          .selectFrom("outbox")
          .select("id")
          .where("kind", "=", "operator-sign-in")
          .executeTakeFirst();
        if (!row) throw new Error("no sign-in mail yet");
        return row;
      },
      { timeout: 15_000, interval: 100 },
    );
    const signedIn = await post(second, consoleApi.signInComplete, {
      token: linkTokensOf(link, linkKeyOf(secret)).signInToken,
    });
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] as string;

    const scheduledAt = Date.now() + 4_000;
    const subject = "Scheduled for two servers";
    const sent = await post(second, consoleApi.issueSend, {
      language: "en",
      markdown: `# ${subject}\n\nOne mail each.`,
      previewText: "Sent once, whichever server looks first",
      scheduleAt: new Date(scheduledAt).toISOString(),
    });
    expect(sent.status).toBe(202);
    const summary = (await sent.json()) as IssueSummary;
    expect(summary.status).toBe("scheduled");

    const issueMails = () => smtp.messages.filter((message) => message.subject === subject);
    await vi.waitFor(() => expect(issueMails()).toHaveLength(readers.length), {
      timeout: 60_000,
      interval: 200,
    });
    // Every row of the issue handled: no second mail to anyone can still be on its way.
    await vi.waitFor(
      async () => {
        const rows = await db
          .selectFrom("outbox")
          .select("status")
          .where("issue_id", "=", summary.id)
          .execute();
        expect(rows.map((row) => row.status)).toEqual(readers.map(() => "sent"));
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(issueMails()).toHaveLength(readers.length);
    for (const reader of readers) {
      const mails = smtp.mailsTo(reader).filter((message) => message.subject === subject);
      expect(mails).toHaveLength(1);
      expect(String(mails[0]?.html)).toContain("Sent once, whichever server looks first");
      // Not before its time (the Date header is set as the mail is sent; it counts whole seconds).
      expect(mails[0]?.date?.getTime()).toBeGreaterThanOrEqual(Math.floor(scheduledAt / 1000) * 1000);
    }
    // Both servers are still up: neither left the work to the other by dying.
    expect(children.every((child) => child.exitCode === null)).toBe(true);
  });
});
