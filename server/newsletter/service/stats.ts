/** Counts for the operator: subscribers by status and language, the outbox by status, issues. */
import { countMailEvents } from "../storage/mail-events.ts";
import { issueMailCounts, outboxCounts, subscriberCounts } from "../storage/subscriber-counts.ts";
import { suppressedCount } from "../storage/suppressions.ts";
import type { ServiceContext } from "./context.ts";

export async function stats(context: ServiceContext) {
  const { db } = context;
  const subscribers = await subscriberCounts(db);
  const outbox = await outboxCounts(db);
  const issues = await issueMailCounts(db);
  return {
    subscribers,
    outbox,
    suppressed: await suppressedCount(db),
    mailEvents: await countMailEvents(db),
    issues,
  };
}
