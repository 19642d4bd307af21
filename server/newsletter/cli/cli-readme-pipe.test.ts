// @vitest-environment node
/** The mailbox pipe of docs/operating-the-newsletter.md, as written: its Postfix alias command, run by /bin/sh in the bare
 * environment Postfix gives a command (PATH=/usr/bin:/bin), with a real DSN on stdin (issue 31: the
 * example used to run as `nobody` and could not work). Only the site's own values are filled in: the
 * project's folder for /srv/site and a database of this test's for `DATABASE_URL=postgres://…`. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { openDatabase } from "../storage/database.ts";

vi.setConfig({ testTimeout: 60_000 });

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const readme = readFileSync(path.join(projectRoot, "docs/operating-the-newsletter.md"), "utf8");
/** The alias line of the README's example: `bounces: "|<command>"`. */
const aliasCommand = /^\s*bounces: "\|(.+)"$/m.exec(readme)?.[1];

describe.skipIf(!existsSync("/usr/bin/npm"))("the README's bounce mailbox pipe", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "newsletter-pipe-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("acts on a DSN piped to the alias command as written, and exits 0", async () => {
    expect(aliasCommand).toMatch(
      /^cd \/srv\/site && DATABASE_URL=postgres:\/\/… BOUNCE_ADDRESS=\S+ \/usr\/bin\/npm run/,
    );
    const file = path.join(directory, "newsletter.db");
    const db = await openDatabase({ kind: "sqlite", file });
    const service = serviceOn(db, { messageDomain: "skattlyktan.se" });
    await confirmedSubscriber(service, db, "gone.reader@example.org");
    const { id } = await db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "welcome")
      .executeTakeFirstOrThrow();
    await db.destroy();
    const dsn = readFileSync(
      path.join(projectRoot, "tests/fixtures/bounces/postfix-hard.eml"),
      "utf8",
    ).replaceAll("72fd129e-15e3-47f9-9829-51c292af65b3", id);

    const command = String(aliasCommand)
      .replace("/srv/site", projectRoot)
      .replace("DATABASE_URL=postgres://…", `DATABASE_URL=file:${file}`);
    const run = spawnSync("/bin/sh", ["-c", command], {
      input: dsn,
      encoding: "utf8",
      env: {
        PATH: "/usr/bin:/bin",
        HOME: directory,
        LOGNAME: "skattlyktan",
        USER: "skattlyktan",
        SHELL: "/bin/sh",
      },
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe(`hard mail ${id}: acted: the address gets no more mail`);
    expect(run.status).toBe(0);
    const after = await openDatabase({ kind: "sqlite", file });
    try {
      expect(await after.selectFrom("mail_events").select(["type", "source", "mail_id"]).execute()).toEqual([
        { type: "hard", source: "mailbox", mail_id: id },
      ]);
    } finally {
      await after.destroy();
    }
  });
});
