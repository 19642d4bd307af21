/** Leases on outbox rows: a worker owns the rows it claimed until `lease_until`, so two workers (or two
 * processes, e.g. the server and the operator's command) never send one row at the same time, and a
 * worker that died mid-send leaves its rows to be taken over once the lease runs out. A live worker
 * renews the lease on the rest of its batch with every mail it records, so the lease can be short
 * (a dead worker's mails wait seconds, not minutes) without a slow batch losing its rows. */
import type { ExpressionBuilder } from "kysely";
import type { NewsletterDatabase, NewsletterSchema, OutboxTable } from "./schema.ts";

export interface ClaimOptions {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
  /** PostgreSQL can skip rows another worker is claiming instead of waiting for them. */
  skipLocked: boolean;
}

function due(now: number) {
  return (eb: ExpressionBuilder<NewsletterSchema, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
    ]);
}

export async function claimDue(db: NewsletterDatabase, options: ClaimOptions): Promise<OutboxTable[]> {
  const { owner, now, leaseMs, limit, skipLocked } = options;
  let candidates = db
    .selectFrom("outbox")
    .select("id")
    .where(due(now))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (skipLocked) candidates = candidates.forUpdate().skipLocked();
  // One statement: claiming is atomic in both engines. The outer `due` is checked again on the row
  // itself, so a row another worker claimed in between is not claimed twice.
  return db
    .updateTable("outbox")
    .set({
      status: "sending",
      lease_owner: owner,
      lease_until: now + leaseMs,
    })
    .where("id", "in", candidates)
    .where(due(now))
    .returningAll()
    .execute();
}

/** The row was accepted by the SMTP server: record it at once, drop the tokens it carried, and renew
 * the lease on the rest of the batch, in one commit. */
export async function markSent(
  db: NewsletterDatabase,
  id: string,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: now,
        payload: "{}",
        lease_owner: null,
        lease_until: null,
        last_error: null,
      })
      .where("id", "=", id)
      .where("lease_owner", "=", owner)
      .executeTakeFirst();
    await trx
      .updateTable("outbox")
      .set({ lease_until: now + leaseMs })
      .where("lease_owner", "=", owner)
      .where("status", "=", "sending")
      .execute();
    return result.numUpdatedRows > 0n;
  });
}

export async function markRetry(
  db: NewsletterDatabase,
  row: OutboxTable,
  owner: string,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      status: "pending",
      // Only a refusal or a failed connection counts as an attempt; a crash of our own does not.
      attempts: eb("attempts", "+", 1),
      next_attempt_at: nextAttemptAt,
      lease_owner: null,
      lease_until: null,
      last_error: error,
    }))
    .where("id", "=", row.id)
    .where("lease_owner", "=", owner)
    .execute();
}

export async function markDone(
  db: NewsletterDatabase,
  row: OutboxTable,
  owner: string,
  status: "failed" | "cancelled",
  error: string | null,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status, payload: "{}", lease_owner: null, lease_until: null, last_error: error })
    .where("id", "=", row.id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Gives a claimed row back untouched (the worker is stopping): due again at once. */
export async function release(db: NewsletterDatabase, row: OutboxTable, owner: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "pending", lease_owner: null, lease_until: null })
    .where("id", "=", row.id)
    .where("lease_owner", "=", owner)
    .execute();
}
