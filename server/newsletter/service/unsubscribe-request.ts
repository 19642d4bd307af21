/** An unsubscribe link by address, for a reader whose link no longer works (issue 31): the page's form
 * asks, and a subscriber's address gets a mail with a fresh unsubscribe link. The route answers before
 * this runs, alike for every address, so neither the words nor the time tell a subscriber from anyone
 * else. Mails to one address count against the sign-up's limit (3 in 24 hours), so the form cannot be
 * used to flood an inbox. */
import type { Language } from "#shared/site.ts";
import { addressKey, mailboxHash } from "../domain/addresses.ts";
import { insertLinkToken, queueMail } from "../storage/outbox-queue.ts";
import type { ServiceContext } from "./context.ts";
import { mailsPerAddressPerDay } from "./subscribe.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** True when a mail was queued (for tests and the log); the caller answers the same either way. */
export async function requestUnsubscribeLink(
  context: ServiceContext,
  email: string,
  language: Language,
): Promise<boolean> {
  const now = context.now();
  // The send log counts per inbox (issue 39), as sign-up does.
  const hash = mailboxHash(email);
  const queued = await context.db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .selectFrom("subscribers")
      .select(["id", "email"])
      .where("email_key", "=", addressKey(email))
      .executeTakeFirst();
    if (!subscriber) return false;
    const { count } = await trx
      .selectFrom("send_log")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("address_hash", "=", hash)
      .where("sent_at", ">", now - dayMs)
      .executeTakeFirstOrThrow();
    if (Number(count) >= mailsPerAddressPerDay) return false;
    const mailId = await queueMail(
      trx,
      {
        subscriberId: subscriber.id,
        recipient: subscriber.email,
        kind: "unsubscribe-link",
        language,
        payload: {},
      },
      now,
      context.messageDomain,
      context.linkKey,
    );
    const link = { purpose: "unsubscribe", mailId, subscriberId: subscriber.id, expiresAt: null } as const;
    await insertLinkToken(trx, context.linkKey, link, now);
    await trx.insertInto("send_log").values({ address_hash: hash, sent_at: now }).execute();
    return true;
  });
  if (queued) {
    await context.durable();
    context.onMailQueued();
  }
  return queued;
}
