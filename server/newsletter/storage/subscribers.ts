/** The subscribers table: a reader's row by address or id, the sign-up's upsert, the confirmation, and
 * the confirmed list. */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Language } from "#shared/site.ts";
import { addressHash, addressKey } from "../domain/addresses.ts";
import type { NewsletterDatabase } from "./schema.ts";

/** Any spelling of the address finds its subscriber (decision 033). */
export function subscriberByEmail(db: NewsletterDatabase, email: string) {
  return db
    .selectFrom("subscribers")
    .selectAll()
    .where("email_key", "=", addressKey(email))
    .executeTakeFirst();
}

export function subscriberById(db: NewsletterDatabase, id: string) {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function subscriberStatus(db: NewsletterDatabase, id: string) {
  return (await db.selectFrom("subscribers").select("status").where("id", "=", id).executeTakeFirst())
    ?.status;
}

/** On a sign-up's conflict, each column but `updated_at` stays as it is for a confirmed subscriber.
 * Written as SQL, not with Kysely's builder: a CASE per column cost some 0.1 ms of CPU per sign-up to
 * build, more than SQLite takes to run it (decision 061, 2026-11-26). */
const keptIfConfirmed = sql.raw(
  [
    ...["email", "language", "status", "signed_up_at", "consent_language", "consent_form_version"],
    ...["confirmed_at", "unsubscribed_at", "newsletter"],
  ]
    .map(
      (column) =>
        `${column} = case when subscribers.status = 'confirmed' then subscribers.${column} else excluded.${column} end`,
    )
    .join(", "),
);

/** A confirmed subscriber keeps their consent; any other state becomes a fresh pending sign-up. On
 * PostgreSQL the conflict locks the row, so sign-ups of one address count the limit one at a time.
 * Until confirmed, nothing is wanted; the confirm link carries what was chosen (decision 037). */
export async function upsertSignUp(
  db: NewsletterDatabase,
  signUp: { email: string; language: Language; formVersion: string },
  now: number,
): Promise<string> {
  const { email, language, formVersion } = signUp;
  const { rows } = await sql<{ id: string }>`
    insert into subscribers (id, email, email_key, address_hash, language, status, signed_up_at,
      consent_language, consent_form_version, confirmed_at, unsubscribed_at, updated_at, newsletter)
    values (${randomUUID()}, ${email}, ${addressKey(email)}, ${addressHash(email)}, ${language}, 'pending', ${now},
      ${language}, ${formVersion}, null, null, ${now}, 0)
    on conflict (email_key) do update set ${keptIfConfirmed}, updated_at = excluded.updated_at
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (!id) throw new Error("the sign-up's row was not written");
  return id;
}

export async function markConfirmed(
  db: NewsletterDatabase,
  id: string,
  confirmation: { confirmedAt: number | null; newsletter: boolean },
  now: number,
): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({
      status: "confirmed",
      confirmed_at: confirmation.confirmedAt,
      unsubscribed_at: null,
      updated_at: now,
      newsletter: confirmation.newsletter ? 1 : 0,
    })
    .where("id", "=", id)
    .execute();
}

/** Oldest confirmation first: the CSV's order. */
export function confirmedSubscribers(db: NewsletterDatabase) {
  return db
    .selectFrom("subscribers")
    .select(["email", "language", "confirmed_at"])
    .where("status", "=", "confirmed")
    .orderBy("confirmed_at")
    .orderBy("id")
    .execute();
}

/** Left unsubscribed by an older version, or by a complaint: the purge forgets them. */
export async function unsubscribedIds(db: NewsletterDatabase): Promise<string[]> {
  const rows = await db.selectFrom("subscribers").select("id").where("status", "=", "unsubscribed").execute();
  return rows.map((row) => row.id);
}
