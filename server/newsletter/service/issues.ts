/** Queues one issue to every confirmed subscriber of a language, through the same outbox as every mail.
 *
 * The issue's id is a hash of its text and language, and the outbox allows one row per issue and
 * subscriber, so running the same send again after a crash queues only the mails still missing.
 * The throttle is in the schedule itself: the mails are due one after another, `1 / mailsPerSecond`
 * apart, so every worker (the server's or the operator's command) keeps to it, and a confirmation
 * queued meanwhile is due before the rest of the issue and goes out first. */
import { createHash } from "node:crypto";
import type { Language } from "../../../app/config/site.ts";
import { issueMailsPerSecond } from "../domain/console-api.ts";
import { renderIssue } from "../mail/markdown.ts";
import { newUnsubscribeToken, queueMail } from "../storage/outbox-queue.ts";
import type { ServiceContext } from "./context.ts";

const batchSize = 500;

export interface QueueIssueResult {
  issueId: string;
  subject: string;
  /** Mails queued by this run (0 when a previous run already queued them all). */
  queued: number;
  /** Mails of this issue in the outbox in all. */
  total: number;
}

export function issueId(markdown: string, language: Language): string {
  return createHash("sha256").update(language).update("\0").update(markdown).digest("hex").slice(0, 32);
}

export async function queueIssue(
  context: ServiceContext,
  markdown: string,
  language: Language,
  mailsPerSecond = issueMailsPerSecond,
): Promise<QueueIssueResult> {
  const spacingMs = mailsPerSecond > 0 ? 1000 / mailsPerSecond : 0;
  const start = context.now();
  const { db } = context;
  const id = issueId(markdown, language);
  const { subject, html } = renderIssue(markdown);
  await db
    .insertInto("issues")
    .values({ id, language, subject, html, markdown, created_at: context.now(), queued_at: null })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();

  let queued = 0;
  for (;;) {
    // Each batch commits on its own: a crash keeps what was queued, and the next run picks up the rest.
    const count = await db.transaction().execute(async (trx) => {
      const now = context.now();
      // Paused from the console while still being queued: the rest is queued held back too.
      const { paused_at: pausedAt } = await trx
        .selectFrom("issues")
        .select("paused_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const recipients = await trx
        .selectFrom("subscribers")
        .select(["id", "email"])
        .where("status", "=", "confirmed")
        // A reader who confirmed a course alone gets its lessons, not the issues (decision 037).
        .where("newsletter", "=", 1)
        .where("language", "=", language)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("outbox")
                .select("outbox.id")
                .whereRef("outbox.subscriber_id", "=", "subscribers.id")
                .where("outbox.issue_id", "=", id),
            ),
          ),
        )
        .orderBy("id")
        .limit(batchSize)
        .execute();
      for (const [index, recipient] of recipients.entries()) {
        const unsubscribeToken = await newUnsubscribeToken(trx, recipient.id, now);
        await queueMail(
          trx,
          {
            subscriberId: recipient.id,
            recipient: recipient.email,
            kind: "issue",
            language,
            issueId: id,
            payload: { unsubscribeToken },
            sendAt: Math.max(now, Math.round(start + (queued + index) * spacingMs)),
            status: pausedAt == null ? "pending" : "paused",
          },
          now,
          context.messageDomain,
        );
      }
      return recipients.length;
    });
    queued += count;
    if (count > 0) {
      await context.durable(); // on the disk before the worker may send it
      context.onMailQueued();
    }
    if (count < batchSize) break;
  }
  await db.updateTable("issues").set({ queued_at: context.now() }).where("id", "=", id).execute();
  await context.durable();
  const { total } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("issue_id", "=", id)
    .executeTakeFirstOrThrow();
  return { issueId: id, subject, queued, total: Number(total) };
}
