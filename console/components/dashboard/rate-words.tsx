import { TriangleAlert } from "lucide-react";
import type { IssueSummary } from "#shared/console-api.ts";
import { formatPercent } from "../../lib/format";
import { isOverLimit } from "./rate-cell";

/** The lines the console holds rates to (service/console-issues.ts: rateLimits). */
export const bounceLine = 0.02;
export const complaintLine = 0.003;

/** An issue's bounce and complaint rates, each with what its line means, in words. */
export function IssueRateWords({ issue }: { issue: IssueSummary }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <RateLine
        name="Bounce rate"
        rate={issue.bounceRate}
        limit={bounceLine}
        meaning="of the mails sent came back undelivered"
      />
      <RateLine
        name="Complaint rate"
        rate={issue.complaintRate}
        limit={complaintLine}
        meaning="of the readers marked it as spam"
      />
    </ul>
  );
}

function RateLine({
  name,
  rate,
  limit,
  meaning,
}: {
  name: string;
  rate: number;
  limit: number;
  meaning: string;
}) {
  const over = isOverLimit(rate, limit);
  return (
    <li className={over ? "font-semibold text-red-800" : ""}>
      {over ? <TriangleAlert aria-hidden="true" className="mr-1 inline size-4" /> : null}
      {name}: {formatPercent(rate)} {meaning}.{" "}
      {over
        ? `That is over the ${formatPercent(limit)} line: see the dashboard.`
        : `Under the ${formatPercent(limit)} line.`}
    </li>
  );
}
