/** Layer domain/: owns the words every layer shares (addresses, link tokens, languages) and imports
 * nothing of the newsletter (biome.json, decision 024). Here e-mail addresses: the one check every entry
 * point applies, the one canonical form (decision 033), the lookup key and its hash. */
import { createHash } from "node:crypto";
import { domainToASCII } from "node:url";

/** RFC 5321's limit on a forward path, less the angle brackets. */
export const maxAddressLength = 254;

// Deliberately plain: one @, a local part of printable ASCII without spaces or specials, a domain
// (after IDNA, so ASCII) with a dot and no empty label. The confirmation mail is the real test of an
// address; this only turns away obvious typos and junk.
const addressPattern = /^[!#-'*+\-./0-9=?A-Z^-~]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,}$/i;
/** Control and format characters (NUL, ESC, U+0001, zero-width and direction marks…): invisible, and
 * nodemailer strips some of them back out, so each would be a new "address" for the same mailbox. */
const invisible = /[\p{Cc}\p{Cf}]/u;

export type AddressProblem = "invalid_email" | "email_too_long";

/** The one form an address is stored, hashed, compared and sent in: trimmed, the local part as typed
 * (ASCII), the domain in its ASCII form (UTS #46: `Företag.se` and `xn--fretag-wxa.se` are one
 * domain), lower-cased. Undefined when the domain has no ASCII form. */
export function canonicalAddress(value: string): string | undefined {
  const address = value.trim();
  const at = address.lastIndexOf("@");
  if (at <= 0 || invisible.test(address)) return undefined;
  const domain = domainToASCII(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : undefined;
}

export function checkAddress(value: unknown): AddressProblem | undefined {
  if (typeof value !== "string") return "invalid_email";
  const address = canonicalAddress(value);
  if (address === undefined) return "invalid_email";
  if (address.length > maxAddressLength) return "email_too_long";
  const local = address.slice(0, address.lastIndexOf("@"));
  if (!addressPattern.test(address) || local.length > 64) return "invalid_email";
  return undefined;
}

/** One subscriber per mailbox whatever its spelling; the local part is case-insensitive in practice.
 * An address that failed `checkAddress` keys as itself, lower-cased (it never reaches the tables). */
export function addressKey(address: string): string {
  return (canonicalAddress(address) ?? address.trim()).toLowerCase();
}

/** Providers that ignore dots in the local part: `a.nna@gmail.com` is `anna@gmail.com`'s inbox. */
const dotlessDomains = new Set(["gmail.com", "googlemail.com"]);

/** The inbox an address reaches, for the limits on mail per address (issue 39): lower-cased, a
 * `+suffix` dropped, dots dropped where the provider ignores them. Only for counting: the address is
 * stored and sent as typed, and a provider that reads `+` literally loses only a little headroom. */
export function mailboxKey(address: string): string {
  const key = addressKey(address);
  const at = key.lastIndexOf("@");
  if (at <= 0) return key;
  const domain = key.slice(at + 1);
  let local = key.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (dotlessDomains.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

/** What the send log keeps: the mailbox's hash, so every spelling of one inbox counts together. */
export function mailboxHash(address: string): string {
  return createHash("sha256").update(mailboxKey(address)).digest("hex");
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

/** Text for a log line with every address in it replaced by `<address>`: SMTP replies and errors quote
 * the recipient, and no log line may name a subscriber. */
export function withoutAddresses(text: string): string {
  return text.replace(/<?[^\s<>"(),;:@]+@[^\s<>"(),;:@]+>?/g, "<address>");
}
