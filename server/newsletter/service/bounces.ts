/** Bounces and complaints: what one report does to an address (decision 026). Every event acted on is
 * recorded (mail_events). A hard bounce or a complaint suppresses the address at once and cancels its
 * pending mails; a complaint also unsubscribes; soft bounces suppress once 3 mails bounced within 30 days.
 * A mail id that matches an outbox row decides who the event is about, whatever address the report
 * names; a report mail (source "mailbox") is acted on only through such an id, since anyone can send a
 * DSN to the bounce address but only the mail systems on the way have seen the id. The authenticated
 * webhooks may also act by address. An unknown address leaves nothing behind, and gets the same answer. */

import type { Transaction } from "kysely";
import { type BounceEvent, maxReportBytes, parseReportMessage } from "../bounces/bounce-report.ts";
import {
  type EventTarget,
  findMail,
  insertMailEvent,
  softBouncedMails,
  suppressAddress,
} from "../storage/mail-events.ts";
import type { MailEventSource, NewsletterSchema } from "../storage/schema.ts";
import { type ServiceContext, subscriberByEmail } from "./context.ts";
import { forgetSubscriber } from "./forget.ts";

/** Gmail's and Yahoo's rules set no number for bounces; this is mailing-list software's usual one.
 * Three mails in a month tells a mailbox that is gone from one that was full for a day. */
const softBounceLimit = 3;
const softBounceWindowMs = 30 * 24 * 60 * 60 * 1000;

/** suppressed: recorded, and no more mail goes to the address. recorded: a soft bounce below the
 * limit. duplicate: this mail's report of this type was recorded before (nothing more done). ignored: a
 * report mail naming no mail of ours (not trusted, not recorded). unknown: the address is no
 * subscriber's (nothing stored). */
export type MailEventOutcome = "suppressed" | "recorded" | "duplicate" | "ignored" | "unknown";

type Trx = Transaction<NewsletterSchema>;

/** Larger input is no report (bounces/): callers may stop reading there. */
export { maxReportBytes };

async function targetOf(
  trx: Trx,
  event: BounceEvent,
  source: MailEventSource,
): Promise<EventTarget | "ignored" | "unknown"> {
  const mail = event.mailId ? await findMail(trx, event.mailId) : undefined;
  if (mail) {
    return {
      recipient: mail.recipient,
      subscriberId: mail.subscriber_id,
      mailId: mail.id,
      issueId: mail.issue_id,
    };
  }
  if (source === "mailbox") return "ignored";
  if (!event.email) return "unknown";
  const subscriber = await subscriberByEmail(trx, event.email);
  if (!subscriber) return "unknown";
  return { recipient: subscriber.email, subscriberId: subscriber.id, mailId: null, issueId: null };
}

export async function recordMailEvent(
  context: ServiceContext,
  event: BounceEvent,
  source: MailEventSource,
): Promise<MailEventOutcome> {
  const now = context.now();
  const outcome = await context.db.transaction().execute(async (trx): Promise<MailEventOutcome> => {
    const target = await targetOf(trx, event, source);
    if (typeof target === "string") return target;
    const facts = { ...target, type: event.type, source, reason: event.reason };
    if (!(await insertMailEvent(trx, facts, now))) return "duplicate";
    if (event.type === "soft") {
      const bounced = await softBouncedMails(trx, target.recipient, now - softBounceWindowMs);
      if (bounced < softBounceLimit) return "recorded";
    }
    await suppressAddress(trx, target, now);
    // A complaint is as good as pressing unsubscribe, which forgets the reader (forget.ts); the
    // complaint's record stays, by the address's hash.
    if (event.type === "complaint" && target.subscriberId) {
      await forgetSubscriber(trx, target.subscriberId, now);
    }
    return "suppressed";
  });
  if (outcome === "recorded" || outcome === "suppressed") await context.durable();
  return outcome;
}

/** A whole mail that arrived at the bounce address (the CLI's pipe or the webhook's message/rfc822):
 * [] when it is no DSN or ARF report, e.g. an auto-reply. */
export async function recordReport(
  context: ServiceContext,
  raw: Buffer | string,
): Promise<{ event: BounceEvent; outcome: MailEventOutcome }[]> {
  const { bounceAddress } = context;
  const results = [];
  for (const event of await parseReportMessage(raw, bounceAddress ? { bounceAddress } : {})) {
    results.push({ event, outcome: await recordMailEvent(context, event, "mailbox") });
  }
  return results;
}
