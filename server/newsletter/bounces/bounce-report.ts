/** Layer bounces/: reads bounce and complaint reports into events; imports domain/ only (decision 024).
 * This module: the event, VERP, and whole report mails (RFC 3464 DSNs, RFC 5965 ARF complaints). */
import { type ParsedMail, parseAddressHeader, type SimpleParserOptions, simpleParser } from "mailparser";
import { isMailId, mailIdHeader } from "../domain/mail-id.ts";
import {
  clipReason,
  type FieldBlock,
  fieldBlocks,
  headerSection,
  recipientAddress,
  typedAddress,
} from "./report-fields.ts";

export type BounceType = "hard" | "soft" | "complaint";
export interface BounceEvent {
  type: BounceType;
  /** The recipient the report is about, lower-cased, when the report names one. */
  email?: string;
  /** Our outbox row id, when the report carries it (VERP address or our header): trusted over `email`. */
  mailId?: string;
  /** The SMTP status and diagnostic, or the feedback type; at most 500 characters. */
  reason?: string;
}

/** `bounces+<mailId>@domain` → the id; case ignored, as mail systems may change it. */
export function mailIdFromVerp(address: string, bounceAddress: string): string | undefined {
  const [local, domain] = splitAddress(address);
  const [bounceLocal, bounceDomain] = splitAddress(bounceAddress);
  if (!local || !bounceLocal || domain !== bounceDomain || !local.startsWith(`${bounceLocal}+`)) return;
  const id = local.slice(bounceLocal.length + 1);
  return isMailId(id) ? id : undefined;
}

function splitAddress(address: unknown): [string, string] | [] {
  if (typeof address !== "string") return [];
  const clean = address
    .trim()
    .replace(/^<(.*)>$/, "$1")
    .toLowerCase();
  const at = clean.lastIndexOf("@");
  return at > 0 && at < clean.length - 1 ? [clean.slice(0, at), clean.slice(at + 1)] : [];
}

/** A bounce is a few kilobytes; anything this large is not one, and parsing it would only cost memory. */
export const maxReportBytes = 10 * 1024 * 1024;

const parserOptions: SimpleParserOptions = {
  keepDeliveryStatus: true, // the delivery-status part as an attachment, not folded into the text
  ignoreEmbedded: true, // the returned message as an attachment whose header we read ourselves
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipImageLinks: true,
  checksumAlgo: false,
};

/** Feedback types of a reader not wanting the mail (not `not-spam`, nor RFC 6591's `auth-failure`). */
const complaintTypes = new Set(["abuse", "fraud", "virus", "other"]);

const returnedTypes = ["message/rfc822", "text/rfc822-headers", "message/global", "message/global-headers"];

/** A whole mail → the events it reports: [] for anything that is not a DSN or an ARF complaint. */
export async function parseReportMessage(
  raw: Buffer | string,
  options: { bounceAddress?: string } = {},
): Promise<BounceEvent[]> {
  if (typeof raw !== "string" && !Buffer.isBuffer(raw)) return [];
  const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.length;
  if (size > maxReportBytes) {
    throw new Error(`A report of ${size} bytes is over the ${maxReportBytes}-byte limit; not parsed.`);
  }
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, parserOptions);
  } catch {
    return [];
  }
  const part = (...types: string[]) =>
    mail.attachments.find((each) => types.includes(each.contentType.toLowerCase()))?.content.toString("utf8");
  const { bounceAddress } = options;
  const verp = (address: string | undefined) =>
    bounceAddress && address ? mailIdFromVerp(address, bounceAddress) : undefined;
  const returnedText = part(...returnedTypes);
  const returned = returnedText === undefined ? undefined : headerSection(returnedText);
  const ownId = returned?.get(mailIdHeader.toLowerCase());
  const returnedId = isMailId(ownId) ? ownId : verp(returned?.get("return-path"));

  const reportType = reportTypeOf(mail);
  if (reportType === "delivery-status") {
    const blocks = fieldBlocks(part("message/delivery-status", "message/global-delivery-status") ?? "");
    const envelopeId = blocks.find((block) => block.has("original-envelope-id"))?.get("original-envelope-id");
    // The DSN goes back to the envelope sender, so its own address is the most direct evidence.
    const mailId =
      recipientsOf(mail).map(verp).find(isMailId) ?? (isMailId(envelopeId) ? envelopeId : returnedId);
    return complete(blocks.flatMap(deliveryEvents), mailId);
  }
  if (reportType === "feedback-report") {
    const fields = fieldBlocks(part("message/feedback-report") ?? "")[0];
    const feedbackType = fields?.get("feedback-type")?.toLowerCase();
    if (!feedbackType || !complaintTypes.has(feedbackType)) return [];
    const email = recipientAddress(fields?.get("original-rcpt-to")) ?? firstAddress(returned?.get("to"));
    const complaint: BounceEvent = { type: "complaint", reason: feedbackType };
    if (email) complaint.email = email;
    return complete([complaint], returnedId ?? verp(fields?.get("original-mail-from") || undefined));
  }
  return [];
}

/** `multipart/report; report-type=…` at the top; a report forwarded inside another mail is not ours. */
function reportTypeOf(mail: ParsedMail): string | undefined {
  const line = mail.headerLines.find((header) => header.key === "content-type")?.line ?? "";
  if (!/^content-type:\s*multipart\/report\s*(;|$)/i.test(line)) return undefined;
  return line.match(/;\s*report-type\s*=\s*"?([\w-]+)/i)?.[1]?.toLowerCase();
}

/** The addresses the DSN itself was delivered to: where a VERP address shows up. */
function recipientsOf(mail: ParsedMail): string[] {
  const values = mail.headerLines
    .filter((header) => ["to", "delivered-to", "x-original-to"].includes(header.key))
    .map((header) => header.line.slice(header.line.indexOf(":") + 1));
  return parseAddressHeader(values, { flatten: true }).value.flatMap((each) => each.address ?? []);
}

/** A DSN block with an Action is a recipient (some MTAs merge it with the per-message block). Only
 * `failed` bounces, hard only with a 5.x.x status; `delayed` is none (issue 31). */
function deliveryEvents(block: FieldBlock): BounceEvent[] {
  const action = block.get("action")?.split(/[\s(]/, 1)[0]?.toLowerCase();
  if (action !== "failed") return [];
  const status = block.get("status")?.match(/^([245])\.\d{1,3}\.\d{1,3}/);
  const type = status?.[1] === "5" ? "hard" : "soft";
  // Original-Recipient is the address we sent to; Final-Recipient may be where a forward led.
  const email = typedAddress(block.get("original-recipient")) ?? typedAddress(block.get("final-recipient"));
  const diagnostic = block.get("diagnostic-code")?.replace(/^[\w-]+\s*;\s*/, "");
  const reason = clipReason(status?.[0], diagnostic) ?? action;
  return [email ? { type, email, reason } : { type, reason }];
}

function firstAddress(value: string | undefined): string | undefined {
  return value === undefined ? undefined : recipientAddress(parseAddressHeader(value).value[0]?.address);
}

/** Adds the mail id; an event that names neither a recipient nor a mail could not be acted on. */
function complete(events: BounceEvent[], mailId: string | undefined): BounceEvent[] {
  return events
    .map((event) => (mailId ? { ...event, mailId } : event))
    .filter((event) => event.email !== undefined || event.mailId !== undefined);
}
