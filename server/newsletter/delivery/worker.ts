/** Layer delivery/: owns getting mail out (the outbox worker, the transports, the SMTP hand-over).
 * Imports storage/, mail/ and domain/ only (biome.json, decision 024).
 *
 * Sends what the outbox holds: claims due rows under a lease, sends `concurrency` at once, records the
 * outcome, and backs off exponentially when the SMTP server is away. A crash loses nothing (rows stay in
 * the table) and, thanks to the lease and the hand-over record, sends nothing twice (decision 022). Its
 * writes do not wait for the disk (wal-flush.ts): a mark lost to a power cut means a mail sent again. */
import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { addressHash, withoutAddresses } from "../domain/addresses.ts";
import type { CourseLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import { LessonGoneError } from "../mail/lesson-mail.ts";
import type { RenderedMail } from "../mail/render-mail.ts";
import { renderMailOnce } from "../mail/render-once.ts";
import { recordRefusedRecipient } from "../storage/mail-events.ts";
import {
  claimDue,
  markDone,
  markHandedOver,
  markRetry,
  markSent,
  release,
  renewLease,
} from "../storage/outbox-claim.ts";
import type { IssuesTable, NewsletterDatabase, OutboxTable } from "../storage/schema.ts";
import { backgroundLoop } from "./background-loop.ts";
import { isPermanentFailure, type MailTransport, recipientRefusal, smtpConnections } from "./transport.ts";

export interface WorkerOptions {
  db: NewsletterDatabase;
  transport: MailTransport;
  publicOrigin: string;
  /** Derives each mail's link tokens as it is rendered (domain/tokens.ts, decision 030). */
  linkKey: LinkKey;
  skipLocked: boolean;
  /** The courses' lessons, rendered from the site's Markdown (lesson mails). */
  courses?: CourseLibrary;
  log?: (line: string) => void;
  now?: () => number;
  /** Longer than any one send may take (the SMTP timeouts in transport.ts bound it), or another
   * worker would take the row over mid-send. Renewed when a row's send starts. */
  leaseMs?: number;
  batchSize?: number;
  /** Mails sent at once (the SMTP pool's connections, transport.ts). */
  concurrency?: number;
  backoffBaseMs?: number;
  /** How often to look for due rows when nobody called `wake()`. */
  pollMs?: number;
  /** The embedded database's WAL truncation (database.ts): run once the queue is drained after sending,
   * at most every `afterSendingEveryMs` (5 s), and when idle every `afterIdleEveryMs` (60 s), for the
   * writes of others. Resolves false to be run again later. */
  afterSending?: () => Promise<boolean>;
  afterSendingEveryMs?: number;
  afterIdleEveryMs?: number;
}

/** An error's text for the log and the row, without the addresses SMTP replies quote. */
function errorText(error: unknown): string {
  return withoutAddresses(error instanceof Error ? error.message.slice(0, 500) : String(error));
}

export function createOutboxWorker(options: WorkerOptions) {
  const { db, transport, publicOrigin } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = 10;
  const baseMs = options.backoffBaseMs ?? 10_000;
  const maxMs = 60 * 60_000;
  const owner = randomUUID();
  const sendTurn = pLimit(options.concurrency ?? smtpConnections);
  const issues = new Map<string, IssuesTable>();

  async function issueOf({ issue_id: id }: OutboxTable): Promise<IssuesTable | undefined> {
    if (!id) return undefined;
    const issue =
      issues.get(id) ?? (await db.selectFrom("issues").selectAll().where("id", "=", id).executeTakeFirst());
    if (issue) issues.set(id, issue);
    return issue;
  }

  /** Only a confirmation, or mail to an operator, goes to an address that is not (or no longer) a
   * confirmed, unsuppressed subscriber. */
  async function stillWanted(row: OutboxTable): Promise<boolean> {
    // Decided before any query: under a flood of sign-ups every query of the worker waits its turn on
    // the database. An unsubscribe link's row goes with its subscriber when they are forgotten.
    const always = ["confirm", "operator-sign-in", "issue-test", "lesson-test", "unsubscribe-link"];
    if (always.includes(row.kind)) return true;
    const suppressed = await db
      .selectFrom("suppressions")
      .select("address_hash")
      .where("address_hash", "=", addressHash(row.recipient))
      .executeTakeFirst();
    if (suppressed || !row.subscriber_id) return false;
    const subscriber = await db
      .selectFrom("subscribers")
      .select("status")
      .where("id", "=", row.subscriber_id)
      .executeTakeFirst();
    return subscriber?.status === "confirmed";
  }

  /** Records that all but the end-of-data mark went out (decision 022). PostgreSQL's commit is a round
   * trip, and a process killed between it and the mark lost the mail (bench/courses.ts: 8–11 in 20
   * `kill -9`): there the row is updated in an open transaction, committed as the mark is let go. */
  async function handOver(row: OutboxTable): Promise<(() => void) | undefined> {
    const trx = options.skipLocked ? await db.startTransaction().execute() : undefined;
    try {
      if (!(await markHandedOver(trx ?? db, row.id, owner, now()))) throw new Error("lease lost mid-send");
    } catch (error) {
      await trx?.rollback().execute();
      throw error;
    }
    if (!trx) return undefined;
    return () => {
      // If this commit fails, the server has the mail and the row does not say so: it is sent again
      // once the lease runs out (with its Message-ID). That takes the database failing at this moment.
      trx
        .commit()
        .execute()
        .catch((error: unknown) =>
          log(`newsletter: hand-over of ${row.message_id} not recorded: ${errorText(error)}`),
        );
    };
  }

  async function deliver(row: OutboxTable): Promise<void> {
    // A row is ours until its lease runs out, so one claimed moments ago needs no renewal: renewing only
    // past half the lease saves a write per mail (issue 25) and still keeps a slow batch's rows ours.
    const leaseLeft = (row.lease_until ?? 0) - now();
    if (leaseLeft < leaseMs / 2 && !(await renewLease(db, row.id, owner, now() + leaseMs))) return;
    if (!(await stillWanted(row))) {
      await markDone(db, row, owner, "cancelled", "no longer a confirmed subscriber");
      return;
    }
    const issue = await issueOf(row);
    let mail: RenderedMail;
    try {
      // Off this thread, once per issue or lesson (mail/render-once.ts): a send does not stall the site.
      mail = await renderMailOnce(row, publicOrigin, options.linkKey, issue, options.courses);
    } catch (error) {
      // A lesson a deploy removed is skipped (the course goes on with its next one); any other mail
      // that cannot be rendered will not render on a retry either.
      const gone = error instanceof LessonGoneError;
      if (!gone) log(`newsletter: mail ${row.id} cannot be rendered: ${errorText(error)}`);
      await markDone(db, row, owner, gone ? "cancelled" : "failed", errorText(error));
      return;
    }
    try {
      await transport.send(mail, () => handOver(row));
    } catch (error) {
      const attempt = row.attempts + 1;
      const refusal = recipientRefusal(error);
      if (refusal) {
        // The address is gone: a hard bounce, recorded with the failure in one transaction. The reply
        // names the address, so the log gets only its status.
        log(`newsletter: mail ${row.id} refused at RCPT TO (${refusal.status}): hard bounce, suppressed`);
        await db.transaction().execute(async (trx) => {
          await markDone(trx, row, owner, "failed", errorText(error));
          await recordRefusedRecipient(trx, row, refusal.reply, now());
        });
      } else if (isPermanentFailure(error) || attempt >= maxAttempts) {
        log(`newsletter: mail ${row.id} failed for good: ${errorText(error)}`);
        await markDone(db, row, owner, "failed", errorText(error));
      } else {
        const delay = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
        log(`newsletter: mail ${row.id} not sent (${errorText(error)}); retry in ${delay / 1000} s`);
        await markRetry(db, row, owner, now() + delay, errorText(error));
      }
      return;
    }
    if (!(await markSent(db, row.id, owner, now()))) {
      log(`newsletter: mail ${row.id} sent after its lease ran out`);
    }
  }

  /** Claims and sends one batch; the number of rows it handled (0: nothing was due). */
  async function runOnce(): Promise<number> {
    const rows = await claimDue(db, {
      owner,
      now: now(),
      leaseMs,
      limit: options.batchSize ?? 16,
      skipLocked: options.skipLocked,
    });
    await Promise.all(
      rows.map((row) =>
        // Stopping: hand back what was claimed but not started, rather than leave it leased for minutes.
        sendTurn(() => (background.stopping() ? release(db, row, owner) : deliver(row))),
      ),
    );
    return rows.length;
  }

  let sentSinceAfterSending = false;
  let lastAfterSending = Number.NEGATIVE_INFINITY;

  /** After a drain, not after every mail: a checkpoint writes and syncs on Node's one thread. */
  async function maybeAfterSending(): Promise<void> {
    if (!options.afterSending) return;
    const every = sentSinceAfterSending
      ? (options.afterSendingEveryMs ?? 5000)
      : (options.afterIdleEveryMs ?? 60_000);
    if (now() - lastAfterSending < every) return;
    lastAfterSending = now();
    if (await options.afterSending()) sentSinceAfterSending = false;
  }

  const background = backgroundLoop(
    async () => {
      while (!background.stopping() && (await runOnce()) > 0) sentSinceAfterSending = true;
      if (!background.stopping()) await maybeAfterSending();
    },
    {
      pollMs: options.pollMs ?? 2000,
      // The database may be down; the rows are safe in it, so try again after the pause.
      onError: (error) => log(`newsletter: outbox worker: ${errorText(error)}`),
    },
  );

  return {
    owner,
    runOnce,
    start: background.start,
    /** Look for due rows now (a sign-up was just committed). */
    wake: background.wake,
    /** Finishes the mail being sent (never cuts a send in half), hands back the rest, then stops. */
    stop: background.stop,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
