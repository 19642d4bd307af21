/** SNS delivers every message at least once, so the same notification can arrive twice, to one server
 * or to two (issue 31: counted twice). A message is acted on only at its first delivery: its MessageId
 * is stored in the database, shared by every server, for as long as a copy of it would still be
 * believed (its Timestamp plus the verifier's hour and clock skew, bounces/sns-signature.ts). */
import { maxClockSkewMs, maxMessageAgeMs } from "../bounces/sns-signature.ts";
import type { ServiceContext } from "./context.ts";

/** True the first time `messageId` is seen within its window; false for a copy. */
export async function firstSnsDelivery(context: ServiceContext, messageId: string, sentAt: number) {
  const now = context.now();
  // Expired ids go first, so the table holds about an hour of messages.
  await context.db.deleteFrom("sns_messages").where("expires_at", "<", now).execute();
  const claimed = await context.db
    .insertInto("sns_messages")
    .values({ message_id: messageId, expires_at: sentAt + maxMessageAgeMs + maxClockSkewMs })
    .onConflict((conflict) => conflict.column("message_id").doNothing())
    .returning("message_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Acting on the message failed: SNS will retry it, and the retry must count as a first delivery. */
export async function forgetSnsDelivery(context: ServiceContext, messageId: string): Promise<void> {
  await context.db.deleteFrom("sns_messages").where("message_id", "=", messageId).execute();
}
