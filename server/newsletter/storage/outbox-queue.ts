/** Puts a mail in the outbox inside the caller's transaction, so it exists exactly when its cause does.
 * The row holds no token, only the key its links are derived with when rendered (decision 030). */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Language } from "#shared/site.ts";
import { type LinkKey, linkToken, tokenHash } from "../domain/tokens.ts";
import type { MailKind, NewsletterSchema, TokenPurpose } from "./schema.ts";

export interface MailPayload {
  key?: string;
  /** A test mail's issue, rendered as it will go out (kind "issue-test"). */
  issue?: { subject: string; html: string; preview_text?: string | null };
  /** A lesson mail's lesson (kind "lesson" and "lesson-test"; the course is the row's `course`). */
  lesson?: string;
  /** What a confirm link confirms, so the mail can say it (kind "confirm"). */
  choices?: { newsletter: boolean; courses: string[] };
  /** Raw tokens, only in mails queued before migration 2026-11-25-006 (none since): rendered as they are. */
  confirmToken?: string;
  unsubscribeToken?: string;
  signInToken?: string;
  stopCourseToken?: string;
}

export interface QueuedMail {
  /** Null for a mail to an operator. */
  subscriberId: string | null;
  recipient: string;
  kind: MailKind;
  language: Language;
  payload: Omit<MailPayload, "key">;
  issueId?: string;
  /** When the mail may leave; now by default. Issue sends spread theirs out (the throttle). */
  sendAt?: number;
  /** "paused" when the operator holds the issue back while it is being queued. */
  status?: "pending" | "paused";
  /** A lesson's course (kinds "lesson" and "lesson-test"). */
  course?: string;
}

export function outboxRow(
  mail: QueuedMail,
  now: number,
  messageDomain: string,
  key: LinkKey,
  id = randomUUID(),
) {
  return {
    id,
    subscriber_id: mail.subscriberId,
    recipient: mail.recipient,
    kind: mail.kind,
    language: mail.language,
    payload: JSON.stringify({ ...mail.payload, key: key.id }),
    message_id: `<${id}@${messageDomain}>`,
    issue_id: mail.issueId ?? null,
    status: mail.status ?? ("pending" as const),
    attempts: 0,
    next_attempt_at: mail.sendAt ?? now,
    created_at: now,
    course: mail.course ?? null,
  };
}

export async function queueMail(
  trx: Transaction<NewsletterSchema>,
  mail: QueuedMail,
  now: number,
  messageDomain: string,
  key: LinkKey,
): Promise<string> {
  const row = outboxRow(mail, now, messageDomain, key);
  await trx.insertInto("outbox").values(row).execute();
  return row.id;
}

export interface MailLink {
  purpose: TokenPurpose;
  mailId: string;
  subscriberId: string;
  expiresAt: number | null;
  /** As `tokens.scope` (schema.ts). */
  scope?: string | null;
}

/** The tokens row of one link of a mail: the hash of the token derived from its id, never the token. */
export function linkTokenRow(key: LinkKey, link: MailLink, now: number) {
  return {
    hash: tokenHash(linkToken(key, link.purpose, link.mailId)),
    subscriber_id: link.subscriberId,
    purpose: link.purpose,
    created_at: now,
    expires_at: link.expiresAt,
    scope: link.scope ?? null,
  };
}

/** Unsubscribe and stop-course links live as long as the subscriber, so any old mail's link works. */
export async function insertLinkToken(
  trx: Transaction<NewsletterSchema>,
  key: LinkKey,
  link: MailLink,
  now: number,
): Promise<void> {
  await trx
    .insertInto("tokens")
    .values(linkTokenRow(key, link, now))
    .execute();
}
