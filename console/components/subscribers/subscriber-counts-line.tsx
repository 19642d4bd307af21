import type { SubscriberCounts } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";

/** Everyone in the list by state, whatever the filters, then the confirmed by what they get;
 * unsubscribed readers are forgotten (decision 031), so theirs is the count of unsubscriptions kept. */
export function SubscriberCountsLine({ counts }: { counts: SubscriberCounts }) {
  const sum = (key: "newsletterOnly" | "coursesOnly" | "both" | "neither") =>
    counts.gets.reduce((total, each) => total + each[key], 0);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <CountList
        counts={[
          ["In the list", counts.pending + counts.confirmed],
          ["Confirmed", counts.confirmed],
          ["Pending", counts.pending],
          ["Unsubscribed in the last 90 days", counts.unsubscribed],
          ["Suppressed addresses", counts.suppressed],
        ]}
      />
      {/* What the confirmed get (issue 53): issues reach only the newsletter's readers. */}
      <CountList
        counts={[
          ["Confirmed, newsletter only", sum("newsletterOnly")],
          ["Confirmed, courses only", sum("coursesOnly")],
          ["Confirmed, newsletter and courses", sum("both")],
          ["Confirmed, neither any more (course over)", sum("neither")],
        ]}
      />
    </div>
  );
}

function CountList({ counts }: { counts: [term: string, count: number][] }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1">
      {counts.map(([term, count]) => (
        <div key={term} className="flex gap-1">
          <dt className="text-slate-700">{term}:</dt>
          <dd className="font-semibold tabular-nums">{formatCount(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many the search and filters match, announced as it changes. */
export function MatchCount({ total }: { total: number }) {
  return (
    <p role="status" className="font-medium">
      {total === 1 ? "1 subscriber matches" : `${formatCount(total)} subscribers match`}
    </p>
  );
}
