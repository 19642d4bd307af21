/** The console's own tables: sign-in links, sessions and the audit log. Links and sessions are kept
 * only as SHA-256 hashes of their secrets, so a copy of the database opens nothing. */
import { randomUUID } from "node:crypto";
import type { AuditLogTable, NewsletterDatabase, OperatorSessionsTable } from "./schema.ts";

export async function insertSignInLink(
  db: NewsletterDatabase,
  link: { hash: string; operator: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto("operator_links")
    .values({ hash: link.hash, operator: link.operator, created_at: link.now, expires_at: link.expiresAt })
    .execute();
}

/** Sign-in links made for one operator since a moment: the silent cap on sign-in mails counts them. */
export async function signInLinksSince(db: NewsletterDatabase, operator: string, since: number) {
  const { count } = await db
    .selectFrom("operator_links")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("operator", "=", operator)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One statement, so a link that two tabs open at once signs in only one of them. */
export async function spendSignInLink(db: NewsletterDatabase, hash: string, now: number) {
  const row = await db
    .updateTable("operator_links")
    .set({ used_at: now })
    .where("hash", "=", hash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("operator")
    .executeTakeFirst();
  return row?.operator;
}

export async function insertSession(db: NewsletterDatabase, session: OperatorSessionsTable): Promise<void> {
  await db.insertInto("operator_sessions").values(session).execute();
}

export async function findSession(db: NewsletterDatabase, hash: string) {
  return db.selectFrom("operator_sessions").selectAll().where("hash", "=", hash).executeTakeFirst();
}

export async function touchSession(db: NewsletterDatabase, hash: string, now: number): Promise<void> {
  await db.updateTable("operator_sessions").set({ last_seen_at: now }).where("hash", "=", hash).execute();
}

export async function deleteSession(db: NewsletterDatabase, hash: string): Promise<void> {
  await db.deleteFrom("operator_sessions").where("hash", "=", hash).execute();
}

/** Sessions past their end; links a day old, past their end long before: kept that long only to be
 * counted against the day's cap (service/operators.ts), and a spent or expired link's hash opens nothing. */
export async function purgeOperatorSecrets(db: NewsletterDatabase, now: number, idleMs: number) {
  await db
    .deleteFrom("operator_links")
    .where("expires_at", "<", now)
    .where("created_at", "<=", now - 86_400_000)
    .execute();
  await db
    .deleteFrom("operator_sessions")
    .where((eb) => eb.or([eb("expires_at", "<", now), eb("last_seen_at", "<", now - idleMs)]))
    .execute();
}

export async function insertAudit(db: NewsletterDatabase, entry: Omit<AuditLogTable, "id">): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ id: randomUUID(), ...entry })
    .execute();
}
