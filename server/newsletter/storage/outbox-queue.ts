/** Puts a mail in the outbox inside the caller's transaction: the mail exists exactly when the change
 * that caused it does. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Language } from "../../../app/config/site.ts";
import { newToken, tokenHash } from "../domain/tokens.ts";
import type { MailKind, NewsletterSchema } from "./schema.ts";

export interface MailPayload {
  confirmToken?: string;
  unsubscribeToken?: string;
  /** A console sign-in link's token (kind "operator-sign-in"). */
  signInToken?: string;
  /** A test mail's issue, rendered as it will go out (kind "issue-test"). */
  issue?: { subject: string; html: string };
  /** A lesson mail's "stop this course" link (kind "lesson"). */
  stopCourseToken?: string;
  /** A lesson mail's lesson (kind "lesson" and "lesson-test"; the course is the row's `course`). */
  lesson?: string;
  /** What a confirm link confirms, so the mail can say it (kind "confirm"). */
  choices?: { newsletter: boolean; courses: string[] };
}

export interface QueuedMail {
  subscriberId: string;
  recipient: string;
  kind: MailKind;
  language: Language;
  payload: MailPayload;
  issueId?: string;
  /** When the mail may leave; now by default. Issue sends spread theirs out (the throttle). */
  sendAt?: number;
  /** "paused" when the operator holds the issue back while it is being queued. */
  status?: "pending" | "paused";
  /** A lesson's course (kinds "lesson" and "lesson-test"). */
  course?: string;
}

type MailToQueue = Omit<QueuedMail, "subscriberId"> & { subscriberId: string | null };

/** The outbox row of a mail, for an insert of one (queueMail) or of many (the course scheduler). */
export function outboxRow(mail: MailToQueue, now: number, messageDomain: string, id: string = randomUUID()) {
  return {
    id,
    subscriber_id: mail.subscriberId,
    recipient: mail.recipient,
    kind: mail.kind,
    language: mail.language,
    payload: JSON.stringify(mail.payload),
    message_id: `<${id}@${messageDomain}>`,
    issue_id: mail.issueId ?? null,
    status: mail.status ?? ("pending" as const),
    attempts: 0,
    next_attempt_at: mail.sendAt ?? now,
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: now,
    sent_at: null,
    handed_over_at: null,
    course: mail.course ?? null,
  };
}

export async function queueMail(
  trx: Transaction<NewsletterSchema>,
  mail: MailToQueue,
  now: number,
  messageDomain: string,
): Promise<string> {
  const row = outboxRow(mail, now, messageDomain);
  await trx.insertInto("outbox").values(row).execute();
  return row.id;
}

/** Every mail carries its own unsubscribe token. Tokens never expire while the subscriber exists, so
 * the link in any mail they ever got keeps working; erasing the subscriber deletes them all. */
export async function newUnsubscribeToken(
  trx: Transaction<NewsletterSchema>,
  subscriberId: string,
  now: number,
): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("tokens")
    .values({
      hash: tokenHash(token),
      subscriber_id: subscriberId,
      purpose: "unsubscribe",
      created_at: now,
      expires_at: null,
      used_at: null,
    })
    .execute();
  return token;
}
