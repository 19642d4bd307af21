/** Layer domain/: the words every layer shares; imports nothing of the newsletter (decision 024). Here
 * e-mail addresses: the one check, the one canonical form (decision 033), the lookup key and its hash. */
import { createHash } from "node:crypto";
import { domainToASCII } from "node:url";
import {
  addressPattern,
  maxAddressLength,
  maxLocalPartLength,
  type RefusalCode,
} from "#shared/newsletter-api.ts";

/** Invisible, and nodemailer strips some back out: each would be a new "address" for one mailbox. */
const invisible = /[\p{Cc}\p{Cf}]/u;

export type AddressProblem = Extract<RefusalCode, "invalid_email" | "email_too_long">;

/** The one form an address is stored, hashed, compared and sent in: the domain in its ASCII form (UTS #46:
 * `Företag.se` is `xn--fretag-wxa.se`). Undefined when the domain has none. */
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
  if (!addressPattern.test(address) || local.length > maxLocalPartLength) return "invalid_email";
  return undefined;
}

/** One subscriber per mailbox whatever its spelling: the local part is case-insensitive in practice. */
export function addressKey(address: string): string {
  return (canonicalAddress(address) ?? address.trim()).toLowerCase();
}

/** Providers that ignore dots in the local part: `a.nna@gmail.com` is `anna@gmail.com`'s inbox. */
const dotlessDomains = new Set(["gmail.com", "googlemail.com"]);

/** The inbox an address reaches, only to count mail per address (issue 39): a provider that reads `+`
 * literally loses only a little headroom. */
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

/** The audit log's "a…@example.org": enough to recognise, too little to mail or to outlive an erasure. */
export function maskAddress(address: string): string {
  const key = addressKey(address);
  const at = key.lastIndexOf("@");
  return `${key.slice(0, Math.min(1, Math.max(at, 0)))}…${at >= 0 ? key.slice(at) : ""}`;
}

/** No log line may name a subscriber, and SMTP replies and errors quote the recipient. */
export function withoutAddresses(text: string): string {
  return text.replace(/<?[^\s<>"(),;:@]+@[^\s<>"(),;:@]+>?/g, "<address>");
}
