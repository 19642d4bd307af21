/** Layer bounces/: owns reading bounce and complaint reports (RFC 3464 delivery-status notifications,
 * RFC 5965 ARF complaints, two providers' webhook payloads) into events. Imports domain/ only
 * (biome.json, decision 024).
 *
 * This module: the event every reader returns, how our mails name themselves (VERP and a header), and
 * whole report mails as they arrive at the bounce address. */
import { type ParsedMail, parseAddressHeader, type SimpleParserOptions, simpleParser } from "mailparser";
import { isMailId, mailIdHeader } from "../domain/mail-id.ts";
import { readDeliveryStatus } from "./dsn.ts";
import { type FieldBlock, fieldBlocks, headerSection, recipientAddress } from "./report-fields.ts";

export type BounceType = "hard" | "soft" | "complaint";
export interface BounceEvent {
  type: BounceType;
  /** The recipient the report is about, lower-cased, when the report names one. */
  email?: string;
  /** Our outbox row id, when the report carries it (VERP address or our header): trusted over `email`. */
  mailId?: string;
  /** A short human reason: the SMTP status and diagnostic, or the feedback type. At most 500 characters. */
  reason?: string;
}

/** `bounces+<mailId>@domain` → the id, when the address is the VERP form of `bounceAddress`. Case is
 * ignored: mail systems may change it, and the id pattern is lower-case anyway. */
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

/** Feedback types that mean a reader did not want the mail (RFC 5965 and its registry). `not-spam`
 * is the opposite, and `auth-failure` (RFC 6591) reports an SPF or DKIM failure, not a reader. */
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
  const returnedId = returned && returnedMailId(returned, verp);

  const reportType = reportTypeOf(mail);
  if (reportType === "delivery-status") {
    const status = part("message/delivery-status", "message/global-delivery-status");
    if (status === undefined) return [];
    const { envelopeId, events } = readDeliveryStatus(status);
    // The DSN goes back to the envelope sender, so its own address is the most direct evidence.
    const mailId =
      recipientsOf(mail).map(verp).find(isMailId) ?? (isMailId(envelopeId) ? envelopeId : returnedId);
    return complete(events, mailId);
  }
  if (reportType === "feedback-report") {
    // RFC 5965's fields, in the message/feedback-report part.
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

function returnedMailId(header: FieldBlock, verp: (address: string | undefined) => string | undefined) {
  const id = header.get(mailIdHeader.toLowerCase());
  return isMailId(id) ? id : verp(header.get("return-path"));
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
