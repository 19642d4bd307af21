/** Bounces and complaints: what one report does to an address (decision 026). A known mail id decides
 * whom it is about; a report mail acts only through one (anyone can send a DSN, only the mail systems on
 * the way saw the id), the authenticated webhooks also by address. An unknown address leaves nothing. */
import { type BounceEvent, maxReportBytes, parseReportMessage } from "../bounces/bounce-report.ts";
import {
  type EventTarget,
  findMail,
  insertMailEvent,
  softBouncedMails,
  suppressAddress,
} from "../storage/mail-events.ts";
import type { MailEventSource, Trx } from "../storage/schema.ts";
import { subscriberByEmail } from "../storage/subscribers.ts";
import type { ServiceContext } from "./context.ts";
import { forgetSubscriber } from "./forget.ts";

/** Mailing-list software's usual number: it tells a mailbox that is gone from one full for a day. */
const softBounceLimit = 3;
const softBounceWindowMs = 30 * 24 * 60 * 60 * 1000;

/** recorded: a soft bounce below the limit; ignored: a report mail naming no mail of ours (not trusted);
 * unknown: no subscriber's address (nothing stored). */
export type MailEventOutcome = "suppressed" | "recorded" | "duplicate" | "ignored" | "unknown";

/** Callers may stop reading there (cli/ does not import bounces/). */
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
    // A complaint unsubscribes, which forgets the reader; its record stays, by the address's hash.
    if (event.type === "complaint" && target.subscriberId) {
      await forgetSubscriber(trx, target.subscriberId, now);
    }
    return "suppressed";
  });
  if (outcome === "recorded" || outcome === "suppressed") await context.durable();
  return outcome;
}

/** A whole mail that arrived at the bounce address: [] when it is no DSN or ARF report. */
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
