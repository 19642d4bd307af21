/** Provider webhooks into events (SES through SNS, Postmark, a generic body): malformed gives no event. */
import { z } from "zod";
import { maxAddressLength } from "#shared/newsletter-api.ts";
import { checkAddress } from "../domain/addresses.ts";
import { isMailId } from "../domain/mail-id.ts";
import { type BounceEvent, type BounceType, mailIdFromVerp } from "./bounce-report.ts";
import { clipReason } from "./report-fields.ts";
import { isSnsUrl, type SnsVerifier, snsHostOf } from "./sns-signature.ts";
import { eventFor, headerMailId, items, type Json, jsonBody, object, text } from "./webhook-fields.ts";

export type SnsResult =
  | { kind: "events"; events: BounceEvent[] }
  | { kind: "subscribe"; subscribeUrl: string }
  | { kind: "ignored" };

const ignored: SnsResult = { kind: "ignored" };

/** A verified SES notification → events; a verified subscription → the URL to confirm it; else ignored.
 * `bounceAddress` lets the envelope sender SES reports (our VERP address) name the mail. */
export async function parseSnsMessage(
  body: unknown,
  options: { verify: SnsVerifier; bounceAddress?: string },
): Promise<SnsResult> {
  const message = jsonBody(body);
  const type = message?.Type;
  if (!message || (type !== "Notification" && type !== "SubscriptionConfirmation")) return ignored;
  try {
    if (!(await options.verify(message))) return ignored;
  } catch {
    return ignored;
  }
  if (type === "SubscriptionConfirmation") {
    const url = message.SubscribeURL;
    const host = snsHostOf(message.TopicArn);
    return host && isSnsUrl(url, "", host) ? { kind: "subscribe", subscribeUrl: url } : ignored;
  }
  const notification = jsonBody(message.Message);
  return notification ? { kind: "events", events: sesEvents(notification, options.bounceAddress) } : ignored;
}

const sesBounceTypes = new Map<string, BounceType>([
  ["Permanent", "hard"],
  ["Transient", "soft"],
  ["Undetermined", "soft"],
]);

function sesEvents(notification: Json, bounceAddress: string | undefined): BounceEvent[] {
  const mail = object(notification.mail);
  const source = text(mail?.source);
  const mailId =
    headerMailId(mail?.headers, "name", "value") ??
    (source && bounceAddress ? mailIdFromVerp(source, bounceAddress) : undefined);
  // Event publishing (configuration sets) names the field eventType, identity notifications notificationType.
  const kind = notification.notificationType ?? notification.eventType;
  if (kind === "Bounce") {
    const bounce = object(notification.bounce);
    const bounceType = text(bounce?.bounceType);
    const type = sesBounceTypes.get(bounceType ?? "");
    if (!type) return [];
    const category = [bounceType, text(bounce?.bounceSubType)].filter(Boolean).join("/");
    return items(bounce?.bouncedRecipients).flatMap((each) => {
      const recipient = object(each);
      const reason = clipReason(category, text(recipient?.status), text(recipient?.diagnosticCode));
      return eventFor(type, recipient?.emailAddress, mailId, reason);
    });
  }
  if (kind === "Complaint") {
    const complaint = object(notification.complaint);
    const reason = clipReason(text(complaint?.complaintFeedbackType) ?? text(complaint?.complaintSubType));
    return items(complaint?.complainedRecipients).flatMap((each) =>
      eventFor("complaint", object(each)?.emailAddress, mailId, reason),
    );
  }
  return [];
}

/** Postmark's bounce types; the rest (AutoResponder, Subscribe, ...) say nothing of the address. */
const postmarkTypes = new Map<string, BounceType>([
  ["HardBounce", "hard"],
  ["BadEmailAddress", "hard"],
  ["ManuallyDeactivated", "hard"],
  ["SoftBounce", "soft"],
  ["Transient", "soft"],
  ["DnsError", "soft"],
  ["Blocked", "soft"],
  ["DMARCPolicy", "soft"],
  ["Unknown", "soft"],
  // The receiving server flagged the mail as spam: a reader's complaint only if SpamComplaint says so.
  ["SpamNotification", "soft"],
  ["SpamComplaint", "complaint"],
]);

export function parsePostmarkEvent(body: unknown): BounceEvent[] {
  const input = jsonBody(body);
  if (!input) return [];
  const bounceType = text(input.Type);
  const type =
    input.RecordType === "SpamComplaint"
      ? "complaint"
      : input.RecordType === "Bounce"
        ? postmarkTypes.get(bounceType ?? "")
        : undefined;
  if (!type) return [];
  const metadata = object(input.Metadata)?.["mail-id"];
  const mailId = headerMailId(input.Headers, "Name", "Value") ?? (isMailId(metadata) ? metadata : undefined);
  const reason = clipReason(bounceType, text(input.Details) ?? text(input.Description));
  return eventFor(type, input.Email, mailId, reason);
}

/** `{ email, type, mailId?, reason? }` from a relay of our own choosing. */
const genericEvent = z.object({
  email: z
    .string()
    .max(maxAddressLength)
    .refine((email) => checkAddress(email) === undefined),
  type: z.enum(["hard", "soft", "complaint"]),
  mailId: z.string().refine(isMailId).optional(),
  reason: z.string().optional(),
});

export function parseGenericEvent(body: unknown): BounceEvent | undefined {
  const input = genericEvent.safeParse(jsonBody(body)).data;
  return input && eventFor(input.type, input.email, input.mailId, clipReason(input.reason))[0];
}
