/** How far each issue's mails have got. Once none is left to send, the counts are written on the issue
 * (`final_progress`): they no longer change, and they outlive the rows purged after 30 days. */
import type { MailEventType, NewsletterDatabase } from "./schema.ts";

/** Outbox rows by status. */
export type RowCounts = Record<string, number>;

/** `atSmtp`: bounces at RCPT TO, whose mails are "failed" rows as well. */
export type EventCounts = Record<MailEventType | "atSmtp", number>;

export async function countRows(db: NewsletterDatabase, issueIds: readonly string[]) {
  const counts = new Map<string, RowCounts>(issueIds.map((id) => [id, {}]));
  if (issueIds.length === 0) return counts;
  const rows = await db
    .selectFrom("outbox")
    .select(["issue_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("issue_id", "in", issueIds)
    .where("kind", "=", "issue")
    .groupBy(["issue_id", "status"])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.issue_id ?? "");
    if (entry) entry[row.status] = Number(row.count);
  }
  return counts;
}

export async function countEvents(db: NewsletterDatabase, issueIds: readonly string[]) {
  const counts = new Map<string, EventCounts>(
    issueIds.map((id) => [id, { hard: 0, soft: 0, complaint: 0, atSmtp: 0 }]),
  );
  if (issueIds.length === 0) return counts;
  const events = await db
    .selectFrom("mail_events")
    .select(["issue_id", "type", "source", (eb) => eb.fn.countAll<number>().as("count")])
    .where("issue_id", "in", issueIds)
    .groupBy(["issue_id", "type", "source"])
    .execute();
  for (const event of events) {
    const entry = counts.get(event.issue_id ?? "");
    if (!entry) continue;
    entry[event.type] += Number(event.count);
    if (event.source === "smtp" && event.type !== "complaint") entry.atSmtp += Number(event.count);
  }
  return counts;
}

export async function storeFinalCounts(db: NewsletterDatabase, issueId: string, rows: RowCounts) {
  await db
    .updateTable("issues")
    .set({ final_progress: JSON.stringify(rows) })
    .where("id", "=", issueId)
    .where("final_progress", "is", null)
    .execute();
}

/** Resumed mails' schedule moves on by the time they were held: the throttle's spacing survives. */
export async function setIssuePaused(db: NewsletterDatabase, issueId: string, paused: boolean, now: number) {
  await db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom("issues")
      .select("paused_at")
      .where("id", "=", issueId)
      .executeTakeFirst();
    if (!issue || (issue.paused_at != null) === paused) return;
    await trx
      .updateTable("issues")
      .set({ paused_at: paused ? now : null })
      .where("id", "=", issueId)
      .execute();
    const shift = paused ? 0 : now - (issue.paused_at ?? now);
    await trx
      .updateTable("outbox")
      .set((eb) => ({
        status: paused ? "paused" : "pending",
        next_attempt_at: eb("next_attempt_at", "+", shift),
      }))
      .where("issue_id", "=", issueId)
      .where("kind", "=", "issue")
      .where("status", "=", paused ? "pending" : "paused")
      .execute();
  });
}
