/** The retention rules' deletions (service/privacy.ts names the periods), in the caller's transaction;
 * each count is of rows deleted. */
import type { DeleteResult } from "kysely";
import { deleteEnrolments } from "./enrolments.ts";
import type { Trx } from "./schema.ts";

/** The oldest time each kind of row may have to be kept. */
export interface RetentionCutoffs {
  pendingSignUp: number;
  sentMail: number;
  sendLog: number;
  mailEvent: number;
  auditLog: number;
  unsubscribeCount: number;
}

export async function deleteExpired(trx: Trx, before: RetentionCutoffs, now: number) {
  const deleted = async (query: { executeTakeFirst(): Promise<DeleteResult> }) =>
    Number((await query.executeTakeFirst()).numDeletedRows);
  const stale = trx
    .selectFrom("subscribers")
    .select("id")
    .where("status", "=", "pending")
    .where("signed_up_at", "<", before.pendingSignUp);
  await trx.deleteFrom("tokens").where("subscriber_id", "in", stale).execute();
  await deleteEnrolments(trx, stale);
  const staleMails = await deleted(trx.deleteFrom("outbox").where("subscriber_id", "in", stale));
  const pendingSubscribers = await deleted(
    trx
      .deleteFrom("subscribers")
      .where("status", "=", "pending")
      .where("signed_up_at", "<", before.pendingSignUp),
  );
  const oldMails = await deleted(
    trx
      .deleteFrom("outbox")
      .where("status", "in", ["sent", "cancelled", "failed"])
      .where("created_at", "<", before.sentMail),
  );
  const tokens = await deleted(
    trx.deleteFrom("tokens").where("purpose", "=", "confirm").where("expires_at", "<", now),
  );
  const sendLog = await deleted(trx.deleteFrom("send_log").where("sent_at", "<", before.sendLog));
  const mailEvents = await deleted(trx.deleteFrom("mail_events").where("at", "<", before.mailEvent));
  const auditLog = await deleted(trx.deleteFrom("audit_log").where("at", "<", before.auditLog));
  await trx.deleteFrom("unsubscribes").where("at", "<", before.unsubscribeCount).execute();
  return { pendingSubscribers, mails: staleMails + oldMails, tokens, sendLog, mailEvents, auditLog };
}
