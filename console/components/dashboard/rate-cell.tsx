import { type RateFigures, rateWithCount, verdictWords } from "./rates";

/**
 * A rate with its count, a small bar against its line (the line sits halfway), and its verdict in words.
 * Quiet on purpose: a crossed line is raised once, under "Needs attention", with what to do.
 */
export function RateCell({ figures }: { figures: RateFigures }) {
  const { count, of, limit, verdict } = figures;
  const rate = of > 0 ? count / of : 0;
  const barWidth = Math.min(rate / (2 * limit), 1) * 100;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:min-w-36">
      <span className="tabular-nums">{rateWithCount(count, of)}</span>
      <svg viewBox="0 0 100 10" aria-hidden="true" className="h-2.5 w-24">
        <rect width={100} height={10} className="fill-slate-200" />
        <rect width={barWidth} height={10} className="fill-slate-700" />
        <line x1={50} x2={50} y1={0} y2={10} strokeWidth={2} className="stroke-slate-950" />
      </svg>
      <span className={verdict === "over" ? "font-semibold" : "text-slate-700"}>
        {verdictWords(verdict, limit)}
      </span>
    </div>
  );
}
