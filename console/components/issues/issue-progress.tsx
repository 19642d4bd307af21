import { useId } from "react";
import type { IssueSummary } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";
import { handledOf, handledShare } from "./issue-figures";

/** How far an issue's mails have got: a native progress bar, and the counts in words beside it. */
export function IssueProgress({ issue }: { issue: IssueSummary }) {
  const countsId = useId();
  const { total, queued, sent, failed, bounced } = issue.progress;
  const handled = handledOf(issue);
  return (
    <div className="flex flex-col gap-1">
      <progress
        value={handled}
        max={Math.max(total, 1)}
        aria-label={`Mails of “${issue.subject}” handled`}
        aria-describedby={countsId}
      />
      <p id={countsId} className="text-sm text-slate-800 tabular-nums">
        <strong>{handledShare(issue)} handled:</strong> {formatCount(queued)} queued, {formatCount(sent)}{" "}
        sent, {formatCount(failed)} failed, {formatCount(bounced)} bounced, of {formatCount(total)}
      </p>
    </div>
  );
}
