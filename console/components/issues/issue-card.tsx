import { Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import type { IssueSummary } from "#shared/console-api.ts";
import { formatTime, languageNames } from "../../lib/format";
import { Button } from "../button";
import { IssueRateWords } from "../dashboard/rate-words";
import { Notice } from "../notice";
import { statusNames, timeLeft } from "./issue-figures";
import { IssueProgress } from "./issue-progress";
import { useLiveIssue } from "./use-live-issue";

/** Where an issue stands; while it is not sent yet it updates itself every second and can be paused. */
export function IssueCard({ issue }: { issue: IssueSummary }) {
  return issue.status === "sent" ? <IssueDetails issue={issue} /> : <LiveIssueCard initial={issue} />;
}

function LiveIssueCard({ initial }: { initial: IssueSummary }) {
  const { issue, problem, setPaused } = useLiveIssue(initial);
  const paused = issue.status === "paused";
  return (
    <IssueDetails issue={issue}>
      {issue.status === "sent" ? null : (
        // One button whose words change, so keyboard focus stays on it.
        <Button
          variant={paused ? "primary" : "secondary"}
          className="self-start"
          onClick={() => setPaused(!paused)}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {paused ? "Resume sending" : "Pause sending"}
        </Button>
      )}
      <Notice kind="error">{problem}</Notice>
    </IssueDetails>
  );
}

function IssueDetails({ issue, children }: { issue: IssueSummary; children?: ReactNode }) {
  const paused = issue.status === "paused";
  return (
    <div
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${paused ? "border-2 border-amber-700" : "border-slate-300"}`}
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-700">Language:</dt>
          <dd>{languageNames[issue.language]}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-700">Created:</dt>
          <dd>{formatTime(issue.createdAt)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-700">Status:</dt>
          {/* A live region: the change to Paused, Sending or Sent is announced; the counts are not, each second. */}
          <dd className="font-semibold">
            <span role="status">{statusNames[issue.status]}</span>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-700">Time left:</dt>
          <dd>{timeLeft(issue)}</dd>
        </div>
      </dl>
      {paused ? (
        <p className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950">
          Paused{issue.pausedAt ? ` since ${formatTime(issue.pausedAt)}` : ""}: no mail of this issue goes out
          until you resume.
        </p>
      ) : null}
      <IssueProgress issue={issue} />
      <IssueRateWords issue={issue} />
      {children}
    </div>
  );
}
