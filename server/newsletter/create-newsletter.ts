/** The composition root: the one module (with config.ts) that may import every layer. Everything the
 * site server needs, wired from one config:
 *
 *   const newsletter = await createNewsletter(readNewsletterConfig(process.env, { publicOrigin }));
 *   await app.register(newsletter.routesPlugin);   // not wrapped in fastify-plugin: stays encapsulated
 *   newsletter.start();                            // the outbox worker and the hourly purge
 *   ...on SIGTERM, after app.close(): await newsletter.close();
 */
import type { FastifyInstance } from "fastify";
import type { NewsletterConfig } from "./config.ts";
import { noCoursesMessage, readCourseLibrary } from "./course-library.ts";
import { createCourseScheduler } from "./delivery/course-scheduler.ts";
import { removeOldEmlFiles } from "./delivery/outbox-files.ts";
import { createTransport, type MailTransport } from "./delivery/transport.ts";
import { createOutboxWorker, type WorkerOptions } from "./delivery/worker.ts";
import { withoutAddresses } from "./domain/addresses.ts";
import type { CourseLibrary } from "./domain/courses.ts";
import { type LinkKey, linkKeyOf } from "./domain/tokens.ts";
import { type ConsoleRoutesOptions, consoleRoutes } from "./http/console-routes.ts";
import type { PageHandler } from "./http/page-routes.ts";
import { databaseRateLimitStore } from "./http/rate-limit-store.ts";
import { type NewsletterRoutesOptions, newsletterRoutes } from "./http/routes.ts";
import { createNewsletterService } from "./service/service.ts";
import { readOrCreateKeyFile, securePrivateDirectory } from "./storage/data-files.ts";
import { isPostgres, openDatabase, walTruncation } from "./storage/database.ts";

export interface NewsletterOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** Replaces the transport chosen from SMTP_URL (tests). */
  transport?: MailTransport;
  worker?: Partial<Omit<WorkerOptions, "db" | "transport" | "publicOrigin" | "skipLocked">>;
  routes?: Omit<NewsletterRoutesOptions, "service" | "publicOrigin">;
  consoleRoutes?: Partial<Omit<ConsoleRoutesOptions, "service">>;
  purgeEveryMs?: number;
  /** The courses (tests); by default those the build wrote (course-library.ts). */
  courses?: CourseLibrary;
  /** How often to look for an issue whose queueing a dead server left unfinished, or a scheduled one
   * now due (default 10 s: a scheduled issue leaves within seconds of its time; decision 051). */
  resumeQueueingEveryMs?: number;
}

/** Message-IDs name the sender's domain, as RFC 5322 suggests. */
function messageDomain(config: NewsletterConfig): string {
  return /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.publicOrigin).hostname;
}

/** NEWSLETTER_SECRET, else the key file in data/ (made on first start): never the database. */
function linkKeyFor(config: NewsletterConfig): LinkKey {
  return linkKeyOf(config.linkSecret ?? readOrCreateKeyFile(config.keyFile));
}

export async function createNewsletter(config: NewsletterConfig, options: NewsletterOptions = {}) {
  const write = options.log ?? ((line: string) => console.log(line));
  // No log line names a subscriber (issue 31): SMTP replies, errors and reports quote addresses, so
  // every line any layer writes passes through here.
  const log = (line: string) => write(withoutAddresses(line));
  // data/ holds the embedded database, the key file and the .eml outbox: the server's user's alone.
  securePrivateDirectory(config.dataDirectory);
  const linkKey = linkKeyFor(config);
  const db = await openDatabase(config.database);
  const courses = options.courses ?? readCourseLibrary();
  const transport =
    options.transport ??
    createTransport({
      smtpUrl: config.smtpUrl,
      outboxDirectory: config.outboxDirectory,
      mailFrom: config.mailFrom,
      dkim: config.dkim,
      bounceAddress: config.bounceAddress,
      heloName: config.smtpHeloName,
      log,
    });
  const worker = createOutboxWorker({
    db,
    transport,
    publicOrigin: config.publicOrigin,
    linkKey,
    skipLocked: isPostgres(config.database),
    log,
    now: options.now,
    courses,
    afterSending: walTruncation(db),
    ...options.worker,
  });
  const scheduler = createCourseScheduler({
    db,
    courses,
    schedule: config.courseSchedule,
    messageDomain: messageDomain(config),
    linkKey,
    now: options.now,
    log,
    onQueued: () => worker.wake(),
  });
  const service = createNewsletterService({
    db,
    messageDomain: messageDomain(config),
    linkKey,
    now: options.now,
    // A confirmed course's first lesson is the scheduler's to queue; any other mail is the worker's.
    onMailQueued: () => {
      worker.wake();
      scheduler.wake();
    },
    courses,
    // SQLite: one connection, writes one at a time. PostgreSQL: most of the pool (10), the rest kept free.
    concurrentSignUps: isPostgres(config.database) ? 8 : 1,
    bounceAddress: config.bounceAddress,
    admins: config.admins,
    publicOrigin: config.publicOrigin,
  });

  // Several servers on one PostgreSQL count every rate limit in it; one SQLite process, in memory.
  const rateLimitStore = isPostgres(config.database) ? databaseRateLimitStore(service) : undefined;

  /** `site`: React Router's handler for the newsletter's pages and their CSP (server/start.ts). */
  async function routesPlugin(
    app: FastifyInstance,
    site: { pages?: PageHandler; contentSecurityPolicy?: (nonce: string) => string } = {},
  ): Promise<void> {
    const { bounceAddress, webhookSecret, snsTopicArns, snsAllowSignatureV1 } = config;
    const events = {
      bounceAddress,
      webhookSecret,
      snsTopicArns,
      snsAllowSignatureV1,
      ...options.routes?.events,
    };
    // Siblings, each with its own parsers, limits and error answers.
    const { publicOrigin } = config;
    await app.register(newsletterRoutes, {
      service,
      publicOrigin,
      log,
      rateLimitStore,
      ...site,
      ...options.routes,
      events,
    });
    // The operator console's API, beside the public one in a plugin of its own (decision 028).
    await app.register(consoleRoutes, {
      service,
      publicOrigin,
      log,
      rateLimitStore,
      ...options.consoleRoutes,
    });
  }

  /** An issue whose queueing a stopped server cut short is finished now, by whichever server looks
   * first once that server's lease lapsed: queueIssue adds only the mails still missing. */
  let finishing: Promise<void> | undefined;
  function finishQueueing(): Promise<void> {
    finishing ??= finishUnfinished().finally(() => {
      finishing = undefined;
    });
    return finishing;
  }
  async function finishUnfinished(): Promise<void> {
    try {
      for (const issue of await service.unfinishedIssues()) {
        if (!issue.markdown) continue;
        const { queued } = await service.queueIssue(
          issue.markdown,
          issue.language,
          undefined,
          issue.audience_course,
          issue.preview_text,
        );
        log(`newsletter: finished queueing issue ${issue.id} (${queued} mails)`);
      }
    } catch (error) {
      log(
        `newsletter: queueing an unfinished issue failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  let purgeTimer: NodeJS.Timeout | undefined;
  let resumeTimer: NodeJS.Timeout | undefined;
  async function purge(): Promise<void> {
    try {
      const purged = await service.purgeStale();
      if (purged.pendingSubscribers > 0) {
        log(`newsletter: deleted ${purged.pendingSubscribers} sign-ups never confirmed in 7 days`);
      }
      // What the purge deleted survives in no old WAL frame (decision 030).
      await walTruncation(db)?.();
      // Without SMTP_URL the mails are files, links and all: none is kept past a day.
      if (!config.smtpUrl) await removeOldEmlFiles(config.outboxDirectory, (options.now ?? Date.now)());
    } catch (error) {
      log(`newsletter: purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    config,
    db,
    service,
    worker,
    scheduler,
    routesPlugin,
    /** Starts the outbox worker and the retention purge (now, then hourly). */
    start(): void {
      worker.start();
      scheduler.start();
      if (courses.en.length === 0) log(noCoursesMessage);
      void purge();
      void finishQueueing();
      purgeTimer = setInterval(() => void purge(), options.purgeEveryMs ?? 60 * 60_000);
      purgeTimer.unref();
      // Not only at start: with several servers, one that dies mid-queue is finished by the others.
      resumeTimer = setInterval(() => void finishQueueing(), options.resumeQueueingEveryMs ?? 10_000);
      resumeTimer.unref();
    },
    /** Lets the mail being sent finish, then closes the transport and the database. */
    async close(): Promise<void> {
      clearInterval(purgeTimer);
      clearInterval(resumeTimer);
      await scheduler.stop();
      await finishing;
      await worker.stop();
      transport.close();
      await db.destroy();
    },
  };
}

export type Newsletter = Awaited<ReturnType<typeof createNewsletter>>;
