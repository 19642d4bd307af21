/** The state that makes several servers on one database behave as one (decision 035). */
import { randomUUID } from "node:crypto";
import { maxClockSkewMs, maxMessageAgeMs } from "../bounces/sns-signature.ts";
import {
  claimSnsMessage,
  deleteExpiredRateLimits,
  deleteExpiredSnsMessages,
  forgetSnsMessage,
  hitRateLimit,
  previewHtml,
  storePreview,
} from "../storage/shared-state.ts";
import type { ServiceContext } from "./context.ts";

/** Previews are kept a while for the frame to load, and only a few at once. */
const previewLifetimeMs = 60 * 60_000;
const maxPreviews = 50;
const sweepEveryMs = 60_000;
const lastSweep = new WeakMap<ServiceContext, number>();

/** One more request on `key` in its window: how many there were in it, and when the window ends. */
export async function countRequest(context: ServiceContext, key: string, windowMs: number) {
  const now = context.now();
  // Expired windows are deleted now and then by each server, so the table holds only live ones.
  if (now - (lastSweep.get(context) ?? 0) > sweepEveryMs) {
    lastSweep.set(context, now);
    await deleteExpiredRateLimits(context.db, now);
  }
  const { count, resetAt } = await hitRateLimit(context.db, key, windowMs, now);
  return { count, msLeft: resetAt - now };
}

export async function savePreview(context: ServiceContext, html: string): Promise<string> {
  const id = randomUUID();
  const now = context.now();
  await storePreview(context.db, { id, html, expiresAt: now + previewLifetimeMs }, now, maxPreviews);
  return id;
}

export function savedPreview(context: ServiceContext, id: string): Promise<string | undefined> {
  return previewHtml(context.db, id, context.now());
}

/** False for a copy (SNS delivers at least once: issue 31), while a copy would still be believed. */
export async function firstSnsDelivery(context: ServiceContext, messageId: string, sentAt: number) {
  const now = context.now();
  // Expired ids go first, so the table holds about an hour of messages.
  await deleteExpiredSnsMessages(context.db, now);
  return claimSnsMessage(context.db, messageId, sentAt + maxMessageAgeMs + maxClockSkewMs);
}

/** Acting on the message failed: SNS will retry it, and the retry must count as a first delivery. */
export async function forgetSnsDelivery(context: ServiceContext, messageId: string): Promise<void> {
  await forgetSnsMessage(context.db, messageId);
}
