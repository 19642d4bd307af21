/** What several servers on one database must share, beyond the list itself (decision 035): the rate
 * limits' counters (one fixed window per key), the console's previews and the SNS messages seen. */
import { sql } from "kysely";
import type { NewsletterDatabase } from "./schema.ts";

/** One statement: PostgreSQL locks the row while it is updated, so two servers never count one hit. */
export async function hitRateLimit(db: NewsletterDatabase, key: string, windowMs: number, now: number) {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = windowStart + windowMs;
  const { rows } = await sql<{ count: number | string }>`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${key}, ${windowStart}, 1, ${expiresAt})
    on conflict (key) do update set
      count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start,
      expires_at = excluded.expires_at
    returning count`.execute(db);
  return { count: Number(rows[0]?.count ?? 1), resetAt: expiresAt };
}

export async function deleteExpiredRateLimits(db: NewsletterDatabase, now: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<=", now).execute();
}

/** Stores a preview's HTML until `expiresAt`, dropping expired ones and all but the newest `keep`. */
export async function storePreview(
  db: NewsletterDatabase,
  preview: { id: string; html: string; expiresAt: number },
  now: number,
  keep: number,
): Promise<void> {
  await db.deleteFrom("previews").where("expires_at", "<", now).execute();
  await db
    .insertInto("previews")
    .values({ id: preview.id, html: preview.html, expires_at: preview.expiresAt })
    .execute();
  const newest = db
    .selectFrom("previews")
    .select("id")
    .orderBy("expires_at", "desc")
    .orderBy("id")
    .limit(keep);
  await db
    .deleteFrom("previews")
    .where("id", "not in", (eb) => eb.selectFrom(newest.as("newest")).select("newest.id"))
    .execute();
}

export async function previewHtml(db: NewsletterDatabase, id: string, now: number) {
  const row = await db
    .selectFrom("previews")
    .select("html")
    .where("id", "=", id)
    .where("expires_at", ">=", now)
    .executeTakeFirst();
  return row?.html;
}

export async function deleteExpiredSnsMessages(db: NewsletterDatabase, now: number): Promise<void> {
  await db.deleteFrom("sns_messages").where("expires_at", "<", now).execute();
}

/** True for the first delivery of a message id, false for a copy: the insert is the guard. */
export async function claimSnsMessage(db: NewsletterDatabase, messageId: string, expiresAt: number) {
  const claimed = await db
    .insertInto("sns_messages")
    .values({ message_id: messageId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column("message_id").doNothing())
    .returning("message_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function forgetSnsMessage(db: NewsletterDatabase, messageId: string): Promise<void> {
  await db.deleteFrom("sns_messages").where("message_id", "=", messageId).execute();
}
