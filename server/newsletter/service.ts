/** The newsletter's operations, free of HTTP: the routes, the operator command and the tests call these. */
import type { ServiceContext } from "./context.ts";
import { queueIssue } from "./issues.ts";
import { confirm, unsubscribe } from "./links.ts";
import { erase, exportSubscriber, purgeStale } from "./privacy.ts";
import type { Language, NewsletterDatabase } from "./schema.ts";
import { stats } from "./stats.ts";
import { type SubscribeInput, subscribe } from "./subscribe.ts";

export interface ServiceOptions {
  db: NewsletterDatabase;
  messageDomain: string;
  now?: () => number;
  onMailQueued?: () => void;
  /** Sign-up transactions on the database at once (default 1); the others wait their turn here. */
  concurrentSignUps?: number;
}

/** Runs at most `limit` tasks at once; the others start in arrival order.
 *
 * Why sign-ups queue here rather than on the database: Kysely's SQLite driver has one connection, and a
 * query waits behind every transaction queued before it. Fifty concurrent sign-ups made each query of the
 * outbox worker wait behind fifty transactions: `npm run bench:newsletter` saw 41 mails leave in 50 s
 * while 6,500 sign-ups were accepted. Queued here, at most `limit` of them stand before the worker (and
 * before confirm and unsubscribe); the database serialises SQLite's writes anyway, so none is slower. */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function createNewsletterService(options: ServiceOptions) {
  const context: ServiceContext = {
    db: options.db,
    messageDomain: options.messageDomain,
    now: options.now ?? Date.now,
    onMailQueued: options.onMailQueued ?? (() => {}),
  };
  const signUpTurn = limitConcurrency(options.concurrentSignUps ?? 1);
  return {
    context,
    subscribe: (input: SubscribeInput) => signUpTurn(() => subscribe(context, input)),
    confirm: (token: string) => confirm(context, token),
    unsubscribe: (token: string) => unsubscribe(context, token),
    purgeStale: () => purgeStale(context),
    exportSubscriber: (email: string) => exportSubscriber(context, email),
    erase: (email: string) => erase(context, email),
    stats: () => stats(context),
    queueIssue: (markdown: string, language: Language, mailsPerSecond?: number) =>
      queueIssue(context, markdown, language, mailsPerSecond),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
