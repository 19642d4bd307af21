import { useState } from "react";
import type { DayCounts } from "#shared/console-api.ts";
import { formatCount, formatDay } from "../../lib/format";
import { chartScale } from "./chart-scale";
import { type WeekCounts, weeksOf } from "./weeks";

const weekWords = (week: WeekCounts) =>
  `${formatDay(week.from)}–${formatDay(week.to)}: ${formatCount(week.signUps)} sign-ups, ${formatCount(week.confirmations)} confirmations`;

/**
 * Growth (issue 40): sign-ups and confirmations per week, two bars each, on their own scale. Each week
 * is a button: a tap, a click or Enter shows its figures in words under the chart (no slider, no
 * hover needed). Built of HTML boxes, so the axis labels stay text at any width; 13 weeks fit 320 px.
 */
export function GrowthChart({ days }: { days: readonly DayCounts[] }) {
  const weeks = weeksOf(days);
  const [chosen, setChosen] = useState(weeks.length - 1);
  const { max, ticks } = chartScale(
    Math.max(0, ...weeks.flatMap((week) => [week.signUps, week.confirmations])),
  );
  const shown = weeks[chosen];
  const height = (value: number) => `${(value / max) * 100}%`;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-slate-700">
        Per week, the last {weeks.length} weeks. Choose a week to read its figures.
      </figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <div aria-hidden="true" className="relative h-48 w-8 text-right text-xs tabular-nums text-slate-700">
          {ticks.map((value) => (
            <span
              key={value}
              className="absolute right-0 -translate-y-1/2"
              style={{ bottom: `${(value / max) * 100}%` }}
            >
              {formatCount(value)}
            </span>
          ))}
        </div>
        <div className="flex h-48 items-end gap-0.5 border-b border-l border-slate-500 sm:gap-1">
          {weeks.map((week, index) => (
            <button
              key={week.from}
              type="button"
              aria-pressed={index === chosen}
              aria-label={weekWords(week)}
              onClick={() => setChosen(index)}
              className="flex h-full min-w-0 flex-1 items-end justify-center gap-px rounded-t-sm px-px hover:bg-brand-50 aria-pressed:bg-brand-100"
            >
              <span
                className="w-1/2 bg-blue-700 forced-colors:bg-[CanvasText]"
                style={{ height: height(week.signUps) }}
              />
              <span
                className="w-1/2 border-2 border-emerald-700 bg-[repeating-linear-gradient(45deg,var(--color-emerald-700)_0_2px,transparent_2px_5px)] forced-colors:border-[CanvasText]"
                style={{ height: height(week.confirmations) }}
              />
            </button>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 bg-blue-700" /> Sign-ups (solid)
        </li>
        <li className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 border-2 border-emerald-700 bg-[repeating-linear-gradient(45deg,var(--color-emerald-700)_0_2px,transparent_2px_5px)]"
          />
          Confirmations (striped)
        </li>
      </ul>
      <p role="status" className="font-medium tabular-nums">
        {shown ? weekWords(shown) : "No whole week yet."}
      </p>
    </figure>
  );
}
