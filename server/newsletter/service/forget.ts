/** Unsubscribing forgets the subscriber (decision 031): what the privacy policy promises. Like an
 * erasure, it deletes the subscriber, their link tokens and their mails (the sent-mail log included),
 * and keeps only what stops the address from being mailed again: its one-way hash in `suppressions`,
 * lifted when its owner signs up and confirms anew. Unlike an erasure, it keeps the bounce and
 * complaint records (only the address's hash; retention in shared/newsletter-retention.ts), which
 * the sender's reputation needs, and counts the unsubscription in `unsubscribes` (a day and a
 * language, nothing about the person) for the dashboard. Their courses stop first, as "unsubscribed"
 * (a complaint has stopped them already, as "suppressed"), and their enrolments go: the Courses screen
 * keeps counting them where they left, anonymously (course_tallies; an erasure takes them out). */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { addressHash } from "../domain/addresses.ts";
import { forgetEnrolments, stopEnrolments } from "../storage/enrolments.ts";
import type { NewsletterSchema } from "../storage/schema.ts";

type Trx = Transaction<NewsletterSchema>;

/** Forgets one subscriber inside the caller's transaction; false if there was none. */
export async function forgetSubscriber(trx: Trx, subscriberId: string, now: number): Promise<boolean> {
  const subscriber = await trx
    .selectFrom("subscribers")
    .select(["id", "email", "language"])
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  if (!subscriber) return false;
  await stopEnrolments(trx, subscriber.id, "unsubscribed", now);
  await forgetEnrolments(trx, subscriber.id);
  await trx
    .insertInto("unsubscribes")
    .values({ id: randomUUID(), at: now, language: subscriber.language })
    .execute();
  await trx
    .insertInto("suppressions")
    .values({ address_hash: addressHash(subscriber.email), created_at: now })
    .onConflict((conflict) => conflict.column("address_hash").doNothing())
    .execute();
  await trx.deleteFrom("tokens").where("subscriber_id", "=", subscriber.id).execute();
  await trx.deleteFrom("outbox").where("subscriber_id", "=", subscriber.id).execute();
  // Its bounce and complaint records stay, by the address's hash; their subscriber_id becomes null.
  await trx.deleteFrom("subscribers").where("id", "=", subscriber.id).execute();
  return true;
}
