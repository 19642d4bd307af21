/** Layer domain/: owns the words every layer shares (addresses, link tokens, languages) and imports
 * nothing of the newsletter (biome.json, decision 024).
 *
 * E-mail addresses: the one check every entry point applies, the lookup key and its hash. */
import { createHash } from "node:crypto";

/** RFC 5321's limit on a forward path, less the angle brackets. */
export const maxAddressLength = 254;

// Deliberately plain: one @, a local part without spaces, a domain with a dot and no empty label.
// The confirmation mail is the real test of an address; this only turns away obvious typos and junk.
const addressPattern = /^[^\s@<>()[\]\\,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,}$/i;

export type AddressProblem = "invalid_email" | "email_too_long";

export function checkAddress(value: unknown): AddressProblem | undefined {
  if (typeof value !== "string") return "invalid_email";
  const address = value.trim();
  if (address.length > maxAddressLength) return "email_too_long";
  const local = address.slice(0, address.lastIndexOf("@"));
  if (!addressPattern.test(address) || local.length > 64) return "invalid_email";
  return undefined;
}

/** One subscriber per mailbox whatever its spelling; the local part is case-insensitive in practice. */
export function addressKey(address: string): string {
  return address.trim().toLowerCase();
}

/** What the send log and suppression list keep instead of the address. */
export function addressHash(address: string): string {
  return createHash("sha256").update(addressKey(address)).digest("hex");
}

/** How the audit log names a subscriber: enough for the operator who acted to recognise it, too little
 * to mail it or to outlive its erasure as a copy ("a…@example.org"). */
export function maskAddress(address: string): string {
  const key = addressKey(address);
  const at = key.lastIndexOf("@");
  return `${key.slice(0, Math.min(1, Math.max(at, 0)))}…${at >= 0 ? key.slice(at) : ""}`;
}
