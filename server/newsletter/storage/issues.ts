/** The issues table: an issue's rendered mail and Markdown, as stored once per id, and the console's
 * reads of it. */
import type { Insertable } from "kysely";
import type { IssuesTable, NewsletterDatabase } from "./schema.ts";

/** Once per id: the same text in the same language is the same issue. */
export async function insertIssue(db: NewsletterDatabase, issue: Insertable<IssuesTable>): Promise<void> {
  await db
    .insertInto("issues")
    .values(issue)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** An issue sent again (the same text) goes only to those who have not had it: queueIssue's rule. */
export async function reopenIssue(db: NewsletterDatabase, id: string, scheduledAt: number | null) {
  await db
    .updateTable("issues")
    .set({ queued_at: null, final_progress: null, scheduled_at: scheduledAt })
    .where("id", "=", id)
    .execute();
}

const issueColumns = [
  "id",
  "language",
  "subject",
  "created_at",
  "queued_at",
  "paused_at",
  "final_progress",
  "scheduled_at",
  "audience_course",
] as const;
export type IssueRow = Pick<IssuesTable, (typeof issueColumns)[number]>;

/** The newest issues, or the one with this id. */
export function issueRows(db: NewsletterDatabase, which: { limit: number } | { id: string }) {
  const issues = db.selectFrom("issues").select(issueColumns);
  return "id" in which
    ? issues.where("id", "=", which.id).execute()
    : issues.orderBy("created_at", "desc").orderBy("id").limit(which.limit).execute();
}

/** Issues left unqueued whose lease lapsed or was never taken; a scheduled one from its time. */
export function unqueuedIssues(db: NewsletterDatabase, now: number) {
  return db
    .selectFrom("issues")
    .select(["id", "language", "markdown", "audience_course", "preview_text"])
    .where("queued_at", "is", null)
    .where("markdown", "is not", null)
    .where((eb) => eb.or([eb("queue_lease_until", "is", null), eb("queue_lease_until", "<", now)]))
    .where((eb) => eb.or([eb("scheduled_at", "is", null), eb("scheduled_at", "<=", now)]))
    .execute();
}

export function issueText(db: NewsletterDatabase, id: string) {
  return db
    .selectFrom("issues")
    .select(["language", "markdown", "preview_text", "audience_course"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function issueSubjects(db: NewsletterDatabase, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const issues = await db.selectFrom("issues").select(["id", "subject"]).where("id", "in", ids).execute();
  return new Map(issues.map((issue) => [issue.id, issue.subject]));
}

/** The whole row: the worker renders an issue's mails from it. */
export function issueById(db: NewsletterDatabase, id: string) {
  return db.selectFrom("issues").selectAll().where("id", "=", id).executeTakeFirst();
}
