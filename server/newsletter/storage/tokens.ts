/** The tokens table: only hashes of the links in mails (decision 030), looked up and spent here. */
import type { Language } from "#shared/site.ts";
import type { NewsletterDatabase, TokenPurpose } from "./schema.ts";

/** Spending the token is the guard: of two presses at once, only one changes a row. */
export function spendConfirmToken(db: NewsletterDatabase, hash: string, now: number) {
  return db
    .updateTable("tokens")
    .set({ used_at: now })
    .where("hash", "=", hash)
    .where("purpose", "=", "confirm")
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["subscriber_id", "scope", "created_at"])
    .executeTakeFirst();
}

/** The language of a confirmed reader whose confirm link this was, already used. */
export async function usedConfirmLinkLanguage(
  db: NewsletterDatabase,
  hash: string,
): Promise<Language | undefined> {
  const used = await db
    .selectFrom("tokens")
    .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
    .select("subscribers.language")
    .where("tokens.hash", "=", hash)
    .where("tokens.purpose", "=", "confirm")
    .where("tokens.used_at", "is not", null)
    .where("subscribers.status", "=", "confirmed")
    .executeTakeFirst();
  return used?.language;
}

/** Whose link this is, for an unsubscribe or stop-course link, with the link's scope and age. */
export function linkOwner(db: NewsletterDatabase, hash: string, purpose: TokenPurpose) {
  return db
    .selectFrom("tokens")
    .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
    .select(["subscribers.id", "subscribers.language", "tokens.scope", "tokens.created_at"])
    .where("tokens.hash", "=", hash)
    .where("tokens.purpose", "=", purpose)
    .executeTakeFirst();
}

/** The scope of a subscriber's latest confirmation link, if any. */
export async function latestConfirmScope(db: NewsletterDatabase, subscriberId: string) {
  const latest = await db
    .selectFrom("tokens")
    .select("scope")
    .where("subscriber_id", "=", subscriberId)
    .where("purpose", "=", "confirm")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest?.scope ?? null;
}

/** When a subscriber's links were made and used (the export): the tokens themselves are not stored. */
export function linksOf(db: NewsletterDatabase, subscriberId: string) {
  return db
    .selectFrom("tokens")
    .select(["purpose", "created_at", "expires_at", "used_at", "scope"])
    .where("subscriber_id", "=", subscriberId)
    .orderBy("created_at")
    .execute();
}
