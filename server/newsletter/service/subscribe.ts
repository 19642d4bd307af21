/** A sign-up: the pending subscription and its confirmation mail, committed together before the answer.
 *
 * Whatever the address's state (new, pending, confirmed, unsubscribed, erased) the same statements run
 * in the same order, so neither the answer nor its timing tells who subscribes. */
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Language } from "#shared/site.ts";
import { addressHash, addressKey, canonicalAddress, mailboxHash } from "../domain/addresses.ts";
import { newsletterOnly, type SignUpChoices } from "../domain/courses.ts";
import { confirmTokenLifetimeMs } from "../domain/tokens.ts";
import { insertLinkToken, queueMail } from "../storage/outbox-queue.ts";
import type { NewsletterSchema } from "../storage/schema.ts";
import type { ServiceContext } from "./context.ts";

/** Mails a sign-up may trigger to one address in 24 hours, whoever submits it. */
export const mailsPerAddressPerDay = 3;
const dayMs = 24 * 60 * 60 * 1000;

export interface SubscribeInput {
  email: string;
  language: Language;
  /** Which wording of the form the reader agreed to (the consent record). */
  formVersion: string;
  /** What the reader asked for (the newsletter alone when omitted). Course slugs checked by the caller. */
  choices?: SignUpChoices;
}

/** Deliberately carries nothing about the address: every sign-up gets this same answer. */
export interface SubscribeResult {
  status: "accepted";
}

export async function subscribe(context: ServiceContext, input: SubscribeInput): Promise<SubscribeResult> {
  const now = context.now();
  // One form for every spelling of the mailbox (decision 033): `anna@Företag.se` is stored, limited and
  // sent as `anna@xn--fretag-wxa.se`.
  const email = canonicalAddress(input.email) ?? input.email.trim();
  const hash = addressHash(email);
  const choices = input.choices ?? newsletterOnly;
  const queued = await context.signUpTurn(() =>
    context.db.transaction().execute(async (trx) => {
      // One upsert for every state. A confirmed subscriber stays confirmed with the consent they gave;
      // any other state becomes a fresh pending sign-up with this consent. On PostgreSQL the conflict
      // also locks the row, so concurrent sign-ups of one address count the limit below one at a time.
      const keep = sql<boolean>`subscribers.status = 'confirmed'`;
      const { id } = await trx
        .insertInto("subscribers")
        .values({
          id: randomUUID(),
          email,
          email_key: addressKey(email),
          address_hash: hash,
          language: input.language,
          status: "pending",
          signed_up_at: now,
          consent_language: input.language,
          consent_form_version: input.formVersion,
          confirmed_at: null,
          unsubscribed_at: null,
          updated_at: now,
          // Until confirmed, nothing is wanted; the confirm link carries what was chosen (decision 037).
          newsletter: 0,
        })
        .onConflict((conflict) =>
          conflict.column("email_key").doUpdateSet((eb) => {
            const unlessConfirmed = <T>(column: string, fresh: T) =>
              eb
                .case()
                .when(keep)
                .then(eb.ref(`subscribers.${column}` as "subscribers.id"))
                .else(fresh)
                .end();
            return {
              email: unlessConfirmed("email", eb.ref("excluded.email")),
              language: unlessConfirmed("language", eb.ref("excluded.language")),
              status: unlessConfirmed("status", eb.ref("excluded.status")),
              signed_up_at: unlessConfirmed("signed_up_at", eb.ref("excluded.signed_up_at")),
              consent_language: unlessConfirmed("consent_language", eb.ref("excluded.consent_language")),
              consent_form_version: unlessConfirmed(
                "consent_form_version",
                eb.ref("excluded.consent_form_version"),
              ),
              confirmed_at: unlessConfirmed("confirmed_at", eb.ref("excluded.confirmed_at")),
              unsubscribed_at: unlessConfirmed("unsubscribed_at", eb.ref("excluded.unsubscribed_at")),
              newsletter: unlessConfirmed("newsletter", eb.ref("excluded.newsletter")),
              updated_at: now,
            } as never;
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();

      return queueConfirmation(trx, context, { id, email, language: input.language }, now, {
        choices,
        formVersion: input.formVersion,
      });
    }),
  );
  // The answer promises a confirmation mail: on the disk first, then the worker may send it.
  await context.durable();
  if (queued) context.onMailQueued();
  return { status: "accepted" };
}

/** What a confirmation confirms: the reader's choices, on the form they were made on. */
export interface Consent {
  choices: SignUpChoices;
  formVersion: string;
}

/** A confirmation mail with a fresh link, unless the inbox has had its day's mails from us (the answer
 * does not say so). Sign-up uses it, and the console's "resend the confirmation". */
export async function queueConfirmation(
  trx: Transaction<NewsletterSchema>,
  context: ServiceContext,
  subscriber: { id: string; email: string; language: Language },
  now: number,
  consent: Consent,
): Promise<boolean> {
  // Per inbox, not per spelling (issue 39): `carol+1@…` and `c.arol@gmail.com` count as `carol@…`.
  const hash = mailboxHash(subscriber.email);
  const { count } = await trx
    .selectFrom("send_log")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("address_hash", "=", hash)
    .where("sent_at", ">", now - dayMs)
    .executeTakeFirstOrThrow();
  // Past the limit the answer is the same, but nothing more is mailed to that inbox.
  if (Number(count) >= mailsPerAddressPerDay) return false;

  // The mail's links are derived from its id (decision 030): only their hashes are stored. It says
  // what it confirms (the choices); no token rides in its payload.
  const { id: subscriberId, email: recipient, language } = subscriber;
  const { choices, formVersion } = consent;
  const mailId = await queueMail(
    trx,
    { subscriberId, recipient, kind: "confirm", language, payload: { choices } },
    now,
    context.messageDomain,
    context.linkKey,
  );
  const expiresAt = now + confirmTokenLifetimeMs;
  // Exactly what this sign-up asked for, on which form: confirming grants that and no more. A confirmed
  // subscriber who asks for a course gets this same mail, asking to confirm it.
  const scope = JSON.stringify({ ...choices, formVersion });
  await insertLinkToken(
    trx,
    context.linkKey,
    { purpose: "confirm", mailId, subscriberId, expiresAt, scope },
    now,
  );
  const unsubscribe = { purpose: "unsubscribe", mailId, subscriberId, expiresAt: null } as const;
  await insertLinkToken(trx, context.linkKey, unsubscribe, now);
  await trx.insertInto("send_log").values({ address_hash: hash, sent_at: now }).execute();
  return true;
}

/** The consent a pending subscriber's latest confirmation asked for, to ask it again as it was. */
export async function pendingConsent(
  trx: Transaction<NewsletterSchema>,
  subscriberId: string,
  fallbackFormVersion: string,
): Promise<Consent> {
  const latest = await trx
    .selectFrom("tokens")
    .select("scope")
    .where("subscriber_id", "=", subscriberId)
    .where("purpose", "=", "confirm")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest?.scope) return { choices: newsletterOnly, formVersion: fallbackFormVersion };
  const { formVersion, ...choices } = JSON.parse(latest.scope) as SignUpChoices & { formVersion?: string };
  return { choices, formVersion: formVersion ?? fallbackFormVersion };
}
