/** The data subject's rights (GDPR art. 15 and 17) and the retention rules, for the operator command. */
import { retentionMs } from "#shared/newsletter-retention.ts";
import { addressHash, mailboxHash } from "../domain/addresses.ts";
import { deleteEnrolments } from "../storage/enrolments.ts";
import { deleteMailEvents, mailEventsOf } from "../storage/mail-events.ts";
import { purgeOperatorSecrets } from "../storage/operators.ts";
import { deleteMailsTo, mailsOfPerson } from "../storage/outbox-reads.ts";
import { deleteExpired } from "../storage/retention.ts";
import type { SubscriberRow } from "../storage/schema.ts";
import { sendLogOf } from "../storage/send-log.ts";
import { subscriberByEmail, unsubscribedIds } from "../storage/subscribers.ts";
import { deletePerson, suppressionOf } from "../storage/suppressions.ts";
import { linksOf } from "../storage/tokens.ts";
import { dashboardDays } from "./console-dashboard.ts";
import { iso, type ServiceContext } from "./context.ts";
import { enrolmentsOf } from "./courses.ts";
import { forgetSubscriber } from "./forget.ts";
import { issueSummaries } from "./issue-summaries.ts";
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
export const consentOf = (subscriber: SubscriberRow) => ({
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
  const tokens = subscriber ? await linksOf(db, subscriber.id) : [];
  const mails = await mailsOfPerson(db, subscriber?.id, email.trim());
  const log = await sendLogOf(db, [...new Set([hash, mailboxHash(email)])]);
  const suppression = await suppressionOf(db, hash);
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
    await deleteMailsTo(trx, email.trim());
    return { erased: subscriber !== undefined };
  });
  await context.durable();
  return result;
}

/** The retention rules, run by the server once an hour and by `npm run newsletter -- purge`. */
export async function purgeStale(context: ServiceContext) {
  const now = context.now();
  // A finished issue's counts are written on it first (issue-summaries.ts): its mails are about to go.
  await issueSummaries(context, 1000);
  await purgeOperatorSecrets(context.db, now, sessionIdleMs);
  return context.db.transaction().execute(async (trx) => {
    // Subscribers left unsubscribed by an older version, or by a complaint: forgotten now.
    const unsubscribed = await unsubscribedIds(trx);
    for (const id of unsubscribed) await forgetSubscriber(trx, id, now);
    const deleted = await deleteExpired(
      trx,
      {
        pendingSignUp: now - pendingRetentionMs,
        sentMail: now - sentMailRetentionMs,
        sendLog: now - sendLogRetentionMs,
        mailEvent: now - mailEventRetentionMs,
        auditLog: now - auditLogRetentionMs,
        unsubscribeCount: now - unsubscribeCountRetentionMs,
      },
      now,
    );
    const { pendingSubscribers, ...rest } = deleted;
    return { pendingSubscribers, unsubscribed: unsubscribed.length, ...rest };
  });
}
