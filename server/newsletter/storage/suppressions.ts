/** The suppression list: hashes of addresses no mail may go to (erased, hard-bounced, complained). */
import { randomUUID } from "node:crypto";
import type { Language } from "#shared/site.ts";
import { addressHash } from "../domain/addresses.ts";
import { countOf } from "./count-of.ts";
import type { NewsletterDatabase } from "./schema.ts";

export const suppressedCount = (db: NewsletterDatabase) => countOf(db.selectFrom("suppressions"));

/** Which of these address hashes are on the suppression list, in one look-up. */
export async function suppressedAmong(db: NewsletterDatabase, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom("suppressions")
    .select("address_hash")
    .where("address_hash", "in", hashes)
    .execute();
  return new Set(rows.map((row) => row.address_hash));
}

export function suppressionOf(db: NewsletterDatabase, hash: string) {
  return db
    .selectFrom("suppressions")
    .select("created_at")
    .where("address_hash", "=", hash)
    .executeTakeFirst();
}

export const isSuppressed = async (db: NewsletterDatabase, address: string) =>
  (await suppressionOf(db, addressHash(address))) !== undefined;

/** Deletes a subscriber's row, links and mails, if any, and suppresses the address's hash. */
export async function deletePerson(
  db: NewsletterDatabase,
  subscriberId: string | undefined,
  address: string,
  now: number,
) {
  if (subscriberId) {
    await db.deleteFrom("tokens").where("subscriber_id", "=", subscriberId).execute();
    await db.deleteFrom("outbox").where("subscriber_id", "=", subscriberId).execute();
    await db.deleteFrom("subscribers").where("id", "=", subscriberId).execute();
  }
  await db
    .insertInto("suppressions")
    .values({ address_hash: addressHash(address), created_at: now })
    .onConflict((conflict) => conflict.column("address_hash").doNothing())
    .execute();
}

/** An unsubscription counted without the person (decision 031). */
export async function countUnsubscribe(db: NewsletterDatabase, language: Language, now: number) {
  await db.insertInto("unsubscribes").values({ id: randomUUID(), at: now, language }).execute();
}
