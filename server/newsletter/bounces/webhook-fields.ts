/** Reading JSON webhook bodies written by strangers: plain objects only, every string and list checked
 * before use, our mail id taken only in its exact shape, and no event that names nobody. */
import { isMailId, mailIdHeader } from "../domain/mail-id.ts";
import type { BounceEvent, BounceType } from "./bounce-report.ts";
import { recipientAddress } from "./report-fields.ts";

export type Json = Record<string, unknown>;

export function object(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** A body: an object, or a string holding one (SNS posts its JSON as text/plain). */
export function jsonBody(value: unknown): Json | undefined {
  if (typeof value !== "string") return object(value);
  try {
    return object(JSON.parse(value));
  } catch {
    return undefined;
  }
}

export const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
export const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Our header's value in a list of name/value pairs (SES: name/value, Postmark: Name/Value). */
export function headerMailId(headers: unknown, name: string, value: string): string | undefined {
  const wanted = mailIdHeader.toLowerCase();
  for (const header of items(headers)) {
    const pair = object(header);
    const id = pair?.[value];
    if (String(pair?.[name]).toLowerCase() === wanted && isMailId(id)) return id;
  }
  return undefined;
}

/** One event, or none when it would name neither a recipient nor a mail: nothing could act on it. */
export function eventFor(
  type: BounceType,
  email: unknown,
  mailId: string | undefined,
  reason: string | undefined,
): BounceEvent[] {
  const event: BounceEvent = { type };
  const address = recipientAddress(email);
  if (address) event.email = address;
  if (mailId) event.mailId = mailId;
  if (reason) event.reason = reason;
  return address || mailId ? [event] : [];
}
