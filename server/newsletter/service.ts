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
}

export function createNewsletterService(options: ServiceOptions) {
  const context: ServiceContext = {
    db: options.db,
    messageDomain: options.messageDomain,
    now: options.now ?? Date.now,
    onMailQueued: options.onMailQueued ?? (() => {}),
  };
  return {
    context,
    subscribe: (input: SubscribeInput) => subscribe(context, input),
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
