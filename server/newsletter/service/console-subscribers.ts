/** One subscriber as the console shows it, and the confirmed list as CSV. */
import { stringify } from "csv-stringify/sync";
import type { SubscriberEvent, SubscriberRecord } from "#shared/console-api.ts";
import { mailEventsOf } from "../storage/mail-events.ts";
import { mailHistoryOf } from "../storage/outbox-reads.ts";
import { confirmedSubscribers, subscriberByEmail, subscriberById } from "../storage/subscribers.ts";
import { isSuppressed } from "../storage/suppressions.ts";
import { coursesOfReader, lessonMailNames } from "./console-subscriber-courses.ts";
import { iso, type ServiceContext } from "./context.ts";
import { consentOf } from "./privacy.ts";

/** Outbox states of a mail not sent yet: "mail-queued"; the others are "mail-" and their name. */
const waiting = new Set(["pending", "sending", "paused"]);

export async function subscriberRecord(
  context: ServiceContext,
  email: string,
): Promise<SubscriberRecord | undefined> {
  const { db } = context;
  const subscriber = await subscriberByEmail(db, email);
  if (!subscriber) return undefined;
  const history: SubscriberEvent[] = [{ at: iso(subscriber.signed_up_at), type: "signed-up", detail: null }];
  for (const [type, at] of [
    ["confirmed", subscriber.confirmed_at],
    ["unsubscribed", subscriber.unsubscribed_at],
  ] as const) {
    if (at !== null) history.push({ at: iso(at), type, detail: null });
  }
  const mails = await mailHistoryOf(db, subscriber.id);
  const lessons = await lessonMailNames(context, subscriber.id);
  for (const mail of mails) {
    history.push({
      at: iso(mail.sent_at ?? mail.created_at),
      type: waiting.has(mail.status) ? "mail-queued" : `mail-${mail.status}`,
      detail: lessons.get(mail.id) ?? (mail.subject ? `${mail.kind}: ${mail.subject}` : mail.kind),
    });
  }
  for (const event of await mailEventsOf(db, subscriber.id, subscriber.email)) {
    const detail = [event.source, event.reason].filter(Boolean).join(": ");
    history.push({ at: iso(event.at), type: event.type, detail: detail || null });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    id: subscriber.id,
    email: subscriber.email,
    language: subscriber.language,
    status: subscriber.status,
    suppressed: await isSuppressed(db, subscriber.email),
    newsletter: {
      // A course may be confirmed without the newsletter (migration 008's flag).
      subscribed: subscriber.status === "confirmed" && subscriber.newsletter !== 0,
      since: iso(subscriber.confirmed_at),
    },
    courses: await coursesOfReader(context, subscriber.id),
    consent: consentOf(subscriber),
    history,
  };
}

/** The record by the subscriber's opaque id: the console's address of a record (issue 53). */
export async function subscriberRecordById(
  context: ServiceContext,
  id: string,
): Promise<SubscriberRecord | undefined> {
  const row = await subscriberById(context.db, id);
  return row ? subscriberRecord(context, row.email) : undefined;
}

/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP's CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** The confirmed subscribers, RFC 4180 (CRLF, quoted where needed), oldest confirmation first. */
export async function confirmedCsv(context: ServiceContext): Promise<{ csv: string; count: number }> {
  const rows = await confirmedSubscribers(context.db);
  const csv = stringify(
    rows.map((row) => [row.email, row.language, iso(row.confirmed_at) ?? ""]),
    {
      header: true,
      columns: ["email", "language", "confirmed_at"],
      record_delimiter: "windows",
      cast: { string: (value) => (formulaStart.test(value) ? `'${value}` : value) },
    },
  );
  return { csv, count: rows.length };
}
