/** A fresh unsubscribe link by address (issue 31); counted against the sign-up's daily limit, so the
 * form cannot flood an inbox. */
import type { Language } from "#shared/site.ts";
import { subscriberByEmail } from "../storage/subscribers.ts";
import type { ServiceContext } from "./context.ts";
import { countTowardsDailyLimit, queueReaderMail } from "./subscribe.ts";

/** True when a mail was queued (for tests and the log); the caller answers the same either way. */
export async function requestUnsubscribeLink(
  context: ServiceContext,
  email: string,
  language: Language,
): Promise<boolean> {
  const now = context.now();
  const queued = await context.db.transaction().execute(async (trx) => {
    const subscriber = await subscriberByEmail(trx, email);
    if (!subscriber || !(await countTowardsDailyLimit(trx, email, now))) return false;
    const mail = {
      subscriberId: subscriber.id,
      recipient: subscriber.email,
      kind: "unsubscribe-link",
    } as const;
    await queueReaderMail(trx, context, { ...mail, language, payload: {} }, now);
    return true;
  });
  if (queued) {
    await context.durable();
    context.onMailQueued();
  }
  return queued;
}
