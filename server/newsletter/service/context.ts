/** What every service function needs, passed explicitly so tests can turn the clock. */
import type { MailLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";

export interface ServiceContext {
  db: NewsletterDatabase;
  /** This server process: the owner of the issue queueing it claims. */
  instance: string;
  now: () => number;
  messageDomain: string;
  /** Called once queued mail has committed, so the worker can start at once. */
  onMailQueued: () => void;
  /** Called once a confirmation has committed: a course chosen starts with the scheduler's lesson 1. */
  onConfirmed: () => void;
  /** Awaited before a write is acknowledged: resolves once it would survive a power cut. */
  durable: () => Promise<void>;
  linkKey: LinkKey;
  signUpTurn: <T>(task: () => Promise<T>) => Promise<T>;
  courses: MailLibrary;
  /** NEWSLETTER_ADMINS, lower-cased: who may sign in to the console. */
  admins: readonly string[];
  publicOrigin: string;
  /** So a report mail sent back to a VERP address names its mail. */
  bounceAddress?: string;
}

/** A stored time as the console and the export show it. */
export function iso(time: number): string;
export function iso(time: number | null | undefined): string | null;
export function iso(time: number | null | undefined) {
  return time == null ? null : new Date(time).toISOString();
}
