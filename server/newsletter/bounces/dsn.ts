/** RFC 3464 delivery status notifications: the `message/delivery-status` part's fields into events. */
import type { BounceEvent } from "./bounce-report.ts";
import { clipReason, fieldBlocks, typedAddress } from "./report-fields.ts";

export interface DeliveryStatus {
  /** What the sender gave as ENVID (RFC 3461); the caller decides whether it is one of our ids. */
  envelopeId?: string;
  /** One event per recipient that failed, without a mail id. */
  events: BounceEvent[];
}

export function readDeliveryStatus(text: string): DeliveryStatus {
  const blocks = fieldBlocks(text);
  const envelopeId = blocks.find((block) => block.has("original-envelope-id"))?.get("original-envelope-id");
  const events: BounceEvent[] = [];
  // The first block holds the per-message fields and the rest one recipient each, but some MTAs
  // merge the two: any block with an Action is a recipient.
  for (const block of blocks) {
    // Only `failed` is final, and hard only when the status says permanent (5.x.x), so a missing or
    // 4.x.x status (a mailbox full until the queue gave up) never removes a reader. `delayed` is no
    // bounce at all (issue 31: counted as soft, three such warnings suppressed a reader whose mail all
    // arrived); nor are delivered, relayed and expanded.
    const action = block.get("action")?.split(/[\s(]/, 1)[0]?.toLowerCase();
    if (action !== "failed") continue;
    const status = block.get("status")?.match(/^([245])\.\d{1,3}\.\d{1,3}/);
    const type = status?.[1] === "5" ? "hard" : "soft";
    // Original-Recipient is the address we sent to; Final-Recipient may be where a forward led.
    const email = typedAddress(block.get("original-recipient")) ?? typedAddress(block.get("final-recipient"));
    const diagnostic = block.get("diagnostic-code")?.replace(/^[\w-]+\s*;\s*/, "");
    const reason = clipReason(status?.[0], diagnostic) ?? action;
    events.push(email ? { type, email, reason } : { type, reason });
  }
  return envelopeId === undefined ? { events } : { envelopeId, events };
}
