/** Unsubscribing forgets the subscriber (decision 031): like an erasure, but it keeps the bounce and
 * complaint records (by hash) the sender's reputation needs, and counts the unsubscription anonymously. */
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
  await deletePerson(trx, subscriber.id, subscriber.email, now);
  return true;
}

/** Deletes a subscriber's row, links and mails, if any, and suppresses the address's hash. */
export async function deletePerson(trx: Trx, subscriberId: string | undefined, address: string, now: number) {
  if (subscriberId) {
    await trx.deleteFrom("tokens").where("subscriber_id", "=", subscriberId).execute();
    await trx.deleteFrom("outbox").where("subscriber_id", "=", subscriberId).execute();
    await trx.deleteFrom("subscribers").where("id", "=", subscriberId).execute();
  }
  await trx
    .insertInto("suppressions")
    .values({ address_hash: addressHash(address), created_at: now })
    .onConflict((conflict) => conflict.column("address_hash").doNothing())
    .execute();
}
