/** Link tokens, derived from the mail's id and purpose with a key kept outside the database: only their
 * SHA-256 is stored, so no raw token is ever written, not even in the WAL (decision 030). */
import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import { retentionMs } from "#shared/newsletter-retention.ts";

/** 48 hours: the privacy policy quotes the same figure (shared/newsletter-retention.ts). */
export const confirmTokenLifetimeMs = retentionMs.confirmLink;

/** `id` names the key, so a mail queued under one is never rendered under another (dead links). */
export interface LinkKey {
  /** A KeyObject, not the bytes: an HMAC over a Buffer key makes a KeyObject for each call, six times
   * the HMAC's own cost (11 against 1.9 µs), and a sign-up derives several tokens. */
  secret: KeyObject;
  id: string;
}

export type LinkPurpose = "confirm" | "unsubscribe" | "sign-in" | "stop-course";

export function linkKeyOf(secret: Buffer | string): LinkKey {
  const bytes = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
  if (bytes.length < 32) throw new Error("The link key must be at least 32 bytes");
  const id = createHash("sha256").update("skattlyktan link key").update(bytes).digest("hex").slice(0, 16);
  return { secret: createSecretKey(bytes), id };
}

/** The token of one link of one mail: 32 bytes, base64url, like a random one. */
export function linkToken(key: LinkKey, purpose: LinkPurpose, mailId: string): string {
  return createHmac("sha256", key.secret).update(`${purpose}\n${mailId}`).digest("base64url");
}

/** A random token for what is not a link in a mail: a console session's cookie, a preview's link. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 bytes in base64url are exactly 43 characters; anything else is not one of ours. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
