/** Puts a mail in the outbox inside the caller's transaction: the mail exists exactly when the change
 * that caused it does. The mail's links are derived from its id and the link key as it is rendered
 * (domain/tokens.ts): the row holds no token, only the name of the key (decision 030). */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Language } from "../../../app/config/site.ts";
import { type LinkKey, linkToken, tokenHash } from "../domain/tokens.ts";
import type { MailKind, NewsletterSchema } from "./schema.ts";

export interface MailPayload {
  /** The link key's id (domain/tokens.ts) the mail's links are derived with. */
  key?: string;
  /** A test mail's issue, rendered as it will go out (kind "issue-test"). */
  issue?: { subject: string; html: string };
  /** Raw tokens, only in mails queued before migration 2026-11-25-006 (none since): rendered as they are. */
  confirmToken?: string;
  unsubscribeToken?: string;
  signInToken?: string;
}

export interface QueuedMail {
  subscriberId: string;
  recipient: string;
  kind: MailKind;
  language: Language;
  payload: Omit<MailPayload, "key">;
  issueId?: string;
  /** When the mail may leave; now by default. Issue sends spread theirs out (the throttle). */
  sendAt?: number;
  /** "paused" when the operator holds the issue back while it is being queued. */
  status?: "pending" | "paused";
}

export async function queueMail(
  trx: Transaction<NewsletterSchema>,
  mail: Omit<QueuedMail, "subscriberId"> & { subscriberId: string | null },
  now: number,
  messageDomain: string,
  key: LinkKey,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("outbox")
    .values({
      id,
      subscriber_id: mail.subscriberId,
      recipient: mail.recipient,
      kind: mail.kind,
      language: mail.language,
      payload: JSON.stringify({ ...mail.payload, key: key.id }),
      message_id: `<${id}@${messageDomain}>`,
      issue_id: mail.issueId ?? null,
      status: mail.status ?? "pending",
      attempts: 0,
      next_attempt_at: mail.sendAt ?? now,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      handed_over_at: null,
    })
    .execute();
  return id;
}

/** Stores the hash of one link of the mail `mailId` for a subscriber. Unsubscribe links never expire
 * while the subscriber exists, so the link in any mail they ever got keeps working; erasing or
 * unsubscribing the subscriber deletes them all. */
export async function insertLinkToken(
  trx: Transaction<NewsletterSchema>,
  key: LinkKey,
  link: {
    purpose: "confirm" | "unsubscribe";
    mailId: string;
    subscriberId: string;
    expiresAt: number | null;
  },
  now: number,
): Promise<void> {
  await trx
    .insertInto("tokens")
    .values({
      hash: tokenHash(linkToken(key, link.purpose, link.mailId)),
      subscriber_id: link.subscriberId,
      purpose: link.purpose,
      created_at: now,
      expires_at: link.expiresAt,
      used_at: null,
    })
    .execute();
}
