// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { emptyTables, testDatabases } from "#tests/support/test-databases.ts";
import { claimDue, markRetry, release } from "./outbox-claim.ts";
import { outboxRow } from "./outbox-queue.ts";
import type { NewsletterDatabase } from "./schema.ts";

const now = Date.UTC(2026, 10, 26, 12);
const claim = { owner: "worker", now, leaseMs: 60_000, limit: 10, skipLocked: false };

describe.each(testDatabases())("a mail put back in the queue on $name", (database) => {
  let db: NewsletterDatabase;
  beforeAll(async () => {
    db = await database.open();
  }, 30_000); // the migrations, on a busy PostgreSQL
  afterAll(async () => {
    await db.destroy();
    await database.cleanUp();
  });
  beforeEach(() => emptyTables(db));

  async function queued(kind: "issue" | "lesson") {
    await db
      .insertInto("issues")
      .values({
        id: "issue-1",
        language: "en",
        subject: "Hello",
        html: "<p>Hello</p>",
        created_at: now,
        queued_at: now,
      })
      .execute();
    const mail = {
      subscriberId: null,
      recipient: "anna@example.se",
      kind,
      language: "en" as const,
      payload: {},
    };
    const where = kind === "issue" ? { issueId: "issue-1" } : { course: "alpha" };
    await db
      .insertInto("outbox")
      .values(outboxRow({ ...mail, ...where }, now, "example.se", testLinkKey))
      .execute();
    const [row] = await claimDue(db, claim);
    if (!row) throw new Error("nothing claimed");
    return row;
  }

  const statusOf = async (id: string) =>
    (await db.selectFrom("outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("waits as paused when its issue or its course was paused while it was out, else as pending", async () => {
    for (const kind of ["issue", "lesson"] as const) {
      const row = await queued(kind);
      await markRetry(db, row, "worker", now + 1000, "421 try later");
      expect(await statusOf(row.id)).toBe("pending");
      await emptyTables(db);
    }
    for (const kind of ["issue", "lesson"] as const) {
      const row = await queued(kind);
      await db.updateTable("issues").set({ paused_at: now }).execute();
      await db.insertInto("course_states").values({ course: "alpha", paused_at: now }).execute();
      await markRetry(db, row, "worker", now + 1000, "421 try later");
      expect(await statusOf(row.id), kind).toBe("paused");
      await db.updateTable("outbox").set({ status: "sending", lease_owner: "worker" }).execute();
      await release(db, row, "worker");
      expect(await statusOf(row.id), kind).toBe("paused");
      await emptyTables(db);
    }
  });
});
