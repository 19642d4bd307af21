/** Leases on outbox rows: two workers never send one row at once, and a dead worker's rows are taken
 * over once its lease runs out. Renewed when a send starts, so a lease can be short (a minute). */
import { type ExpressionBuilder, sql } from "kysely";
import type { NewsletterDatabase, NewsletterSchema, OutboxTable } from "./schema.ts";

export interface ClaimOptions {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
  /** PostgreSQL can skip rows another worker is claiming instead of waiting for them. */
  skipLocked: boolean;
}

type Outbox = ExpressionBuilder<NewsletterSchema, "outbox">;
type Condition = (eb: Outbox) => ReturnType<Outbox["and"]>;

const pendingDue =
  (now: number): Condition =>
  (eb) =>
    eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]);

const leaseRunOut =
  (now: number): Condition =>
  (eb) =>
    eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now), eb("handed_over_at", "is", null)]);

const unleased = { lease_owner: null, lease_until: null } as const;

/** A mail put back must not slip past a pause of its issue or course made while it was out. */
const waitingStatus = sql<"paused" | "pending">`case
  when exists (select 1 from issues where issues.id = outbox.issue_id and issues.paused_at is not null)
    or exists (select 1 from course_states
      where course_states.course = outbox.course and course_states.paused_at is not null)
  then 'paused' else 'pending' end`;

/** One statement, so atomic in both engines; the condition is checked again on the row itself, so a
 * row another worker claimed in between is not claimed twice. */
async function claimWhere(
  db: NewsletterDatabase,
  condition: Condition,
  options: ClaimOptions,
  limit: number,
) {
  let candidates = db
    .selectFrom("outbox")
    .select("id")
    .where(condition)
    .orderBy("next_attempt_at")
    .limit(limit);
  if (options.skipLocked) candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set({ status: "sending", lease_owner: options.owner, lease_until: options.now + options.leaseMs })
    .where("id", "in", candidates)
    .where(condition)
    .returningAll()
    .execute();
}

/** Rows a dead worker left, then due pending rows: two statements, each walking the index in order,
 * where one with an OR made SQLite sort the whole backlog on every claim (issue 25). */
export async function claimDue(db: NewsletterDatabase, options: ClaimOptions): Promise<OutboxTable[]> {
  // A worker that died after handing a mail over (all but the end-of-data mark, smtp-sender.ts) may
  // have got it accepted: record it as sent rather than risk sending it twice.
  await db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sent",
      sent_at: eb.ref("handed_over_at"),
      payload: "{}",
      ...unleased,
      last_error: "handed over by a worker that stopped before the server answered",
    }))
    .where("status", "=", "sending")
    .where("lease_until", "<", options.now)
    .where("handed_over_at", "is not", null)
    .execute();
  const takenOver = await claimWhere(db, leaseRunOut(options.now), options, options.limit);
  if (takenOver.length >= options.limit) return takenOver;
  const pending = await claimWhere(db, pendingDue(options.now), options, options.limit - takenOver.length);
  return [...takenOver, ...pending];
}

/** One row per statement: PostgreSQL saw deadlocks when every send renewed its whole batch. */
const ours = (db: NewsletterDatabase, id: string, owner: string) =>
  db.updateTable("outbox").where("id", "=", id).where("lease_owner", "=", owner);

async function updateIfStillOurs(
  db: NewsletterDatabase,
  id: string,
  owner: string,
  set: { lease_until: number } | { handed_over_at: number },
): Promise<boolean> {
  const result = await ours(db, id, owner).where("status", "=", "sending").set(set).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `false`: the row waited past its lease behind slow sends and another worker took it over. */
export const renewLease = (db: NewsletterDatabase, id: string, owner: string, leaseUntil: number) =>
  updateIfStillOurs(db, id, owner, { lease_until: leaseUntil });

/** Recorded before the end-of-data mark may follow (smtp-sender.ts); `false`: it must not follow. */
export const markHandedOver = (db: NewsletterDatabase, id: string, owner: string, now: number) =>
  updateIfStillOurs(db, id, owner, { handed_over_at: now });

/** The row was accepted by the SMTP server: record it at once and drop the tokens it carried. */
export async function markSent(db: NewsletterDatabase, id: string, owner: string, now: number) {
  const result = await ours(db, id, owner)
    .set({ status: "sent", sent_at: now, payload: "{}", ...unleased, last_error: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markRetry(
  db: NewsletterDatabase,
  row: OutboxTable,
  owner: string,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await ours(db, row.id, owner)
    .set((eb) => ({
      status: waitingStatus,
      // Only a refusal or a failed connection counts as an attempt; a crash of our own does not.
      attempts: eb("attempts", "+", 1),
      next_attempt_at: nextAttemptAt,
      ...unleased,
      // The server answered the end-of-data mark with a refusal (or never saw it): not handed over.
      handed_over_at: null,
      last_error: error,
    }))
    .execute();
}

export async function markDone(
  db: NewsletterDatabase,
  row: OutboxTable,
  owner: string,
  status: "failed" | "cancelled",
  error: string | null,
): Promise<void> {
  await ours(db, row.id, owner)
    .set({ status, payload: "{}", ...unleased, handed_over_at: null, last_error: error })
    .execute();
}

/** Gives a claimed row back untouched (the worker is stopping): due again at once. */
export async function release(db: NewsletterDatabase, row: OutboxTable, owner: string): Promise<void> {
  await ours(db, row.id, owner)
    .set({ status: waitingStatus, ...unleased, handed_over_at: null })
    .execute();
}
