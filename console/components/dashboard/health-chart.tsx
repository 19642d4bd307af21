import { TriangleAlert } from "lucide-react";
import type { Dashboard } from "#shared/console-api.ts";
import { formatPercent } from "../../lib/format";
import { isOverLimit } from "./rate-cell";

/** The issues drawn: the latest, newest first. */
const shownIssues = 8;

function RateBar({ label, rate, limit }: { label: string; rate: number; limit: number }) {
  const over = isOverLimit(rate, limit);
  // The line sits at two thirds of the bar's room, so a rate up to 1.5 × the line still shows its length.
  const scale = 1.5 * limit;
  return (
    <div className="grid grid-cols-[7rem_1fr] items-center gap-2 text-sm max-[22rem]:grid-cols-1">
      <span>
        {label}: <strong className="tabular-nums">{formatPercent(rate)}</strong>
      </span>
      <span aria-hidden="true" className="relative h-3 bg-slate-200">
        <span
          className={`absolute inset-y-0 left-0 ${over ? "bg-red-800" : "bg-slate-700"} forced-colors:bg-[CanvasText]`}
          style={{ width: `${Math.min(rate / scale, 1) * 100}%` }}
        />
        <span
          className="absolute -inset-y-1 w-0.5 bg-slate-950"
          style={{ left: `${(limit / scale) * 100}%` }}
        />
      </span>
    </div>
  );
}

/**
 * Health (issue 40): each recent issue's bounce and complaint rates against their lines (a dark mark),
 * every value written beside its bar and every crossing said in words first, so nothing needs a tap,
 * a hover or colour to be read.
 */
export function HealthChart({ dashboard }: { dashboard: Dashboard }) {
  const { limits } = dashboard;
  const issues = dashboard.issues.filter((issue) => issue.status !== "scheduled").slice(0, shownIssues);
  if (issues.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-slate-700">
        The latest {issues.length === 1 ? "issue" : `${issues.length} issues`}, newest first. The dark mark on
        each bar is the line to stay under: bounces {formatPercent(limits.bounceRate)}, complaints{" "}
        {formatPercent(limits.complaintRate)}.
      </figcaption>
      <ul className="flex flex-col gap-3">
        {issues.map((issue) => {
          const warnings = [
            isOverLimit(issue.bounceRate, limits.bounceRate) ? "bounces" : undefined,
            isOverLimit(issue.complaintRate, limits.complaintRate) ? "complaints" : undefined,
          ].filter(Boolean);
          return (
            <li
              key={issue.id}
              className="flex flex-col gap-1 rounded-lg border border-slate-300 bg-white p-3"
            >
              {warnings.length > 0 ? (
                <p className="inline-flex items-center gap-1 font-semibold text-red-800">
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                  Too high: {warnings.join(" and ")}
                </p>
              ) : null}
              <p className="font-medium break-words">{issue.subject}</p>
              <RateBar label="Bounces" rate={issue.bounceRate} limit={limits.bounceRate} />
              <RateBar label="Complaints" rate={issue.complaintRate} limit={limits.complaintRate} />
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
