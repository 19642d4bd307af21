// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { type NewsletterConfig, readNewsletterConfig } from "../config.ts";
import { openDatabase } from "../storage/database.ts";
import { runCli } from "./cli-commands.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe("operator command", () => {
  let directory: string;
  let smtp: TestSmtpServer;
  let config: NewsletterConfig;
  const out: string[] = [];
  const io = { out: (text: string) => out.push(text), err: () => {} };

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "newsletter-cli-"));
    smtp = await startSmtpServer();
    config = readNewsletterConfig({ SMTP_URL: smtp.url }, { root: directory });
    // Five confirmed English subscribers and one Swedish one; their earlier mails are out of the way.
    const db = await openDatabase(config.database);
    const service = serviceOn(db);
    for (const [email, language] of [
      ["a@example.com", "en"],
      ["b@example.com", "en"],
      ["c@example.com", "en"],
      ["d@example.com", "en"],
      ["e@example.com", "en"],
      ["f@example.com", "se"],
    ] as const) {
      await confirmedSubscriber(service, db, email, language);
    }
    await db.updateTable("outbox").set({ status: "sent", payload: "{}" }).execute();
    await db.destroy();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("sends an issue to the confirmed subscribers of its language, resumes after a stop, no duplicate", async () => {
    const file = path.join(directory, "issue.md");
    writeFileSync(file, "# Tax news\n\nThe deadline is **4 May**. <img src=x onerror=alert(1)>\n");
    const controller = new AbortController();
    const watcher = setInterval(() => {
      if (smtp.messages.length >= 2) controller.abort();
    }, 5);
    // One mail per batch and a stop after two: as if the operator pressed Ctrl-C mid-send.
    const options = { worker: { batchSize: 1 } };
    expect(
      await runCli(
        ["send", file, "--lang", "en", "--rate", "0"],
        config,
        { ...io, signal: controller.signal },
        options,
      ),
    ).toBe(0);
    clearInterval(watcher);
    expect(smtp.messages.length).toBeLessThan(5);
    const drawn: string[] = [];
    const progress = { write: (text: string) => drawn.push(text), terminal: true };
    expect(
      await runCli(["send", file, "--lang", "en", "--rate", "0"], config, { ...io, progress }, options),
    ).toBe(0);
    expect(out.at(-1)).toMatch(/5 of 5 mails sent/);
    // The progress bar, redrawn in place, ends full.
    expect(drawn.at(-2)).toMatch(/^\r\[#{30}\] 100 % 5\/5: 5 sent, 0 failed, 0 bounced, 0 queued$/);
    const recipients = smtp.messages.map((mail) => (mail.to as { text: string }).text).sort();
    expect(recipients).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
      "e@example.com",
    ]);
    expect(smtp.messages[0]?.subject).toBe("Tax news");
    expect(smtp.messages[0]?.html).not.toContain("<img");
    expect(smtp.messages[0]?.text).toContain("The deadline is 4 May.");
  });

  it("keeps to the rate it is given", async () => {
    const file = path.join(directory, "second.md");
    writeFileSync(file, "# Second issue\n\nShort.\n");
    const before = smtp.messages.length;
    // A clock of the test's: each wait of the command moves it on, and a mail leaves only once due.
    let clock = Date.now();
    const sentAt: number[] = [];
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const options = {
      now: () => clock,
      worker: { batchSize: 1 },
      transport: {
        send: async () => {
          sentAt.push(clock);
        },
        close: () => {},
      },
    };
    const started = clock;
    expect(
      await runCli(["send", file, "--lang", "en", "--rate", "20"], config, { ...io, sleep }, options),
    ).toBe(0);
    // Five mails at 20 a second: 50 ms apart, the last 200 ms after the first.
    expect(sentAt.map((at) => at - started)).toEqual([0, 50, 100, 150, 200]);
    expect(smtp.messages.length).toBe(before);
  });

  it("stops and says so when the issue is paused in the console mid-send", async () => {
    const file = path.join(directory, "paused.md");
    writeFileSync(file, "# Paused issue\n\nHeld back.\n");
    const before = smtp.messages.length;
    const err: string[] = [];
    const db = await openDatabase(config.database);
    const service = serviceOn(db);
    // At 5 a second the mails are 200 ms apart: the console pauses the issue while the command waits
    // for the second (the test's clock moves only when the command waits).
    let clock = Date.now();
    const sleep = async (ms: number) => {
      const issue = await db
        .selectFrom("issues")
        .select("id")
        .where("subject", "=", "Paused issue")
        .executeTakeFirstOrThrow();
      await service.pauseIssue(issue.id, true);
      clock += ms;
    };
    const sending = runCli(
      ["send", file, "--lang", "en", "--rate", "5"],
      config,
      { ...io, err: (text: string) => err.push(text), sleep },
      { now: () => clock },
    );
    expect(await sending).toBe(0);
    await db.destroy();
    expect(err.at(-1)).toMatch(/^The issue is paused in the console; 4 mails wait\./);
    expect(smtp.messages.length - before).toBe(1);
  });

  it("prints stats, exports and erases an address, and purges", async () => {
    expect(await runCli(["stats"], config, io)).toBe(0);
    const stats = JSON.parse(out.at(-1) as string);
    expect(stats.subscribers).toEqual([
      { status: "confirmed", language: "en", count: 5 },
      { status: "confirmed", language: "se", count: 1 },
    ]);
    expect(await runCli(["export", "F@example.com"], config, io)).toBe(0);
    expect(JSON.parse(out.at(-1) as string).subscriber).toMatchObject({
      email: "f@example.com",
      language: "se",
    });
    expect(await runCli(["erase", "f@example.com"], config, io)).toBe(0);
    expect(out.at(-1)).toMatch(/^Erased/);
    expect(await runCli(["export", "f@example.com"], config, io)).toBe(0);
    expect(JSON.parse(out.at(-1) as string)).toMatchObject({ subscriber: null, mails: [] });
    expect(await runCli(["purge"], config, io)).toBe(0);
    expect(JSON.parse(out.at(-1) as string)).toMatchObject({ pendingSubscribers: 0 });
  });

  it("refuses bad arguments with exit code 1", async () => {
    const errors: string[] = [];
    const quiet = { out: () => {}, err: (text: string) => errors.push(text) };
    expect(await runCli([], config, quiet)).toBe(1);
    expect(await runCli(["launch"], config, quiet)).toBe(1);
    expect(await runCli(["send", "x.md"], config, quiet)).toBe(1);
    await expect(runCli(["erase", "not-an-address"], config, quiet)).rejects.toThrow(/Not an e-mail address/);
  });
});
