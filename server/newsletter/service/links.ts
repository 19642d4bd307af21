/** What the two links in a mail do once the reader presses the button on the page they open. */

import type { Language } from "#shared/site.ts";
import { parseChoices, type SignUpChoices } from "../domain/courses.ts";
import { tokenHash } from "../domain/tokens.ts";
import { enrol } from "../storage/enrolments.ts";
import { liftSuppression } from "../storage/mail-events.ts";
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
    const spent = await trx
      .updateTable("tokens")
      .set({ used_at: now })
      .where("hash", "=", tokenHash(token))
      .where("purpose", "=", "confirm")
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["subscriber_id", "scope", "created_at"])
      .executeTakeFirst();
    if (!spent) {
      const used = await trx
        .selectFrom("tokens")
        .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
        .select("subscribers.language")
        .where("tokens.hash", "=", tokenHash(token))
        .where("tokens.purpose", "=", "confirm")
        .where("tokens.used_at", "is not", null)
        .where("subscribers.status", "=", "confirmed")
        .executeTakeFirst();
      return used ? { status: "already-confirmed", language: used.language } : { status: "expired" };
    }
    const choices = parseChoices(spent.scope);
    const subscriber = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", spent.subscriber_id)
      .executeTakeFirstOrThrow();
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
    await trx
      .updateTable("subscribers")
      .set({
        status: "confirmed",
        confirmed_at: subscriber.status === "confirmed" ? subscriber.confirmed_at : now,
        unsubscribed_at: null,
        updated_at: now,
        newsletter: choices.newsletter ? 1 : 0,
      })
      .where("id", "=", subscriber.id)
      .execute();
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
    const found = await trx
      .selectFrom("tokens")
      .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
      .select(["subscribers.id", "subscribers.language"])
      .where("tokens.hash", "=", tokenHash(token))
      .where("tokens.purpose", "=", "unsubscribe")
      .executeTakeFirst();
    if (!found) return { status: "invalid" };
    // Their confirmation links go too, so one still in the inbox cannot undo this.
    await forgetSubscriber(trx, found.id, now);
    return { status: "unsubscribed", language: found.language };
  });
  await context.durable();
  return result;
}
