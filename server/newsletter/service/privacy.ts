/** The data subject's rights (GDPR art. 15 and 17) and the retention rules, for the operator command. */
import type { DeleteResult, Selectable } from "kysely";
import { retentionMs } from "#shared/newsletter-retention.ts";
import { addressHash, mailboxHash } from "../domain/addresses.ts";
import { deleteEnrolments } from "../storage/enrolments.ts";
import { deleteMailEvents, mailEventsOf } from "../storage/mail-events.ts";
import { purgeOperatorSecrets } from "../storage/operators.ts";
import type { SubscribersTable } from "../storage/schema.ts";
import { dashboardDays } from "./console-dashboard.ts";
import { issueSummaries } from "./console-issues.ts";
import { iso, type ServiceContext, subscriberByEmail } from "./context.ts";
import { enrolmentsOf } from "./courses.ts";
import { deletePerson, forgetSubscriber } from "./forget.ts";
import { sessionIdleMs } from "./operators.ts";

// The purge enforces exactly the retentions the privacy policy quotes (decision 031).
export const {
  pending: pendingRetentionMs,
  sentMail: sentMailRetentionMs,
  sendLog: sendLogRetentionMs,
  mailEvents: mailEventRetentionMs,
  auditLog: auditLogRetentionMs,
} = retentionMs;
/** Unsubscribe counts (no personal data) live as long as the dashboard shows them. */
const unsubscribeCountRetentionMs = dashboardDays * 24 * 60 * 60 * 1000;

/** The consent record: when, in which language and on which form, and when it was confirmed. */
export const consentOf = (subscriber: Selectable<SubscribersTable>) => ({
  signedUpAt: iso(subscriber.signed_up_at),
  language: subscriber.consent_language,
  formVersion: subscriber.consent_form_version,
  confirmedAt: iso(subscriber.confirmed_at),
});

/** Everything stored about one address, in a form a person can read (art. 15). */
export async function exportSubscriber(context: ServiceContext, email: string) {
  const { db } = context;
  const hash = addressHash(email);
  const subscriber = await subscriberByEmail(db, email);
  const tokens = subscriber
    ? await db
        .selectFrom("tokens")
        .select(["purpose", "created_at", "expires_at", "used_at", "scope"])
        .where("subscriber_id", "=", subscriber.id)
        .orderBy("created_at")
        .execute()
    : [];
  const mails = await db
    .selectFrom("outbox")
    .select(["kind", "language", "status", "message_id", "issue_id", "created_at", "sent_at", "attempts"])
    .where((eb) =>
      subscriber ? eb("subscriber_id", "=", subscriber.id) : eb("recipient", "=", email.trim()),
    )
    .orderBy("created_at")
    .execute();
  const log = await db
    .selectFrom("send_log")
    .select("sent_at")
    .where("address_hash", "in", [...new Set([hash, mailboxHash(email)])])
    .execute();
  const suppression = await db
    .selectFrom("suppressions")
    .select("created_at")
    .where("address_hash", "=", hash)
    .executeTakeFirst();
  const events = await mailEventsOf(db, subscriber?.id, email);
  const enrolments = subscriber ? await enrolmentsOf(context, subscriber.id) : [];
  return {
    address: email.trim(),
    subscriber: subscriber
      ? {
          email: subscriber.email,
          language: subscriber.language,
          status: subscriber.status,
          consent: consentOf(subscriber),
          unsubscribedAt: iso(subscriber.unsubscribed_at),
          updatedAt: iso(subscriber.updated_at),
        }
      : null,
    // Only when the links were made and used: the tokens themselves are not stored.
    links: tokens.map((token) => ({
      purpose: token.purpose,
      scope: token.scope ? JSON.parse(token.scope) : null,
      createdAt: iso(token.created_at),
      expiresAt: iso(token.expires_at),
      usedAt: iso(token.used_at),
    })),
    courses: enrolments.map((enrolment) => ({
      course: enrolment.course,
      language: enrolment.language,
      status: enrolment.status,
      requestedAt: iso(enrolment.requested_at),
      formVersion: enrolment.form_version,
      confirmedAt: iso(enrolment.confirmed_at),
      stoppedAt: iso(enrolment.stopped_at),
      stopReason: enrolment.stop_reason,
      finishedAt: iso(enrolment.finished_at),
      lessons: enrolment.lessons.map((lesson) => ({
        lesson: lesson.lesson,
        position: lesson.position,
        queuedAt: iso(lesson.queued_at),
      })),
    })),
    mails: mails.map((mail) => ({
      kind: mail.kind,
      language: mail.language,
      status: mail.status,
      messageId: mail.message_id,
      issue: mail.issue_id,
      queuedAt: iso(mail.created_at),
      sentAt: iso(mail.sent_at),
      attempts: mail.attempts,
    })),
    signUpMailsLast24h: log.map((entry) => iso(entry.sent_at)),
    suppressedSince: iso(suppression?.created_at ?? null),
    mailEvents: events.map((event) => ({
      at: iso(event.at),
      type: event.type,
      source: event.source,
      mailId: event.mail_id,
      issue: event.issue_id,
      reason: event.reason,
      clearedAt: iso(event.cleared_at ?? null),
    })),
  };
}

/** Deletes the personal data (art. 17) but keeps a hash so the address is not mailed until it confirms
 * anew; the send log (hashes only) keeps the limit. */
export async function erase(context: ServiceContext, email: string): Promise<{ erased: boolean }> {
  const now = context.now();
  const result = await context.db.transaction().execute(async (trx) => {
    const subscriber = await subscriberByEmail(trx, email);
    // Before the subscriber: deleting it would only set their events' subscriber_id to null.
    await deleteMailEvents(trx, subscriber?.id, email);
    if (subscriber) await deleteEnrolments(trx, [subscriber.id]);
    await deletePerson(trx, subscriber?.id, email, now);
    await trx.deleteFrom("outbox").where("recipient", "=", email.trim()).execute();
    return { erased: subscriber !== undefined };
  });
  await context.durable();
  return result;
}

/** The retention rules, run by the server once an hour and by `npm run newsletter -- purge`. */
export async function purgeStale(context: ServiceContext) {
  const now = context.now();
  // A finished issue's counts are written on it first (console-issues.ts): its mails are about to go.
  await issueSummaries(context, 1000);
  await purgeOperatorSecrets(context.db, now, sessionIdleMs);
  return context.db.transaction().execute(async (trx) => {
    const deleted = async (query: { executeTakeFirst(): Promise<DeleteResult> }) =>
      Number((await query.executeTakeFirst()).numDeletedRows);
    // Subscribers left unsubscribed by an older version, or by a complaint: forgotten now.
    const unsubscribed = await trx
      .selectFrom("subscribers")
      .select("id")
      .where("status", "=", "unsubscribed")
      .execute();
    for (const { id } of unsubscribed) await forgetSubscriber(trx, id, now);
    const stale = trx
      .selectFrom("subscribers")
      .select("id")
      .where("status", "=", "pending")
      .where("signed_up_at", "<", now - pendingRetentionMs);
    await trx.deleteFrom("tokens").where("subscriber_id", "in", stale).execute();
    await deleteEnrolments(trx, stale);
    const staleMails = await deleted(trx.deleteFrom("outbox").where("subscriber_id", "in", stale));
    const pendingSubscribers = await deleted(
      trx
        .deleteFrom("subscribers")
        .where("status", "=", "pending")
        .where("signed_up_at", "<", now - pendingRetentionMs),
    );
    const oldMails = await deleted(
      trx
        .deleteFrom("outbox")
        .where("status", "in", ["sent", "cancelled", "failed"])
        .where("created_at", "<", now - sentMailRetentionMs),
    );
    const tokens = await deleted(
      trx.deleteFrom("tokens").where("purpose", "=", "confirm").where("expires_at", "<", now),
    );
    const sendLog = await deleted(trx.deleteFrom("send_log").where("sent_at", "<", now - sendLogRetentionMs));
    const mailEvents = await deleted(
      trx.deleteFrom("mail_events").where("at", "<", now - mailEventRetentionMs),
    );
    const auditLog = await deleted(trx.deleteFrom("audit_log").where("at", "<", now - auditLogRetentionMs));
    await trx
      .deleteFrom("unsubscribes")
      .where("at", "<", now - unsubscribeCountRetentionMs)
      .execute();
    return {
      pendingSubscribers,
      unsubscribed: unsubscribed.length,
      mails: staleMails + oldMails,
      tokens,
      sendLog,
      mailEvents,
      auditLog,
    };
  });
}
