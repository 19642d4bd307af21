/** What the dashboard raises first (issue 53): each thing that is wrong, how many it concerns, and what
 * to do. Every alarm of the dashboard is said here and nowhere else. */
import type { Dashboard } from "#shared/console-api.ts";
import { formatCount, formatPercent } from "../../lib/format";
import { issueRates, rateWithCount } from "./rates";

export interface Attention {
  key: string;
  /** What is wrong, with its count. */
  what: string;
  todo: string;
  /** The issue it concerns. */
  issueId: string;
  subject: string;
}

export function needsAttention(dashboard: Dashboard): Attention[] {
  const items: Attention[] = [];
  for (const issue of dashboard.issues) {
    if (issue.status === "scheduled") continue;
    const subject = `“${issue.subject}”`;
    if (issue.status === "paused") {
      items.push({
        key: `${issue.id}:paused`,
        what: `${subject} is paused: ${formatCount(issue.progress.queued)} ${issue.progress.queued === 1 ? "mail waits" : "mails wait"}.`,
        todo: "Open it to resume it, or leave it paused if you meant to stop it.",
        issueId: issue.id,
        subject: issue.subject,
      });
    }
    const { bounces, complaints } = issueRates(issue, dashboard.limits);
    if (bounces.verdict === "over") {
      items.push({
        key: `${issue.id}:bounces`,
        what: `${subject} bounced ${rateWithCount(bounces.count, bounces.of)}: over the ${formatPercent(bounces.limit)} line.`,
        todo: "Look at the bounced addresses (Subscribers, Suppressed: yes) and where they signed up before the next issue.",
        issueId: issue.id,
        subject: issue.subject,
      });
    }
    if (complaints.verdict === "over") {
      items.push({
        key: `${issue.id}:complaints`,
        what: `${subject} was marked as spam ${rateWithCount(complaints.count, complaints.of)}: over the ${formatPercent(complaints.limit)} line.`,
        todo: "Read it as a reader would: was it what they signed up for? Those who complained are already unsubscribed.",
        issueId: issue.id,
        subject: issue.subject,
      });
    }
  }
  return items;
}
