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
import { createTransport, type MailTransport } from "./delivery/transport.ts";
import { createOutboxWorker, type WorkerOptions } from "./delivery/worker.ts";
import type { CourseLibrary } from "./domain/courses.ts";
import { type ConsoleRoutesOptions, consoleRoutes } from "./http/console-routes.ts";
import { type NewsletterRoutesOptions, newsletterRoutes } from "./http/routes.ts";
import { createNewsletterService } from "./service/service.ts";
import { isPostgres, openDatabase } from "./storage/database.ts";

export interface NewsletterOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** Replaces the transport chosen from SMTP_URL (tests). */
  transport?: MailTransport;
  worker?: Partial<Omit<WorkerOptions, "db" | "transport" | "publicOrigin" | "skipLocked">>;
  routes?: Omit<NewsletterRoutesOptions, "service">;
  consoleRoutes?: Partial<Omit<ConsoleRoutesOptions, "service">>;
  purgeEveryMs?: number;
  /** The courses (tests); by default those the build wrote (course-library.ts). */
  courses?: CourseLibrary;
}

/** Message-IDs name the sender's domain, as RFC 5322 suggests. */
function messageDomain(config: NewsletterConfig): string {
  return /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.publicOrigin).hostname;
}

export async function createNewsletter(config: NewsletterConfig, options: NewsletterOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
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
      log,
    });
  const worker = createOutboxWorker({
    db,
    transport,
    publicOrigin: config.publicOrigin,
    skipLocked: isPostgres(config.database),
    log,
    now: options.now,
    courses,
    ...options.worker,
  });
  const scheduler = createCourseScheduler({
    db,
    courses,
    schedule: config.courseSchedule,
    messageDomain: messageDomain(config),
    now: options.now,
    log,
    onQueued: () => worker.wake(),
  });
  const service = createNewsletterService({
    db,
    messageDomain: messageDomain(config),
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

  async function routesPlugin(app: FastifyInstance): Promise<void> {
    const { bounceAddress, webhookSecret, snsTopicArns } = config;
    const events = { bounceAddress, webhookSecret, snsTopicArns, ...options.routes?.events };
    // Siblings, each with its own parsers, limits and error answers.
    await app.register(newsletterRoutes, { service, log, ...options.routes, events });
    // The operator console's API, beside the public one in a plugin of its own (decision 028).
    const { publicOrigin } = config;
    await app.register(consoleRoutes, { service, publicOrigin, log, ...options.consoleRoutes });
  }

  /** An issue whose queueing a stopped server cut short is finished now: queueIssue adds only the
   * mails still missing. */
  async function finishQueueing(): Promise<void> {
    try {
      for (const issue of await service.unfinishedIssues()) {
        if (!issue.markdown) continue;
        const { queued } = await service.queueIssue(issue.markdown, issue.language);
        log(`newsletter: finished queueing issue ${issue.id} (${queued} mails)`);
      }
    } catch (error) {
      log(
        `newsletter: queueing an unfinished issue failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  let purgeTimer: NodeJS.Timeout | undefined;
  async function purge(): Promise<void> {
    try {
      const purged = await service.purgeStale();
      if (purged.pendingSubscribers > 0) {
        log(`newsletter: deleted ${purged.pendingSubscribers} sign-ups never confirmed in 7 days`);
      }
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
    },
    /** Lets the mail being sent finish, then closes the transport and the database. */
    async close(): Promise<void> {
      clearInterval(purgeTimer);
      await scheduler.stop();
      await worker.stop();
      transport.close();
      await db.destroy();
    },
  };
}

export type Newsletter = Awaited<ReturnType<typeof createNewsletter>>;
