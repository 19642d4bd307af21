import type { SubscriberPage } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount } from "../../lib/format";

/** Everyone in the list by state (whatever the filters), and how many the filters match. */
export function SubscriberCountsLine({ page }: { page: SubscriberPage }) {
  const { counts } = page;
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(
          [
            ["In the list", all],
            ["Confirmed", counts.confirmed],
            ["Pending", counts.pending],
            ["Unsubscribed", counts.unsubscribed],
            ["Suppressed addresses", counts.suppressed],
          ] as const
        ).map(([term, count]) => (
          <div key={term} className="flex gap-1">
            <dt className="text-slate-700">{term}:</dt>
            <dd className="font-semibold tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className="font-medium">
        {page.total === 1 ? "1 subscriber matches" : `${formatCount(page.total)} subscribers match`}
      </p>
    </div>
  );
}
