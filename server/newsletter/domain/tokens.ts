/** Link tokens: 32 random bytes in the link, only their SHA-256 in the database. */
import { createHash, randomBytes } from "node:crypto";

export const confirmTokenLifetimeMs = 48 * 60 * 60 * 1000;

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
