/** Issues as the console acts on them: a preview of exactly the mail that will go out, a test mail to the
 * operator, and sending, pausing and resuming (decision 028); their figures are issue-summaries.ts. */
import { randomUUID } from "node:crypto";
import type { IssueSummary } from "#shared/console-api.ts";
import { testSubjectPrefix } from "#shared/console-paths.ts";
import type { Language } from "#shared/site.ts";
import { renderIssueOffThread } from "../mail/render-issue-off-thread.ts";
import { renderMailOnce } from "../mail/render-once.ts";
import { setIssuePaused } from "../storage/issue-progress.ts";
import { reachableReaders } from "../storage/issue-queue.ts";
import { issueText, reopenIssue, unqueuedIssues } from "../storage/issues.ts";
import { queueMail } from "../storage/outbox-queue.ts";
import type { ServiceContext } from "./context.ts";
import { issueSummary } from "./issue-summaries.ts";
import { storeIssue } from "./issues.ts";

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
