/** Unsubscribing forgets the subscriber (decision 031): like an erasure, but it keeps the bounce and
 * complaint records (by hash) the sender's reputation needs, and counts the unsubscription anonymously. */
import { forgetEnrolments, stopEnrolments } from "../storage/enrolments.ts";
import type { Trx } from "../storage/schema.ts";
import { subscriberById } from "../storage/subscribers.ts";
import { countUnsubscribe, deletePerson } from "../storage/suppressions.ts";

/** Forgets one subscriber inside the caller's transaction; false if there was none. */
export async function forgetSubscriber(trx: Trx, subscriberId: string, now: number): Promise<boolean> {
  const subscriber = await subscriberById(trx, subscriberId);
  if (!subscriber) return false;
  await stopEnrolments(trx, subscriber.id, "unsubscribed", now);
  await forgetEnrolments(trx, subscriber.id);
  await countUnsubscribe(trx, subscriber.language, now);
  await deletePerson(trx, subscriber.id, subscriber.email, now);
  return true;
}
