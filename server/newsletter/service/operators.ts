/** The console's operators (decision 028): sign-in by a mailed one-time link, sessions, and the audit
 * log. Links and sessions are kept only as hashes (decision 030). */

import type { Session } from "#shared/console-api.ts";
import { retentionMs } from "#shared/newsletter-retention.ts";
import { addressKey } from "../domain/addresses.ts";
import { linkToken, newToken, tokenHash } from "../domain/tokens.ts";
import {
  deleteSession,
  findSession,
  insertAudit,
  insertSession,
  insertSignInLink,
  signInLinksSince,
  spendSignInLink,
  touchSession,
} from "../storage/operators.ts";
import { queueMail } from "../storage/outbox-queue.ts";
import { iso, type ServiceContext } from "./context.ts";

export const signInLinkLifetimeMs = 15 * 60_000;
/** Per link lifetime, however many ask (issue 39): past it nothing more is mailed, silently, and the
 * links mailed still work, so an outsider floods no inbox and keeps no operator out. */
export const signInMailsPerLifetime = 5;
/** And per day (issue 52): at 5 per 15 minutes an outsider could have an operator mailed 480 links a day.
 * 20 is four full bursts, several times the sign-ins of a working day (a session lasts 12 idle hours);
 * past it nothing is mailed until the oldest of the day's links is a day old. An outsider who spends the
 * day's links keeps that operator's new links away for the day, but no open session ends, and the other
 * operators are counted apart (decision 064). */
export const signInMailsPerDay = 20;
const dayMs = 86_400_000;
export const sessionIdleMs = 12 * 60 * 60_000;
/** The cookie policy quotes it (shared/newsletter-retention.ts). */
export const sessionLifetimeMs = retentionMs.consoleSession;
/** A session's last use is written at most this often: not a write per request. */
const touchEveryMs = 60_000;

export type AuditAction =
  | "sign-in"
  | "sign-out"
  | "issue-test"
  | "issue-send"
  | "issue-pause"
  | "issue-resume"
  | "export"
  | "export-csv"
  | "erase"
  | "unsubscribe"
  | "resend-confirmation"
  | "lift-suppression"
  | "draft-edit"
  | "draft-delete"
  | "course-stop"
  | "issue-duplicate"
  | "course-pause"
  | "course-resume"
  | "course-test";

/** Mails a link when `email` is an operator's; called after the same answer either way, so nothing tells. */
export async function requestSignIn(context: ServiceContext, email: string) {
  const operator = addressKey(email);
  if (!context.admins.includes(operator)) return;
  const now = context.now();
  const queued = await context.db.transaction().execute(async (trx) => {
    const recent = await signInLinksSince(trx, operator, now - signInLinkLifetimeMs);
    if (recent >= signInMailsPerLifetime) return false;
    if ((await signInLinksSince(trx, operator, now - dayMs)) >= signInMailsPerDay) return false;
    const { messageDomain, linkKey } = context;
    const mail = { subscriberId: null, recipient: operator, kind: "operator-sign-in", payload: {} } as const;
    const mailId = await queueMail(trx, { ...mail, language: "en" }, now, messageDomain, linkKey);
    await insertSignInLink(trx, {
      hash: tokenHash(linkToken(linkKey, "sign-in", mailId)),
      operator,
      now,
      expiresAt: now + signInLinkLifetimeMs,
    });
    return true;
  });
  if (!queued) return;
  await context.durable();
  context.onMailQueued();
}

type SessionRow = { operator: string; last_seen_at: number; expires_at: number };
/** When the session ends unless used again: idle, or at its end whatever its use. */
const endOf = (row: SessionRow) => Math.min(row.last_seen_at + sessionIdleMs, row.expires_at);
const sessionOfRow = (row: SessionRow): Session => ({ email: row.operator, idleUntil: iso(endOf(row)) });

/** A link's token to a new session; undefined for a link unknown, used, expired or no operator's. */
export async function completeSignIn(
  context: ServiceContext,
  token: string,
): Promise<(Session & { token: string }) | undefined> {
  const now = context.now();
  const operator = await spendSignInLink(context.db, tokenHash(token), now);
  if (!operator || !context.admins.includes(operator)) return undefined;
  const sessionToken = newToken();
  const row = { operator, created_at: now, last_seen_at: now, expires_at: now + sessionLifetimeMs };
  await insertSession(context.db, { hash: tokenHash(sessionToken), ...row });
  await audit(context, operator, "sign-in", null);
  return { ...sessionOfRow(row), token: sessionToken };
}

/** The session a cookie names, if it is still open; an ended one is deleted on sight. */
export async function sessionOf(context: ServiceContext, sessionToken: string): Promise<Session | undefined> {
  const hash = tokenHash(sessionToken);
  const row = await findSession(context.db, hash);
  if (!row) return undefined;
  const now = context.now();
  if (now >= endOf(row) || !context.admins.includes(row.operator)) {
    await deleteSession(context.db, hash);
    return undefined;
  }
  if (now - row.last_seen_at >= touchEveryMs) {
    await touchSession(context.db, hash, now);
    row.last_seen_at = now;
  }
  return sessionOfRow(row);
}

export async function signOut(context: ServiceContext, sessionToken: string, operator: string) {
  await deleteSession(context.db, tokenHash(sessionToken));
  await audit(context, operator, "sign-out", null);
}

export async function audit(
  context: ServiceContext,
  operator: string,
  action: AuditAction,
  detail: string | null,
): Promise<void> {
  await insertAudit(context.db, { at: context.now(), operator, action, detail });
  await context.durable();
}
