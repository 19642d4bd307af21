/** The outbox as a person's record shows it (the export, the console) and as an erasure clears it; the
 * worker's queries are in outbox-claim.ts, the queueing in outbox-queue.ts. */
import type { NewsletterDatabase } from "./schema.ts";

/** A subscriber's mails, or, with none, those to the address as typed. */
export function mailsOfPerson(db: NewsletterDatabase, subscriberId: string | undefined, address: string) {
  return db
    .selectFrom("outbox")
    .select(["kind", "language", "status", "message_id", "issue_id", "created_at", "sent_at", "attempts"])
    .where((eb) => (subscriberId ? eb("subscriber_id", "=", subscriberId) : eb("recipient", "=", address)))
    .orderBy("created_at")
    .execute();
}

/** A subscriber's mails with their issue's subject, for the console's history. */
export function mailHistoryOf(db: NewsletterDatabase, subscriberId: string) {
  return db
    .selectFrom("outbox")
    .leftJoin("issues", "issues.id", "outbox.issue_id")
    .select([
      "outbox.id",
      "outbox.kind",
      "outbox.status",
      "outbox.created_at",
      "outbox.sent_at",
      "issues.subject",
    ])
    .where("outbox.subscriber_id", "=", subscriberId)
    .execute();
}

export async function deleteMailsTo(db: NewsletterDatabase, recipient: string): Promise<void> {
  await db.deleteFrom("outbox").where("recipient", "=", recipient).execute();
}
