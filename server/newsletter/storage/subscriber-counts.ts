/** Counts over the readers: by status and language, by what they get, and the outbox and issues for
 * the operator's stats. */
import { sql } from "kysely";
import type { Language } from "#shared/site.ts";
import type { NewsletterDatabase } from "./schema.ts";

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

/** The confirmed by language, newsletter or not, taking a course or not: one scan, each row probing its
 * enrolments (issue 53). */
export async function confirmedByWhatTheyGet(db: NewsletterDatabase) {
  const { rows } = await sql<{ language: Language; newsletter: number; taking: number; count: number }>`
    select language, newsletter, taking, count(*) as count from (
      select language,
        case when coalesce(newsletter, 1) = 1 then 1 else 0 end as newsletter,
        case when exists (
          select 1 from enrolments
          where enrolments.subscriber_id = subscribers.id and enrolments.status = 'active'
        ) then 1 else 0 end as taking
      from subscribers where status = 'confirmed'
    ) confirmed
    group by language, newsletter, taking`.execute(db);
  return rows;
}

export async function outboxCounts(db: NewsletterDatabase) {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .orderBy("status")
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Each issue with its mails queued and sent. */
export async function issueMailCounts(db: NewsletterDatabase) {
  const rows = await db
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
  return rows.map((row) => ({ ...row, queued: Number(row.queued), sent: Number(row.sent) }));
}
