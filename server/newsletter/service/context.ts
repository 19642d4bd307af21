/** What every service function needs, passed explicitly so tests can turn the clock. */
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
  /** The courses, as the build wrote them (course-library.ts at the composition root). */
  courses: CourseLibrary;
}
