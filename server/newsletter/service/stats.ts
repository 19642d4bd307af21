/** Counts for the operator: subscribers by status and language, the outbox by status, issues. */
import { addressHash } from "../domain/addresses.ts";
import { countMailEvents } from "../storage/mail-events.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { countOf, type ServiceContext } from "./context.ts";

/** "unsubscribed" counts the anonymous unsubscriptions of the dashboard's 90 days (decision 031). */
export async function subscriberCounts(db: NewsletterDatabase) {
  const rows = await db
    .selectFrom("subscribers")
    .select(["status", "language", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "!=", "unsubscribed")
    .groupBy(["status", "language"])
    .execute();
  const unsubscribed = await db
    .selectFrom("unsubscribes")
    .select(["language", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("language")
    .execute();
  return [...rows, ...unsubscribed.map((row) => ({ ...row, status: "unsubscribed" as const }))]
    .map((row) => ({ ...row, count: Number(row.count) }))
    .sort((a, b) => a.status.localeCompare(b.status) || a.language.localeCompare(b.language));
}

/** Addresses no mail may go to (erased, hard-bounced, complained). */
export const suppressedCount = (db: NewsletterDatabase) => countOf(db.selectFrom("suppressions"));

/** Which of these address hashes are on the suppression list, in one look-up. */
export async function suppressedAmong(db: NewsletterDatabase, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom("suppressions")
    .select("address_hash")
    .where("address_hash", "in", hashes)
    .execute();
  return new Set(rows.map((row) => row.address_hash));
}

export const isSuppressed = async (db: NewsletterDatabase, address: string) =>
  (await suppressedAmong(db, [addressHash(address)])).size > 0;

export async function stats(context: ServiceContext) {
  const { db } = context;
  const subscribers = await subscriberCounts(db);
  const outbox = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .orderBy("status")
    .execute();
  const issues = await db
    .selectFrom("issues")
    .leftJoin("outbox", "outbox.issue_id", "issues.id")
    .select([
      "issues.id",
      "issues.language",
      "issues.subject",
      (eb) => eb.fn.count<number>("outbox.id").as("queued"),
      (eb) => eb.fn.count<number>(eb.case().when("outbox.status", "=", "sent").then(1).end()).as("sent"),
    ])
    .groupBy(["issues.id", "issues.language", "issues.subject"])
    .orderBy("issues.id")
    .execute();
  return {
    subscribers,
    outbox: outbox.map((row) => ({ ...row, count: Number(row.count) })),
    suppressed: await suppressedCount(db),
    mailEvents: await countMailEvents(db),
    issues: issues.map((row) => ({ ...row, queued: Number(row.queued), sent: Number(row.sent) })),
  };
}
