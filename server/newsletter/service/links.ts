/** What the two links in a mail do once the reader presses the button on the page they open. */
import type { Language } from "#shared/site.ts";
import { parseChoices, type SignUpChoices } from "../domain/courses.ts";
import { tokenHash } from "../domain/tokens.ts";
import { enrol } from "../storage/enrolments.ts";
import { liftSuppression } from "../storage/mail-events.ts";
import { markConfirmed, subscriberById } from "../storage/subscribers.ts";
import { linkOwner, spendConfirmToken, usedConfirmLinkLanguage } from "../storage/tokens.ts";
import type { ServiceContext } from "./context.ts";
import { forgetSubscriber } from "./forget.ts";
import { queueReaderMail } from "./subscribe.ts";

/** `expired` covers used, expired and unknown tokens (the page offers to sign up again), except a used
 * link of a confirmed reader: `already-confirmed`. */
export type ConfirmResult =
  | { status: "confirmed"; language: Language; choices: SignUpChoices }
  | { status: "already-confirmed"; language: Language }
  | { status: "expired" };
export type UnsubscribeResult = { status: "unsubscribed"; language: Language } | { status: "invalid" };

export async function confirm(context: ServiceContext, token: string): Promise<ConfirmResult> {
  const now = context.now();
  const result = await context.db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    // Spending the token is the guard: of two presses at once, only one changes a row.
    const spent = await spendConfirmToken(trx, tokenHash(token), now);
    if (!spent) {
      const language = await usedConfirmLinkLanguage(trx, tokenHash(token));
      return language ? { status: "already-confirmed", language } : { status: "expired" };
    }
    const choices = parseChoices(spent.scope);
    const subscriber = await subscriberById(trx, spent.subscriber_id);
    if (!subscriber) throw new Error("a confirm link's subscriber is missing");
    // The opened link proves the mailbox takes mail: an earlier erasure or bounce no longer stops it,
    // also for one still confirmed after a hard bounce (decision 026).
    await liftSuppression(trx, subscriber.email, now);
    const formVersion =
      (JSON.parse(spent.scope ?? "{}") as { formVersion?: string }).formVersion ??
      subscriber.consent_form_version;
    for (const course of choices.courses) {
      const request = { subscriberId: subscriber.id, course, language: subscriber.language };
      await enrol(trx, { ...request, requestedAt: spent.created_at, formVersion }, now);
    }
    const confirmed = { status: "confirmed", language: subscriber.language, choices } as const;
    // The newsletter is welcomed once, when it is first wanted; a course's welcome is its first lesson.
    const newsletterNow =
      choices.newsletter && !(subscriber.status === "confirmed" && subscriber.newsletter === 1);
    if (subscriber.status === "confirmed" && !newsletterNow) return confirmed;
    const confirmedAt = subscriber.status === "confirmed" ? subscriber.confirmed_at : now;
    await markConfirmed(trx, subscriber.id, { confirmedAt, newsletter: choices.newsletter }, now);
    if (newsletterNow) {
      const mail = { subscriberId: subscriber.id, recipient: subscriber.email, kind: "welcome" } as const;
      await queueReaderMail(trx, context, { ...mail, language: subscriber.language, payload: {} }, now);
    }
    return confirmed;
  });
  await context.durable();
  if (result.status === "confirmed") {
    context.onMailQueued();
    context.onConfirmed();
  }
  return result;
}

/** Forgets the reader at once (decision 031): a second press, or another mail's link, is "invalid". */
export async function unsubscribe(context: ServiceContext, token: string): Promise<UnsubscribeResult> {
  const now = context.now();
  const result = await context.db.transaction().execute(async (trx): Promise<UnsubscribeResult> => {
    const found = await linkOwner(trx, tokenHash(token), "unsubscribe");
    if (!found) return { status: "invalid" };
    // Their confirmation links go too, so one still in the inbox cannot undo this.
    await forgetSubscriber(trx, found.id, now);
    return { status: "unsubscribed", language: found.language };
  });
  await context.durable();
  return result;
}
