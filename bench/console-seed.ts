/** The data bench/console.ts measures against: 100,000 subscribers over 120 days, 20 issues of 50,000 mails
 * each (1,000,000 outbox rows), bounces and complaints on about 2 % of the sent mails (with the
 * suppressions they cause), and a few hundred audit entries. A seeded generator, so every run (and both
 * databases) gets the same shapes. */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { addressHash } from "../server/newsletter/domain/addresses.ts";
import type { NewsletterDatabase, NewsletterSchema } from "../server/newsletter/storage/schema.ts";

export const subscriberCount = 100_000;
const issueCount = 20;
const mailsPerIssue = 50_000;
const day = 86_400_000;
const hour = 3_600_000;

/** mulberry32: small, seedable, plenty for picking test data. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const emailOf = (n: number) => `reader-${n}@example.org`;

/** Multi-row inserts as large as the engine's bound-parameter limit allows (SQLite 32,766, PostgreSQL
 * 65,535): one statement per few thousand rows, so the seeding takes a minute rather than an hour. */
async function insertAll<T extends keyof NewsletterSchema>(
  db: NewsletterDatabase,
  table: T,
  rows: Insertable<NewsletterSchema[T]>[],
  maxParameters: number,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.floor(maxParameters / Object.keys(rows[0] as object).length);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += size) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + size) as never)
        .execute();
    }
  });
}

export interface Seeded {
  issueIds: string[];
  outboxRows: number;
  events: number;
}

export async function seed(db: NewsletterDatabase, now: number, maxParameters: number): Promise<Seeded> {
  const random = generator(20261124);
  const ids: string[] = [];
  // Rows in the order people signed up, as the server inserts them: a table's physical order decides how
  // far apart the rows an index range scan visits lie, so random times here would make SQLite slower.
  const signUps = Float64Array.from({ length: subscriberCount }, () => random()).sort();
  const subscribers: Insertable<NewsletterSchema["subscribers"]>[] = [];
  for (let n = 0; n < subscriberCount; n++) {
    const language = random() < 0.6 ? "en" : "se";
    const signedUp = now - 120 * day + Math.floor((signUps[n] as number) * 120 * day);
    const kind = random();
    // ~75 % confirmed, ~15 % confirmed and later unsubscribed, ~10 % never confirmed.
    const confirmed = kind < 0.9 ? Math.min(now, signedUp + Math.floor(random() * 6 * hour)) : null;
    const unsubscribed =
      confirmed !== null && kind >= 0.75 ? confirmed + Math.floor(random() * (now - confirmed)) : null;
    const email = emailOf(n);
    ids.push(randomUUID());
    subscribers.push({
      id: ids[n] as string,
      email,
      email_key: email.toLowerCase(),
      address_hash: addressHash(email),
      language,
      status: unsubscribed !== null ? "unsubscribed" : confirmed !== null ? "confirmed" : "pending",
      signed_up_at: signedUp,
      consent_language: language,
      consent_form_version: "2026-11-23",
      confirmed_at: confirmed,
      unsubscribed_at: unsubscribed,
      updated_at: unsubscribed ?? confirmed ?? signedUp,
    });
  }
  await insertAll(db, "subscribers", subscribers, maxParameters);

  const seeded: Seeded = { issueIds: [], outboxRows: 0, events: 0 };
  const suppressed = new Set<string>();
  const order = Int32Array.from({ length: subscriberCount }, (_, n) => n);
  for (let i = 0; i < issueCount; i++) {
    // Oldest 89 days ago, newest 3 hours ago and still sending (40 % of its mails pending).
    const created = now - 89 * day + Math.floor((i * (89 * day - 3 * hour)) / (issueCount - 1));
    const queued = created + 10 * 60_000;
    const newest = i === issueCount - 1;
    const id = randomUUID().replaceAll("-", ""); // 32 hex characters, as issueId() makes
    const language = i % 2 === 0 ? "en" : "se";
    const subject = `Skattlyktan ${language} #${i + 1}`;
    seeded.issueIds.push(id);
    await db
      .insertInto("issues")
      .values({
        id,
        language,
        subject,
        html: `<p>${subject}</p>`,
        markdown: `# ${subject}\n\nText`,
        created_at: created,
        queued_at: queued,
      })
      .execute();
    // Columns left out (leases, handed_over_at, cleared_at, paused_at) stay null, as on a quiet server.
    const mails: Insertable<NewsletterSchema["outbox"]>[] = [];
    const events: Insertable<NewsletterSchema["mail_events"]>[] = [];
    for (let k = 0; k < mailsPerIssue; k++) {
      // A partial Fisher-Yates shuffle: 50,000 distinct recipients (the (issue_id, subscriber_id) key).
      const pick = k + Math.floor(random() * (subscriberCount - k));
      const n = order[pick] as number;
      order[pick] = order[k] as number;
      order[k] = n;
      const mailId = randomUUID();
      const r = random();
      const status = newest && r < 0.4 ? "pending" : r < 0.995 ? "sent" : r < 0.998 ? "failed" : "cancelled";
      const sentAt = status === "sent" ? queued + Math.floor(random() * (newest ? 2 : 6) * hour) : null;
      mails.push({
        id: mailId,
        subscriber_id: ids[n] as string,
        recipient: emailOf(n),
        kind: "issue",
        language,
        payload: "{}",
        message_id: `<${mailId}@example.org>`,
        issue_id: id,
        status,
        attempts: status === "pending" ? 0 : status === "failed" ? 5 : 1,
        next_attempt_at: status === "pending" ? now + Math.floor(random() * 2 * hour) : queued,
        last_error: status === "failed" ? "421 4.7.0 try again later" : null,
        created_at: queued,
        sent_at: sentAt,
      });
      const e = random();
      if (sentAt === null || e >= 0.02) continue;
      // Of the sent mails: ~0.1 % complaints, ~1.1 % soft and ~0.8 % hard bounces.
      const type = e < 0.001 ? "complaint" : e < 0.012 ? "soft" : "hard";
      const hash = addressHash(emailOf(n));
      if (type !== "soft") suppressed.add(hash);
      events.push({
        id: randomUUID(),
        at: Math.min(now, sentAt + Math.floor(random() * 2 * day)),
        type,
        source: "webhook",
        subscriber_id: ids[n] as string,
        address_hash: hash,
        mail_id: mailId,
        issue_id: id,
        reason:
          type === "complaint" ? null : type === "soft" ? "452 4.2.2 mailbox full" : "550 5.1.1 no user",
      });
    }
    await insertAll(db, "outbox", mails, maxParameters);
    await insertAll(db, "mail_events", events, maxParameters);
    seeded.outboxRows += mails.length;
    seeded.events += events.length;
  }
  const suppressions = [...suppressed].map((hash) => ({ address_hash: hash, created_at: now - day }));
  await insertAll(db, "suppressions", suppressions, maxParameters);

  const actions = ["sign-in", "issue-test", "issue-send", "export", "export-csv", "erase", "sign-out"];
  const audit = Array.from({ length: 400 }, (_, n) => ({
    id: randomUUID(),
    at: now - Math.floor(random() * 90 * day),
    operator: n % 3 ? "editor@example.org" : "owner@example.org",
    action: actions[n % actions.length] as string,
    detail: n % 7 === 0 ? null : "r…@example.org",
  }));
  await insertAll(db, "audit_log", audit, maxParameters);
  return seeded;
}
