/** The state that makes several servers on one database behave as one (decision 035): rate limits
 * counted in the database, and console previews any server can serve. */
import { randomUUID } from "node:crypto";
import { deleteExpiredRateLimits, hitRateLimit, previewHtml, storePreview } from "../storage/shared-state.ts";
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
