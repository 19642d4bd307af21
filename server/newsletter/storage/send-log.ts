/** The send log: hashes and times of the mails a sign-up or link request sent, for the daily limit. */
import { countOf } from "./count-of.ts";
import type { NewsletterDatabase } from "./schema.ts";

export const mailsLoggedSince = (db: NewsletterDatabase, hash: string, since: number) =>
  countOf(db.selectFrom("send_log").where("address_hash", "=", hash).where("sent_at", ">", since));

export async function logSend(db: NewsletterDatabase, hash: string, now: number): Promise<void> {
  await db.insertInto("send_log").values({ address_hash: hash, sent_at: now }).execute();
}

export function sendLogOf(db: NewsletterDatabase, hashes: string[]) {
  return db.selectFrom("send_log").select("sent_at").where("address_hash", "in", hashes).execute();
}
