import { TriangleAlert } from "lucide-react";
import { formatPercent } from "../../lib/format";

/** At or over the line is crossed: Gmail's and Yahoo's guidance is to stay below it. */
export function isOverLimit(rate: number, limit: number): boolean {
  return rate > 0 && rate >= limit;
}

/**
 * A rate, a small bar against its line (the line sits halfway), and, once crossed, a warning in words
 * with an icon: never colour alone.
 */
export function RateCell({ rate, limit }: { rate: number; limit: number }) {
  const over = isOverLimit(rate, limit);
  const barWidth = Math.min(rate / (2 * limit), 1) * 100;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:min-w-36">
      <span className="tabular-nums">{formatPercent(rate)}</span>
      <svg viewBox="0 0 100 10" aria-hidden="true" className="h-2.5 w-24">
        <rect width={100} height={10} className="fill-slate-200" />
        <rect width={barWidth} height={10} className={over ? "fill-red-800" : "fill-slate-700"} />
        <line x1={50} x2={50} y1={0} y2={10} strokeWidth={2} className="stroke-slate-950" />
      </svg>
      {over ? (
        <span className="inline-flex items-center gap-1 font-semibold text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          Too high: over {formatPercent(limit)}
        </span>
      ) : (
        <span className="text-slate-700">Fine: under {formatPercent(limit)}</span>
      )}
    </div>
  );
}
