/** Queues an issue to its readers, one outbox row per issue and reader, so a run after a crash queues only
 * what is missing; due `1 / mailsPerSecond` apart, so confirmations go first. Leased (decision 035). */
import { createHash } from "node:crypto";
import { issueMailsPerSecond } from "#shared/console-paths.ts";
import type { Language } from "#shared/site.ts";
import { addressHash } from "../domain/addresses.ts";
import { renderIssueOffThread } from "../mail/render-issue-off-thread.ts";
import { prepareIssueMail } from "../mail/render-once.ts";
import {
  claimIssueQueue,
  finishIssueQueue,
  issueMailsQueued,
  readersWithoutIssue,
} from "../storage/issue-queue.ts";
import { insertIssue } from "../storage/issues.ts";
import { suppressedAmong } from "../storage/suppressions.ts";
import type { ServiceContext } from "./context.ts";
import { queueReaderMail } from "./subscribe.ts";

const batchSize = 500;
/** A batch takes about a second; after a crash another server takes over once the claim runs out. */
const queueLeaseMs = 60_000;

/** Another audience or preview text is another issue; without them the id is as before decision 051. */
export function issueId(
  markdown: string,
  language: Language,
  course?: string | null,
  previewText?: string | null,
): string {
  const hash = createHash("sha256").update(language).update("\0").update(markdown);
  if (course) hash.update("\0course:").update(course);
  if (previewText) hash.update("\0preview:").update(previewText);
  return hash.digest("hex").slice(0, 32);
}

/** Renders an issue (checked once, before anything is queued: issue 39) and records it, once per id. */
export async function storeIssue(
  context: ServiceContext,
  issue: { markdown: string; language: Language; course: string | null; previewText: string | null },
  scheduledAt?: number | null,
) {
  const { markdown, language, course, previewText } = issue;
  const id = issueId(markdown, language, course, previewText);
  const { subject, html } = await renderIssueOffThread(markdown);
  const content = { subject, html, preview_text: previewText };
  await prepareIssueMail(content, language, context.publicOrigin, context.linkKey);
  await insertIssue(context.db, {
    id,
    language,
    subject,
    html,
    markdown,
    created_at: context.now(),
    queued_at: null,
    audience_course: course,
    preview_text: previewText,
    ...(scheduledAt === undefined ? {} : { scheduled_at: scheduledAt }),
  });
  return { id, subject };
}

export async function queueIssue(
  context: ServiceContext,
  markdown: string,
  language: Language,
  mailsPerSecond = issueMailsPerSecond,
  course: string | null = null,
  previewText: string | null = null,
) {
  const spacingMs = mailsPerSecond > 0 ? 1000 / mailsPerSecond : 0;
  const start = context.now();
  const { db } = context;
  const { id, subject } = await storeIssue(context, { markdown, language, course, previewText });
  let queued = 0;
  let after = ""; // the batches go through the subscribers in id order
  for (;;) {
    // Each batch commits on its own: a crash keeps what was queued, and the next run picks up the rest.
    const count = await db.transaction().execute(async (trx) => {
      const now = context.now();
      // This server's claim, taken or renewed; nobody queues a scheduled issue before its time.
      const lease = { issueId: id, owner: context.instance, leaseMs: queueLeaseMs };
      const claim = await claimIssueQueue(trx, lease, now);
      if (!claim) return { read: 0, queued: 0, claimed: false };
      const recipients = await readersWithoutIssue(trx, { id, language, course }, after, batchSize);
      // A suppressed address is not queued, to be cancelled and counted as failed.
      const hashes = recipients.map((recipient) => addressHash(recipient.email));
      const suppressed = await suppressedAmong(trx, hashes);
      const wanted = recipients.filter((_, index) => !suppressed.has(hashes[index] as string));
      for (const [index, recipient] of wanted.entries()) {
        const mail = {
          subscriberId: recipient.id,
          recipient: recipient.email,
          kind: "issue",
          language,
          issueId: id,
          payload: {},
          sendAt: Math.max(now, Math.round(start + (queued + index) * spacingMs)),
          // Paused from the console while still being queued: the rest is queued held back too.
          status: claim.paused_at == null ? "pending" : "paused",
        } as const;
        await queueReaderMail(trx, context, mail, now);
      }
      after = recipients.at(-1)?.id ?? after;
      return { read: recipients.length, queued: wanted.length, claimed: true };
    });
    queued += count.queued;
    if (count.queued > 0) {
      await context.durable();
      context.onMailQueued();
    }
    if (!count.claimed) break;
    if (count.read < batchSize) {
      await finishIssueQueue(db, id, context.now());
      await context.durable();
      break;
    }
  }
  const total = await issueMailsQueued(db, id);
  // `queued` by this run (0 when an earlier one queued them all), of `total` in the outbox.
  return { issueId: id, subject, queued, total };
}
