/** Layer delivery/: getting mail out; imports storage/, mail/ and domain/ only (decision 024).
 * Claims due outbox rows under a lease and backs off when SMTP is away; the lease and the hand-over
 * record send nothing twice (decision 022), short of a power cut losing an unsynced mark. */
import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { withoutAddresses } from "../domain/addresses.ts";
import type { MailLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import { LessonGoneError } from "../mail/lesson-mail.ts";
import type { RenderedMail } from "../mail/render-mail.ts";
import { renderMailOnce } from "../mail/render-once.ts";
import { issueById } from "../storage/issues.ts";
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
import { subscriberStatus } from "../storage/subscribers.ts";
import { isSuppressed } from "../storage/suppressions.ts";
import { backgroundLoop } from "./background-loop.ts";
import { isPermanentFailure, type MailTransport, recipientRefusal, smtpConnections } from "./transport.ts";

export interface WorkerOptions {
  db: NewsletterDatabase;
  transport: MailTransport;
  publicOrigin: string;
  linkKey: LinkKey;
  skipLocked: boolean;
  courses?: MailLibrary;
  log?: (line: string) => void;
  now?: () => number;
  /** Longer than any send may take (transport.ts's timeouts), or another worker takes the row mid-send. */
  leaseMs?: number;
  batchSize?: number;
  concurrency?: number;
  backoffBaseMs?: number;
  pollMs?: number;
  /** The embedded database's WAL truncation, run after a drain; resolves false to be run again later. */
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
    const issue = issues.get(id) ?? (await issueById(db, id));
    if (issue) issues.set(id, issue);
    return issue;
  }

  /** Only confirmations and operators' mail go to one not a confirmed, unsuppressed subscriber. */
  async function stillWanted(row: OutboxTable): Promise<boolean> {
    // Decided before any query: under a flood of sign-ups each query waits its turn on the database.
    const always = ["confirm", "operator-sign-in", "issue-test", "lesson-test", "unsubscribe-link"];
    if (always.includes(row.kind)) return true;
    if ((await isSuppressed(db, row.recipient)) || !row.subscriber_id) return false;
    return (await subscriberStatus(db, row.subscriber_id)) === "confirmed";
  }

  /** Records that all but the end-of-data mark went out (decision 022). On PostgreSQL it is committed as
   * the mark is let go: a kill between a separate commit and the mark lost mails (bench/courses.ts). */
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
      // If this commit fails the mail is sent again (same Message-ID) once the lease runs out.
      trx
        .commit()
        .execute()
        .catch((error: unknown) =>
          log(`newsletter: hand-over of ${row.message_id} not recorded: ${errorText(error)}`),
        );
    };
  }

  async function deliver(row: OutboxTable): Promise<void> {
    // Renewing only past half the lease saves a write per mail (issue 25) and keeps a slow batch's rows ours.
    const leaseLeft = (row.lease_until ?? 0) - now();
    if (leaseLeft < leaseMs / 2 && !(await renewLease(db, row.id, owner, now() + leaseMs))) return;
    if (!(await stillWanted(row))) {
      await markDone(db, row, owner, "cancelled", "no longer a confirmed subscriber");
      return;
    }
    const issue = await issueOf(row);
    let mail: RenderedMail;
    try {
      // Off this thread, once per issue or lesson: a send does not stall the site.
      mail = await renderMailOnce(row, publicOrigin, options.linkKey, issue, options.courses);
    } catch (error) {
      // A lesson a deploy removed is skipped; any other mail that cannot render will not on a retry.
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
        // A hard bounce, recorded with the failure; the reply names the address, so the log gets its status.
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
    wake: background.wake,
    /** Finishes the mail being sent (never cuts a send in half), hands back the rest, then stops. */
    stop: background.stop,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
