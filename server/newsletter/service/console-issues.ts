/** Issues as the console sees them: each one's progress and rates, a preview of exactly the mail that
 * will go out, a test mail to the operator, and sending, pausing and resuming (decision 028). */
import { randomUUID } from "node:crypto";
import type { IssueStatus, IssueSummary } from "#shared/console-api.ts";
import { testSubjectPrefix } from "#shared/console-paths.ts";
import type { Language } from "#shared/site.ts";
import { renderIssueOffThread } from "../mail/render-issue-off-thread.ts";
import { renderMailOnce } from "../mail/render-once.ts";
import {
  countEvents,
  countRows,
  type EventCounts,
  type RowCounts,
  setIssuePaused,
  storeFinalCounts,
} from "../storage/issue-progress.ts";
import { reachableReaders } from "../storage/issue-queue.ts";
import { type IssueRow, issueRows, issueText, reopenIssue, unqueuedIssues } from "../storage/issues.ts";
import { queueMail } from "../storage/outbox-queue.ts";
import { iso, type ServiceContext } from "./context.ts";
import { storeIssue } from "./issues.ts";

/** Gmail's and Yahoo's 2024 rules name 0.3 % complaints; 2 % bounces is a common rule of thumb (issue 24). */
export const rateLimits = { bounceRate: 0.02, complaintRate: 0.003 } as const;

function summarise(issue: IssueRow, rows: RowCounts, events: EventCounts, now: number): IssueSummary {
  const count = (...statuses: string[]) => statuses.reduce((sum, status) => sum + (rows[status] ?? 0), 0);
  const queued = count("pending", "sending", "paused");
  const sentRows = count("sent");
  const failedRows = count("failed", "cancelled");
  // Reports after the send (not the SMTP server's refusals, already failed rows) turn "sent" into "bounced".
  const bounced = Math.min(sentRows, Math.max(0, events.hard + events.soft - events.atSmtp));
  const scheduledAt = issue.scheduled_at == null ? null : Number(issue.scheduled_at);
  const status: IssueStatus =
    issue.paused_at != null
      ? "paused"
      : issue.queued_at == null
        ? scheduledAt !== null && scheduledAt > now
          ? "scheduled"
          : "queueing"
        : queued > 0
          ? "sending"
          : "sent";
  const attempted = sentRows + count("failed");
  return {
    id: issue.id,
    language: issue.language,
    subject: issue.subject,
    status,
    createdAt: iso(issue.created_at),
    progress: {
      total: queued + sentRows + failedRows,
      queued,
      sent: sentRows - bounced,
      failed: failedRows,
      bounced,
    },
    bounceRate: attempted > 0 ? (events.hard + events.soft) / attempted : 0,
    complaintRate: sentRows > 0 ? events.complaint / sentRows : 0,
    rateCounts: {
      bounces: events.hard + events.soft,
      attempted,
      complaints: events.complaint,
      sent: sentRows,
    },
    pausedAt: iso(issue.paused_at),
    scheduledAt: iso(scheduledAt),
    audienceCourse: issue.audience_course ?? null,
  };
}

async function summariesOf(context: ServiceContext, issues: IssueRow[]): Promise<IssueSummary[]> {
  const open = issues.filter((issue) => issue.final_progress == null).map((issue) => issue.id);
  const rowCounts = await countRows(context.db, open);
  const eventCounts = await countEvents(
    context.db,
    issues.map((issue) => issue.id),
  );
  const summaries: IssueSummary[] = [];
  for (const issue of issues) {
    const rows = issue.final_progress
      ? (JSON.parse(issue.final_progress) as RowCounts)
      : rowCounts.get(issue.id);
    const summary = summarise(issue, rows ?? {}, eventCounts.get(issue.id) as EventCounts, context.now());
    if (summary.status === "sent" && issue.final_progress == null) {
      await storeFinalCounts(context.db, issue.id, rows ?? {});
    }
    summaries.push(summary);
  }
  return summaries;
}

export async function issueSummaries(context: ServiceContext, limit = 100) {
  return summariesOf(context, await issueRows(context.db, { limit }));
}

export async function issueSummary(context: ServiceContext, id: string) {
  const [summary] = await summariesOf(context, await issueRows(context.db, { id }));
  return summary;
}

/** A mail row for a preview: rendered as a reader's is, its links lead nowhere (preview@invalid). */
export function previewRow(
  context: ServiceContext,
  mail: { kind: "issue-test" | "lesson"; language: Language; course?: string; payload: object },
) {
  const id = randomUUID();
  const payload = JSON.stringify({ ...mail.payload, key: context.linkKey.id });
  const messageId = `<${id}@${context.messageDomain}>`;
  return { ...mail, id, recipient: "preview@invalid", payload, message_id: messageId };
}

/** The issue mail exactly as a subscriber gets it, with an unsubscribe link that leads nowhere. */
export async function previewIssue(
  context: ServiceContext,
  markdown: string,
  language: Language,
  previewText: string | null = null,
) {
  const issue = { ...(await renderIssueOffThread(markdown)), preview_text: previewText };
  const row = previewRow(context, { kind: "issue-test", language, payload: { issue } });
  // Off the thread, as the send renders it (issue 39: one preview blocked the site for 0.8 s).
  const mail = await renderMailOnce(row, context.publicOrigin, context.linkKey, issue);
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/** The exact issue mail to one operator; its unsubscribe token unsubscribes nobody (no hash is stored). */
export async function queueTestMail(
  context: ServiceContext,
  operator: string,
  markdown: string,
  language: Language,
  previewText: string | null = null,
) {
  const issue = { ...(await renderIssueOffThread(markdown)), preview_text: previewText };
  const now = context.now();
  // Marked in the subject, so nobody it is forwarded to takes it for the issue itself.
  const payload = { issue: { ...issue, subject: `${testSubjectPrefix}${issue.subject}` } };
  const mail = { subscriberId: null, recipient: operator, kind: "issue-test" as const, language, payload };
  await context.db
    .transaction()
    .execute((trx) => queueMail(trx, mail, now, context.messageDomain, context.linkKey));
  await context.durable();
  context.onMailQueued();
}

/** Records the issue (its Markdown too, so a restart can finish queueing it); the caller then queues it
 * with `queueIssue`. A scheduled one is left for the servers' look at unfinished issues (decision 051). */
export async function beginIssue(
  context: ServiceContext,
  markdown: string,
  language: Language,
  options: { scheduledAt?: number | null; course?: string | null; previewText?: string | null } = {},
) {
  const { scheduledAt = null, course = null, previewText = null } = options;
  const { id } = await storeIssue(context, { markdown, language, course, previewText }, scheduledAt);
  // An issue sent again (the same text) goes only to those who have not had it: queueIssue's rule.
  await reopenIssue(context.db, id, scheduledAt);
  await context.durable();
  return (await issueSummary(context, id)) as IssueSummary;
}

export async function pauseIssue(context: ServiceContext, id: string, paused: boolean) {
  await setIssuePaused(context.db, id, paused, context.now());
  await context.durable();
  return issueSummary(context, id);
}

/** Issues left unqueued whose lease lapsed or was never taken, for any server to finish (decision 035). */
export function unfinishedIssues(context: ServiceContext) {
  return unqueuedIssues(context.db, context.now());
}

/** How many an issue would go to now: queueIssue's readers, less the suppression list. */
export function readersOf(context: ServiceContext, language: Language, course: string | null = null) {
  return reachableReaders(context.db, language, course);
}

/** An issue's stored Markdown (null for issues sent before the console kept it). */
export function issueMarkdown(context: ServiceContext, id: string) {
  return issueText(context.db, id);
}
