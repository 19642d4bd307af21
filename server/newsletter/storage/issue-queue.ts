/** Queueing an issue to its readers (rules: service/issues.ts): the issue's queue lease, its readers a
 * batch at a time, and how many it would reach. */
import type { Language } from "#shared/site.ts";
import { countOf } from "./count-of.ts";
import type { NewsletterDatabase } from "./schema.ts";

/** Confirmed to the newsletter in the language (decision 037) and, for a course's issue, enrolled and
 * not stopped (decision 051). */
function issueReaders(db: NewsletterDatabase, language: Language, course: string | null) {
  return db
    .selectFrom("subscribers")
    .where("status", "=", "confirmed")
    .where("newsletter", "=", 1)
    .where("language", "=", language)
    .$if(course !== null, (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("enrolments")
            .select("enrolments.id")
            .whereRef("enrolments.subscriber_id", "=", "subscribers.id")
            .where("enrolments.course", "=", course as string)
            .where("enrolments.status", "in", ["active", "finished"]),
        ),
      ),
    );
}

/** This server's claim on queueing the issue, taken or renewed (on PostgreSQL the row stays locked to
 * the commit); undefined while another holds it, or before a scheduled issue's time (decision 051). */
export function claimIssueQueue(
  db: NewsletterDatabase,
  claim: { issueId: string; owner: string; leaseMs: number },
  now: number,
) {
  return db
    .updateTable("issues")
    .set({ queue_owner: claim.owner, queue_lease_until: now + claim.leaseMs })
    .where("id", "=", claim.issueId)
    .where((eb) =>
      eb.or([
        eb("queue_owner", "=", claim.owner),
        eb("queue_lease_until", "is", null),
        eb("queue_lease_until", "<", now),
      ]),
    )
    .where((eb) => eb.or([eb("scheduled_at", "is", null), eb("scheduled_at", "<=", now)]))
    .returning("paused_at")
    .executeTakeFirst();
}

/** The next batch of the issue's readers after `after` (by id) who have no mail of it yet. */
export function readersWithoutIssue(
  db: NewsletterDatabase,
  issue: { id: string; language: Language; course: string | null },
  after: string,
  limit: number,
) {
  return issueReaders(db, issue.language, issue.course)
    .select(["id", "email"])
    .where("id", ">", after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("outbox")
            .select("outbox.id")
            .whereRef("outbox.subscriber_id", "=", "subscribers.id")
            .where("outbox.issue_id", "=", issue.id),
        ),
      ),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function finishIssueQueue(db: NewsletterDatabase, issueId: string, now: number) {
  await db
    .updateTable("issues")
    .set({ queued_at: now, queue_owner: null, queue_lease_until: null })
    .where("id", "=", issueId)
    .execute();
}

export const issueMailsQueued = (db: NewsletterDatabase, issueId: string) =>
  countOf(db.selectFrom("outbox").where("issue_id", "=", issueId));

/** How many an issue would go to now: its readers, less the suppression list. */
export function reachableReaders(db: NewsletterDatabase, language: Language, course: string | null) {
  return countOf(
    issueReaders(db, language, course).where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("suppressions")
            .select("suppressions.address_hash")
            .whereRef("suppressions.address_hash", "=", "subscribers.address_hash"),
        ),
      ),
    ),
  );
}
