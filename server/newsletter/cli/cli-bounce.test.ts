// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { type NewsletterConfig, readNewsletterConfig } from "../config.ts";
import { addressHash } from "../domain/addresses.ts";
import { openDatabase } from "../storage/database.ts";
import { runCli, usage } from "./cli-commands.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/bounces/${name}.eml`, import.meta.url), "utf8");
const fixtureIds = {
  "gmail-hard": "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
  "yahoo-complaint": "a639477e-c7c0-457e-9c8d-9a8fb08dc273",
  "postfix-hard": "72fd129e-15e3-47f9-9829-51c292af65b3",
  "postfix-delayed": "e4624bb1-3f0e-4201-8768-a611ddc3ad81",
};

describe("npm run newsletter -- bounce", () => {
  let directory: string;
  let config: NewsletterConfig;
  let out: string[];
  let err: string[];
  /** Ada's welcome mail: the id a report must carry for the command to act. */
  let secondMailId = "";
  let mailId: string;

  async function bounce(raw: string | Buffer, which = config) {
    const input = (async function* () {
      yield Buffer.from(raw);
    })();
    return runCli(["bounce"], which, { out: (text) => out.push(text), err: (text) => err.push(text), input });
  }
  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
    const db = await openDatabase(config.database);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "newsletter-bounce-"));
    config = readNewsletterConfig({ BOUNCE_ADDRESS: "bounces@skattlyktan.example" }, { root: directory });
    mailId = await withDatabase(async (db) => {
      const service = serviceOn(db);
      // Two readers: a complaint forgets the first one with their mails (decision 031), and the
      // bounce test needs a mail that is still ours.
      const welcomeOf = async (email: string) => {
        await service.subscribe({ email, language: "en", formVersion: "v1" });
        const confirm = await db
          .selectFrom("outbox")
          .select("id")
          .where("recipient", "=", email)
          .where("kind", "=", "confirm")
          .executeTakeFirstOrThrow();
        await service.confirm(linkTokensOf(confirm).confirmToken);
        const welcome = db
          .selectFrom("outbox")
          .select("id")
          .where("recipient", "=", email)
          .where("kind", "=", "welcome");
        return (await welcome.executeTakeFirstOrThrow()).id;
      };
      secondMailId = await welcomeOf("bo@example.com");
      return welcomeOf("ada@example.com");
    });
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  beforeEach(() => {
    out = [];
    err = [];
  });

  it("is in the usage", () => {
    expect(usage).toMatch(/^ {2}bounce < message\.eml +act on one bounce or complaint report mail/m);
  });

  it("reads a report that names a mail of ours, acts, and prints one line per event without the address", async () => {
    expect(await bounce(fixture("yahoo-complaint").replaceAll(fixtureIds["yahoo-complaint"], mailId))).toBe(
      0,
    );
    expect(out).toEqual([`complaint mail ${mailId}: acted: the address gets no more mail`]);
    const state = await withDatabase(async (db) => ({
      subscribers: await db.selectFrom("subscribers").select("email").execute(),
      suppressed: await db.selectFrom("suppressions").select("address_hash").execute(),
      events: await db.selectFrom("mail_events").select(["type", "source", "mail_id"]).execute(),
    }));
    expect(state).toEqual({
      // A complaint unsubscribes, which forgets the subscriber (decision 031); the other reader stays.
      subscribers: [{ email: "bo@example.com" }],
      suppressed: [{ address_hash: addressHash("ada@example.com") }],
      events: [{ type: "complaint", source: "mailbox", mail_id: mailId }],
    });
  });

  it("records nothing for a delayed notice, and one event for one report however often it is piped", async () => {
    const events = () =>
      withDatabase((db) =>
        db.selectFrom("mail_events").select(["type", "mail_id"]).where("type", "!=", "complaint").execute(),
      );
    const delayed = fixture("postfix-delayed").replaceAll(fixtureIds["postfix-delayed"], secondMailId);
    expect(await bounce(delayed)).toBe(0);
    expect(await events()).toEqual([]);
    const hard = fixture("postfix-hard").replaceAll(fixtureIds["postfix-hard"], secondMailId);
    for (let run = 0; run < 30; run++) expect(await bounce(hard)).toBe(0);
    expect(await events()).toEqual([{ type: "hard", mail_id: secondMailId }]);
    expect(out.filter((line) => line.endsWith("recorded before"))).toHaveLength(29);
  });

  it("prints but does not act on a report naming no mail of ours, and exits 0", async () => {
    expect(await bounce(fixture("gmail-hard"))).toBe(0);
    expect(out).toEqual([`hard mail ${fixtureIds["gmail-hard"]}: not acted on: it names no mail of ours`]);
  });

  it("exits 0 for a mail that is no report, so the mail system does not bounce it", async () => {
    for (const raw of [fixture("auto-reply"), "", Buffer.alloc(10 * 1024 * 1024 + 1, "a")]) {
      expect(await bounce(raw)).toBe(0);
    }
    expect(out).toEqual([
      "Not a bounce or complaint report; nothing done.",
      "Not a bounce or complaint report; nothing done.",
      "Over 10485760 bytes: no report is that large; nothing done.",
    ]);
    expect(err).toEqual([]);
  });

  it("exits 75 (try again later) when the database cannot be opened", async () => {
    const blocked = path.join(directory, "not-a-directory");
    writeFileSync(blocked, "");
    const broken = { ...config, database: { kind: "sqlite" as const, file: path.join(blocked, "x.db") } };
    expect(await bounce(fixture("gmail-hard"), broken)).toBe(75);
    expect(err.at(-1)).toMatch(/^bounce: .*; the mail system should try again$/);
  });
});
