/** What an operator may do to one subscriber beside export and erase; the routes audit each one. */
import { liftSuppression } from "../storage/mail-events.ts";
import { subscriberByEmail } from "../storage/subscribers.ts";
import { isSuppressed } from "../storage/suppressions.ts";
import type { ServiceContext } from "./context.ts";
import { forgetSubscriber } from "./forget.ts";
import { pendingConsent, queueConfirmation } from "./subscribe.ts";

export type ActionResult = "done" | "not_found" | "not_pending" | "not_suppressed" | "rate_limited";

/** What the reader's own unsubscribe link does: forgotten, the address kept as a hash (decision 031). */
export async function unsubscribeByOperator(context: ServiceContext, email: string): Promise<ActionResult> {
  const now = context.now();
  const subscriber = await subscriberByEmail(context.db, email);
  if (!subscriber) return "not_found";
  await context.db.transaction().execute((trx) => forgetSubscriber(trx, subscriber.id, now));
  await context.durable();
  return "done";
}

/** The daily limit of sign-ups applies, so the console cannot flood an inbox either. */
export async function resendConfirmation(context: ServiceContext, email: string): Promise<ActionResult> {
  const now = context.now();
  const subscriber = await subscriberByEmail(context.db, email);
  if (!subscriber) return "not_found";
  if (subscriber.status !== "pending") return "not_pending";
  const queued = await context.db.transaction().execute(async (trx) => {
    const consent = await pendingConsent(trx, subscriber.id, subscriber.consent_form_version);
    return queueConfirmation(trx, context, subscriber, now, consent);
  });
  await context.durable();
  if (!queued) return "rate_limited";
  context.onMailQueued();
  return "done";
}

/** What a confirmation does (decision 026), on the operator's word: mail may go, old bounces stop. */
export async function liftSuppressionByOperator(
  context: ServiceContext,
  email: string,
): Promise<ActionResult> {
  const subscriber = await subscriberByEmail(context.db, email);
  if (!subscriber) return "not_found";
  if (!(await isSuppressed(context.db, subscriber.email))) return "not_suppressed";
  await context.db.transaction().execute((trx) => liftSuppression(trx, subscriber.email, context.now()));
  await context.durable();
  return "done";
}
