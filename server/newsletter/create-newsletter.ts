/** The composition root: the one module (with config.ts) that may import every layer. routesPlugin is
 * not wrapped in fastify-plugin, so its routes stay encapsulated. */
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { courseLibraryFile } from "../build-paths.ts";
import type { NewsletterConfig } from "./config.ts";
import { createCourseScheduler } from "./delivery/course-scheduler.ts";
import { removeOldEmlFiles } from "./delivery/outbox-files.ts";
import { createTransport, type MailTransport } from "./delivery/transport.ts";
import { createOutboxWorker, type WorkerOptions } from "./delivery/worker.ts";
import { withoutAddresses } from "./domain/addresses.ts";
import type { MailLibrary } from "./domain/courses.ts";
import { linkKeyOf } from "./domain/tokens.ts";
import { type ConsoleRoutesOptions, consoleRoutes } from "./http/console-routes.ts";
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
  courses?: MailLibrary;
  /** Default 10 s: a scheduled issue leaves within seconds of its time (decision 051). */
  resumeQueueingEveryMs?: number;
}

/** A server or test without a build has no courses: nobody can enrol, and start() logs why. */
function readCourseLibrary(): MailLibrary {
  try {
    return JSON.parse(readFileSync(courseLibraryFile, "utf8")) as MailLibrary;
  } catch {
    return { en: [], se: [] };
  }
}

export async function createNewsletter(config: NewsletterConfig, options: NewsletterOptions = {}) {
  const write = options.log ?? ((line: string) => console.log(line));
  // No log line names a subscriber: SMTP replies, errors and reports quote addresses (issue 31).
  const log = (line: string) => write(withoutAddresses(line));
  // data/ holds the embedded database, the key file and the .eml outbox: the server's user's alone.
  securePrivateDirectory(config.dataDirectory);
  // NEWSLETTER_SECRET, else the key file in data/ (made on first start): never the database.
  const linkKey = linkKeyOf(config.linkSecret ?? readOrCreateKeyFile(config.keyFile));
  // Message-IDs name the sender's domain, as RFC 5322 suggests.
  const messageDomain =
    /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.publicOrigin).hostname;
  const postgres = isPostgres(config.database);
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
    skipLocked: postgres,
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
    messageDomain,
    linkKey,
    now: options.now,
    log,
    onQueued: () => worker.wake(),
  });
  const service = createNewsletterService({
    db,
    messageDomain,
    linkKey,
    now: options.now,
    onMailQueued: () => worker.wake(),
    // A confirmed course's first lesson is the scheduler's to queue (a sign-up's wake cost a query each).
    onConfirmed: () => scheduler.wake(),
    courses,
    // SQLite: one connection, writes one at a time. PostgreSQL: most of the pool (10), the rest kept free.
    concurrentSignUps: postgres ? 8 : 1,
    bounceAddress: config.bounceAddress,
    admins: config.admins,
    publicOrigin: config.publicOrigin,
  });

  // Several servers on one PostgreSQL count every rate limit in it; one SQLite process, in memory.
  const rateLimitStore = postgres ? databaseRateLimitStore(service) : undefined;

  async function routesPlugin(
    app: FastifyInstance,
    site: Pick<NewsletterRoutesOptions, "pages" | "contentSecurityPolicy"> = {},
  ): Promise<void> {
    const { bounceAddress, webhookSecret, snsTopicArns, snsAllowSignatureV1, publicOrigin } = config;
    const events = {
      bounceAddress,
      webhookSecret,
      snsTopicArns,
      snsAllowSignatureV1,
      ...options.routes?.events,
    };
    const shared = { service, publicOrigin, log, rateLimitStore };
    // Siblings, each with its own parsers, limits and error answers (decision 028).
    await app.register(newsletterRoutes, { ...shared, ...site, ...options.routes, events });
    await app.register(consoleRoutes, { ...shared, ...options.consoleRoutes });
  }

  const failed = (what: string) => (error: unknown) =>
    log(`newsletter: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);

  // Whichever server looks first once a dead one's lease lapsed; queueIssue adds only the missing mails.
  let finishing: Promise<void> | undefined;
  async function finishUnfinished(): Promise<void> {
    for (const issue of await service.unfinishedIssues()) {
      if (!issue.markdown) continue;
      const { markdown, language, audience_course, preview_text } = issue;
      const { queued } = await service.queueIssue(
        markdown,
        language,
        undefined,
        audience_course,
        preview_text,
      );
      log(`newsletter: finished queueing issue ${issue.id} (${queued} mails)`);
    }
  }
  function finishQueueing(): Promise<void> {
    finishing ??= finishUnfinished()
      .catch(failed("queueing an unfinished issue"))
      .finally(() => {
        finishing = undefined;
      });
    return finishing;
  }

  let purgeTimer: NodeJS.Timeout | undefined;
  let resumeTimer: NodeJS.Timeout | undefined;
  async function purgeStale(): Promise<void> {
    const purged = await service.purgeStale();
    if (purged.pendingSubscribers > 0) {
      log(`newsletter: deleted ${purged.pendingSubscribers} sign-ups never confirmed in 7 days`);
    }
    // What the purge deleted survives in no old WAL frame (decision 030).
    await walTruncation(db)?.();
    // Without SMTP_URL the mails are files, links and all: none is kept past a day.
    if (!config.smtpUrl) await removeOldEmlFiles(config.outboxDirectory, (options.now ?? Date.now)());
  }
  const purge = () => void purgeStale().catch(failed("purge"));

  return {
    config,
    db,
    service,
    worker,
    scheduler,
    routesPlugin,
    start(): void {
      worker.start();
      scheduler.start();
      if (courses.en.length === 0)
        log(
          `newsletter: no course library at ${courseLibraryFile} (a live build writes it): the courses by e-mail are off`,
        );
      purge();
      void finishQueueing();
      purgeTimer = setInterval(purge, options.purgeEveryMs ?? 60 * 60_000);
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
