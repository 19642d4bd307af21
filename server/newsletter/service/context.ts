/** What every service function needs, passed explicitly so tests can turn the clock; and the look-up by
 * address many of them start with, and how a time is shown. */
import { addressKey } from "../domain/addresses.ts";
import type { CourseLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";

export interface ServiceContext {
  db: NewsletterDatabase;
  /** This server process, by a random id: the owner of the issue queueing it claims (issues.ts). */
  instance: string;
  /** Milliseconds since the epoch; `Date.now` outside tests. */
  now: () => number;
  /** The domain part of every Message-ID, e.g. the sender's domain. */
  messageDomain: string;
  /** Called after a transaction that queued mail has committed, so the worker can start at once. */
  onMailQueued: () => void;
  /** Awaited before a write is acknowledged: resolves once it would survive a power cut (database.ts). */
  durable: () => Promise<void>;
  /** The key every mail's link tokens are derived with (domain/tokens.ts, decision 030). */
  linkKey: LinkKey;
  /** Runs a sign-up's transaction in its turn (service.ts says why sign-ups queue). */
  signUpTurn: <T>(task: () => Promise<T>) => Promise<T>;
  /** The courses a reader may choose (sign-up) and the operator sees, as the build wrote them. */
  courses: CourseLibrary;
  /** NEWSLETTER_ADMINS, lower-cased: who may sign in to the console. */
  admins: readonly string[];
  /** Where the links in mails point (the console's previews render them). */
  publicOrigin: string;
  /** BOUNCE_ADDRESS, so a report mail sent back to a VERP address names its mail (bounces/). */
  bounceAddress?: string;
}

/** A stored time as the console and the export show it. */
export function iso(time: number): string;
export function iso(time: number | null | undefined): string | null;
export function iso(time: number | null | undefined) {
  return time == null ? null : new Date(time).toISOString();
}

/** Any spelling of the address finds its subscriber (decision 033). */
export function subscriberByEmail(db: NewsletterDatabase, email: string) {
  return db
    .selectFrom("subscribers")
    .selectAll()
    .where("email_key", "=", addressKey(email))
    .executeTakeFirst();
}
