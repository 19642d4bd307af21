import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { Dashboard, DayCounts } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";

/** The period the headline figures cover, and the one before it they are held against. */
export const periodDays = 30;

type Key = Exclude<keyof DayCounts, "date">;

/** A series' total over the latest `periodDays` and over the `periodDays` before them. */
export function periodTotals(days: readonly DayCounts[], key: Key): { now: number; before: number } {
  const sum = (list: readonly DayCounts[]) => list.reduce((total, day) => total + day[key], 0);
  return { now: sum(days.slice(-periodDays)), before: sum(days.slice(-2 * periodDays, -periodDays)) };
}

/** "up 12 (+10%) on the 30 days before", in words, never colour alone. */
export function changeInWords(now: number, before: number): string {
  const difference = now - before;
  if (difference === 0) return `the same as the ${periodDays} days before`;
  const share =
    before > 0 ? ` (${difference > 0 ? "+" : "−"}${Math.round((Math.abs(difference) / before) * 100)}%)` : "";
  return `${difference > 0 ? "up" : "down"} ${formatCount(Math.abs(difference))}${share} on the ${periodDays} days before`;
}

const figures: readonly { key: Key; label: string }[] = [
  { key: "signUps", label: "Sign-ups" },
  { key: "confirmations", label: "Confirmations" },
  { key: "unsubscribes", label: "Unsubscribes" },
  { key: "bounces", label: "Bounces" },
];

/** The list's size now, then the last 30 days' figures, each with its change against the 30 before. */
export function HeadlineFigures({ dashboard }: { dashboard: Dashboard }) {
  const confirmed = dashboard.subscribers
    .filter((row) => row.status === "confirmed")
    .reduce((sum, row) => sum + row.count, 0);
  const net =
    periodTotals(dashboard.days, "confirmations").now - periodTotals(dashboard.days, "unsubscribes").now;
  return (
    <dl className="grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2 lg:grid-cols-5">
      <div className="rounded-lg border border-slate-300 bg-white p-4">
        <dt className="text-sm text-slate-700">Confirmed readers</dt>
        <dd className="text-2xl font-semibold tabular-nums">{formatCount(confirmed)}</dd>
        <dd className="text-sm">
          {net === 0 ? "no change" : `${net > 0 ? "+" : "−"}${formatCount(Math.abs(net))}`} in the last{" "}
          {periodDays} days
        </dd>
      </div>
      {figures.map(({ key, label }) => {
        const { now, before } = periodTotals(dashboard.days, key);
        const Icon = now > before ? ArrowUpRight : now < before ? ArrowDownRight : ArrowRight;
        return (
          <div key={key} className="rounded-lg border border-slate-300 bg-white p-4">
            <dt className="text-sm text-slate-700">
              {label}, last {periodDays} days
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCount(now)}</dd>
            <dd className="flex items-start gap-1 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {changeInWords(now, before)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
