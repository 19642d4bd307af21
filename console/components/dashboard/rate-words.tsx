import { TriangleAlert } from "lucide-react";
import type { IssueSummary } from "#shared/console-api.ts";
import { formatPercent } from "../../lib/format";
import { issueRates, minimumSends, type RateFigures, rateWithCount } from "./rates";

/** The lines the console holds rates to (service/console-issues.ts: rateLimits). */
export const limits = { bounceRate: 0.02, complaintRate: 0.003 } as const;

/** An issue's bounce and complaint rates, each with its count and what its line means, in words. */
export function IssueRateWords({ issue }: { issue: IssueSummary }) {
  const rates = issueRates(issue, limits);
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <RateLine
        name="Bounce rate"
        figures={rates.bounces}
        meaning="of the mails tried came back undelivered"
      />
      <RateLine
        name="Complaint rate"
        figures={rates.complaints}
        meaning="of the mails sent were marked as spam"
      />
    </ul>
  );
}

function RateLine({ name, figures, meaning }: { name: string; figures: RateFigures; meaning: string }) {
  const over = figures.verdict === "over";
  const line = formatPercent(figures.limit);
  return (
    <li className={over ? "font-semibold text-red-800" : ""}>
      {over ? <TriangleAlert aria-hidden="true" className="mr-1 inline size-4" /> : null}
      {name}: {rateWithCount(figures.count, figures.of)} {meaning}.{" "}
      {figures.verdict === "too-few"
        ? `Too few to judge: fewer than ${minimumSends} mails.`
        : over
          ? `That is over the ${line} line.`
          : `Under the ${line} line.`}
    </li>
  );
}
