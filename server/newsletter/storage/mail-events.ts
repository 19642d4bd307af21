/** Bounces and complaints in the database (rules: service/bounces.ts). Here, because the outbox worker
 * records the SMTP server's refusals and delivery/ may not import service/ (decisions 024, 026). */
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Transaction } from "kysely";
import { addressHash, addressKey, withoutAddresses } from "../domain/addresses.ts";
import { stopEnrolments } from "./enrolments.ts";
import type {
  MailEventSource,
  MailEventType,
  NewsletterDatabase,
  NewsletterSchema,
  OutboxTable,
} from "./schema.ts";

type Executor = NewsletterDatabase | Transaction<NewsletterSchema>;

/** Who an event is about, as far as we know it: always the address, the rest when a mail of ours matched. */
export interface EventTarget {
  recipient: string;
  subscriberId: string | null;
  mailId: string | null;
  issueId: string | null;
}

export interface MailEventFacts extends EventTarget {
  type: MailEventType;
  source: MailEventSource;
  reason: string | undefined;
}

const maxReasonLength = 500;

/** Without the address servers quote: a reason is shown and exported, and outlives the subscriber. */
function oneLine(text: string | undefined): string | null {
  const line = withoutAddresses(text ?? "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return line ? line.slice(0, maxReasonLength) : null;
}

/** False when recorded before: one event per mail and type, however often providers retry a report. */
export async function insertMailEvent(db: Executor, facts: MailEventFacts, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto("mail_events")
    .values({
      id: randomUUID(),
      at: now,
      type: facts.type,
      source: facts.source,
      subscriber_id: facts.subscriberId,
      address_hash: addressHash(facts.recipient),
      mail_id: facts.mailId,
      issue_id: facts.issueId,
      reason: oneLine(facts.reason),
    })
    .onConflict((conflict) => conflict.columns(["mail_id", "type"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** No more mail to the address, pending or future: the table an erasure writes, lifted alike. */
export async function suppressAddress(db: Executor, target: EventTarget, now: number): Promise<void> {
  await db
    .insertInto("suppressions")
    .values({ address_hash: addressHash(target.recipient), created_at: now })
    .onConflict((conflict) => conflict.column("address_hash").doNothing())
    .execute();
  const { subscriberId, recipient } = target;
  await db
    .updateTable("outbox")
    .set({ status: "cancelled", payload: "{}", last_error: "address suppressed after a bounce or complaint" })
    .where("status", "=", "pending")
    .where((eb) =>
      subscriberId
        ? eb.or([eb("subscriber_id", "=", subscriberId), eb("recipient", "=", recipient)])
        : eb("recipient", "=", recipient),
    )
    .execute();
  // Every course stops with the mail (a bounce or complaint); signing up and confirming anew restarts it.
  const owner = await db
    .selectFrom("subscribers")
    .select("id")
    .where("email_key", "=", addressKey(recipient))
    .executeTakeFirst();
  for (const id of new Set([subscriberId, owner?.id].filter((each) => typeof each === "string"))) {
    await stopEnrolments(db, id, "suppressed", now);
  }
}

/** Distinct mails: a repeated report (a retry, a DSN "delayed" then "failed") is one bounce. */
export async function softBouncedMails(db: Executor, recipient: string, since: number): Promise<number> {
  const rows = await db
    .selectFrom("mail_events")
    .select("mail_id")
    .where("address_hash", "=", addressHash(recipient))
    .where("type", "=", "soft")
    .where("at", ">", since)
    .where("cleared_at", "is", null)
    .execute();
  const ids = rows.map((row) => row.mail_id);
  return new Set(ids.filter((id) => id !== null)).size + ids.filter((id) => id === null).length;
}

/** The owner opened a confirmation link, so the mailbox takes mail: whatever suppressed it no longer
 * stops mail, and its old bounces stop counting. */
export async function liftSuppression(db: Executor, address: string, now: number): Promise<void> {
  const hash = addressHash(address);
  await db.deleteFrom("suppressions").where("address_hash", "=", hash).execute();
  await db
    .updateTable("mail_events")
    .set({ cleared_at: now })
    .where("address_hash", "=", hash)
    .where("cleared_at", "is", null)
    .execute();
}

/** A refusal at RCPT TO, the surest hard bounce, recorded and acted on in the caller's transaction. */
export async function recordRefusedRecipient(
  trx: Transaction<NewsletterSchema>,
  row: OutboxTable,
  reason: string,
  now: number,
): Promise<void> {
  const { recipient, subscriber_id: subscriberId, id: mailId, issue_id: issueId } = row;
  const target = { recipient, subscriberId, mailId, issueId };
  await insertMailEvent(trx, { ...target, type: "hard", source: "smtp", reason }, now);
  await suppressAddress(trx, target, now);
}

/** The outbox row a report names, if it is still there (sent mails are kept 30 days, privacy.ts). */
export function findMail(db: Executor, mailId: string) {
  return db
    .selectFrom("outbox")
    .select(["id", "recipient", "subscriber_id", "issue_id"])
    .where("id", "=", mailId)
    .executeTakeFirst();
}

/** An address's events: by its subscriber and by its hash (some came before the subscriber did). */
function ofAddress(subscriberId: string | undefined, address: string) {
  return (eb: ExpressionBuilder<NewsletterSchema, "mail_events">) => {
    const byHash = eb("address_hash", "=", addressHash(address));
    return subscriberId ? eb.or([eb("subscriber_id", "=", subscriberId), byHash]) : byHash;
  };
}

export function mailEventsOf(db: Executor, subscriberId: string | undefined, address: string) {
  return db
    .selectFrom("mail_events")
    .select(["at", "type", "source", "mail_id", "issue_id", "reason", "cleared_at"])
    .where(ofAddress(subscriberId, address))
    .orderBy("at")
    .execute();
}

export async function deleteMailEvents(db: Executor, subscriberId: string | undefined, address: string) {
  await db.deleteFrom("mail_events").where(ofAddress(subscriberId, address)).execute();
}

export async function countMailEvents(db: Executor): Promise<Record<MailEventType, number>> {
  const rows = await db
    .selectFrom("mail_events")
    .select(["type", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("type")
    .execute();
  const counts: Record<MailEventType, number> = { hard: 0, soft: 0, complaint: 0 };
  for (const row of rows) counts[row.type] = Number(row.count);
  return counts;
}
