/** What an operator may do to one subscriber beside export and erase: unsubscribe it (as its own link
 * would: it is forgotten), mail it a fresh confirmation link, or lift a suppression. The routes audit each one. */
import { addressHash, addressKey } from "../domain/addresses.ts";
import { liftSuppression } from "../storage/mail-events.ts";
import type { ServiceContext } from "./context.ts";
import { forgetSubscriber } from "./forget.ts";
import { pendingConsent, queueConfirmation } from "./subscribe.ts";

export type ActionResult = "done" | "not_found" | "not_pending" | "not_suppressed" | "rate_limited";

async function findSubscriber(context: ServiceContext, email: string) {
  return context.db
    .selectFrom("subscribers")
    .select(["id", "email", "language", "status", "consent_form_version"])
    .where("email_key", "=", addressKey(email))
    .executeTakeFirst();
}

/** What the reader's own unsubscribe link does (service/links.ts, decision 031): the subscriber is
 * forgotten, its address kept only as a hash on the suppression list. */
export async function unsubscribeByOperator(context: ServiceContext, email: string): Promise<ActionResult> {
  const now = context.now();
  const subscriber = await findSubscriber(context, email);
  if (!subscriber) return "not_found";
  await context.db.transaction().execute((trx) => forgetSubscriber(trx, subscriber.id, now));
  await context.durable();
  return "done";
}

/** Only a pending subscriber has a confirmation to resend; the per-address daily limit of sign-ups
 * applies, so the console cannot be used to flood an inbox either. */
export async function resendConfirmation(context: ServiceContext, email: string): Promise<ActionResult> {
  const now = context.now();
  const subscriber = await findSubscriber(context, email);
  if (!subscriber) return "not_found";
  if (subscriber.status !== "pending") return "not_pending";
  const queued = await context.db
    .transaction()
    .execute(async (trx) =>
      queueConfirmation(
        trx,
        context,
        subscriber,
        now,
        await pendingConsent(trx, subscriber.id, subscriber.consent_form_version),
      ),
    );
  await context.durable();
  if (!queued) return "rate_limited";
  context.onMailQueued();
  return "done";
}

/** Mail may go to the address again, and its old bounces stop counting: what a confirmation does
 * (decision 026), here on the operator's word, with a reason the audit log keeps. */
export async function liftSuppressionByOperator(
  context: ServiceContext,
  email: string,
): Promise<ActionResult> {
  const subscriber = await findSubscriber(context, email);
  if (!subscriber) return "not_found";
  const address = subscriber.email;
  const suppressed = await context.db
    .selectFrom("suppressions")
    .select("address_hash")
    .where("address_hash", "=", addressHash(address))
    .executeTakeFirst();
  if (!suppressed) return "not_suppressed";
  await context.db.transaction().execute((trx) => liftSuppression(trx, address, context.now()));
  await context.durable();
  return "done";
}
