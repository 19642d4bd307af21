/** An issue's progress and rates as the console shows them; a finished issue's counts are written on it,
 * so they outlive its purged mails (decision 028). */
import type { IssueStatus, IssueSummary } from "#shared/console-api.ts";
import {
  countEvents,
  countRows,
  type EventCounts,
  type RowCounts,
  storeFinalCounts,
} from "../storage/issue-progress.ts";
import { type IssueRow, issueRows } from "../storage/issues.ts";
import { iso, type ServiceContext } from "./context.ts";

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
