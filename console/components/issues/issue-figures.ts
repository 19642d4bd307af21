import type { IssueStatus, IssueSummary } from "#shared/console-api.ts";
import { issueMailsPerSecond } from "#shared/console-paths.ts";
import { sendDuration } from "../../lib/send-time";
import { formatStockholm } from "../../lib/stockholm-time";

export const statusNames: Record<IssueStatus, string> = {
  scheduled: "Scheduled",
  queueing: "Queueing",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
};

/** Mails handled (sent, failed or bounced) of all the issue's mails. */
export function handledOf(issue: IssueSummary): number {
  const { total, sent, failed, bounced } = issue.progress;
  return Math.min(total, sent + failed + bounced);
}

/** "40%": how far the issue has got (100% once nothing is left to send). */
export function handledShare(issue: IssueSummary): string {
  const { total } = issue.progress;
  if (total === 0) return issue.status === "sent" ? "100%" : "0%";
  return `${Math.floor((handledOf(issue) / total) * 100)}%`;
}

/** What is left, at the console's rate; nothing while paused or done. */
export function timeLeft(issue: IssueSummary): string {
  if (issue.status === "sent") return "None: every mail is handled.";
  if (issue.status === "scheduled" && issue.scheduledAt)
    return `Waiting: it leaves at ${formatStockholm(issue.scheduledAt)}.`;
  if (issue.status === "paused") return "Paused: nothing goes out until you resume.";
  return `${sendDuration(issue.progress.queued, issueMailsPerSecond)} for ${issue.progress.queued} mails still queued`;
}
