/** A sign-up: the pending subscription and its confirmation mail, committed together before the answer.
 * Whatever the address's state the same statements run, so neither answer nor timing tells who subscribes. */
import type { Language } from "#shared/site.ts";
import { canonicalAddress, mailboxHash } from "../domain/addresses.ts";
import { newsletterOnly, type SignUpChoices } from "../domain/courses.ts";
import { confirmTokenLifetimeMs } from "../domain/tokens.ts";
import { insertLinkToken, type MailLink, type QueuedMail, queueMail } from "../storage/outbox-queue.ts";
import type { Trx } from "../storage/schema.ts";
import { logSend, mailsLoggedSince } from "../storage/send-log.ts";
import { upsertSignUp } from "../storage/subscribers.ts";
import { latestConfirmScope } from "../storage/tokens.ts";
import type { ServiceContext } from "./context.ts";

/** Mails a sign-up (or an unsubscribe-link request) may trigger to one inbox in 24 hours, whoever asks. */
const mailsPerAddressPerDay = 3;
const dayMs = 24 * 60 * 60 * 1000;

export interface SubscribeInput {
  email: string;
  language: Language;
  /** Which wording of the form the reader agreed to (the consent record). */
  formVersion: string;
  /** The newsletter alone when omitted; course slugs checked by the caller. */
  choices?: SignUpChoices;
}

/** Every sign-up gets this same answer, which says nothing about the address. */
export async function subscribe(context: ServiceContext, input: SubscribeInput) {
  const now = context.now();
  // One form per mailbox (decision 033): `anna@Företag.se` is `anna@xn--fretag-wxa.se`.
  const email = canonicalAddress(input.email) ?? input.email.trim();
  const choices = input.choices ?? newsletterOnly;
  const queued = await context.signUpTurn(() =>
    context.db.transaction().execute(async (trx) => {
      const signUp = { email, language: input.language, formVersion: input.formVersion };
      const id = await upsertSignUp(trx, signUp, now);
      return queueConfirmation(trx, context, { id, email, language: input.language }, now, {
        choices,
        formVersion: input.formVersion,
      });
    }),
  );
  // The answer promises a confirmation mail: on the disk first, then the worker may send it.
  await context.durable();
  if (queued) context.onMailQueued();
  return { status: "accepted" as const };
}

export interface Consent {
  choices: SignUpChoices;
  formVersion: string;
}

/** Counts a mail against the inbox's day (issue 39: `carol+1@…` and `c.arol@gmail.com` are `carol@…`);
 * false, and nothing counted, when it has had its day's mails. */
export async function countTowardsDailyLimit(trx: Trx, email: string, now: number): Promise<boolean> {
  const hash = mailboxHash(email);
  if ((await mailsLoggedSince(trx, hash, now - dayMs)) >= mailsPerAddressPerDay) return false;
  await logSend(trx, hash, now);
  return true;
}

/** Queues a reader's mail with its links' hashes (decision 030): confirm when given, and unsubscribe. */
export async function queueReaderMail(
  trx: Trx,
  context: ServiceContext,
  mail: QueuedMail & { subscriberId: string },
  now: number,
  confirm?: Pick<MailLink, "expiresAt" | "scope">,
): Promise<string> {
  const mailId = await queueMail(trx, mail, now, context.messageDomain, context.linkKey);
  const link = { mailId, subscriberId: mail.subscriberId };
  if (confirm) await insertLinkToken(trx, context.linkKey, { ...link, ...confirm, purpose: "confirm" }, now);
  await insertLinkToken(trx, context.linkKey, { ...link, purpose: "unsubscribe", expiresAt: null }, now);
  return mailId;
}

/** A confirmation mail with a fresh link, unless the inbox has had its day's mails (unsaid). */
export async function queueConfirmation(
  trx: Trx,
  context: ServiceContext,
  subscriber: { id: string; email: string; language: Language },
  now: number,
  { choices, formVersion }: Consent,
): Promise<boolean> {
  if (!(await countTowardsDailyLimit(trx, subscriber.email, now))) return false;
  // Its link grants exactly the choices, on that form (also for a confirmed reader asking for a course).
  const { id: subscriberId, email: recipient, language } = subscriber;
  const mail = { subscriberId, recipient, kind: "confirm", language, payload: { choices } } as const;
  const scope = JSON.stringify({ ...choices, formVersion });
  await queueReaderMail(trx, context, mail, now, { expiresAt: now + confirmTokenLifetimeMs, scope });
  return true;
}

/** The consent a pending subscriber's latest confirmation asked for, to ask it again as it was. */
export async function pendingConsent(
  trx: Trx,
  subscriberId: string,
  fallbackFormVersion: string,
): Promise<Consent> {
  const scope = await latestConfirmScope(trx, subscriberId);
  if (!scope) return { choices: newsletterOnly, formVersion: fallbackFormVersion };
  const { formVersion, ...choices } = JSON.parse(scope) as SignUpChoices & { formVersion?: string };
  return { choices, formVersion: formVersion ?? fallbackFormVersion };
}
