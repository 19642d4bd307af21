import { useState } from "react";
import type { DayCounts } from "#shared/console-api.ts";
import { formatCount, formatDay } from "../../lib/format";
import { chartScale } from "./chart-scale";
import { type WeekCounts, weeksOf } from "./weeks";

const weekWords = (week: WeekCounts) =>
  `${formatDay(week.from)}–${formatDay(week.to)}: ${formatCount(week.signUps)} sign-ups, ${formatCount(week.confirmations)} confirmations`;

/** Where a value sits on the axis, from the plot's bottom: the same for a tick and a bar's top. */
export const heightOf = (value: number, max: number) => `${(value / max) * 100}%`;

/** Under each bar, the day its week starts; the month only at the first week and where it changes,
 * so 12 weeks fit 320 px. */
export function weekLabels(weeks: readonly WeekCounts[]): { day: string; month: string }[] {
  return weeks.map((week, index) => {
    const [day = "", month = ""] = formatDay(week.from).split(" ");
    const before = index > 0 ? formatDay(weeks[index - 1]?.from ?? "").split(" ")[1] : undefined;
    return { day, month: month === before ? "" : month };
  });
}

/**
 * Growth (issues 40, 53): sign-ups per week, one bar each, on an axis whose labels sit at their values
 * (a label's middle on its gridline), each week named under its bar by the day it starts. Each week is
 * a button: a tap, a click or Enter writes its sign-ups and confirmations under the chart (no slider,
 * no hover). HTML boxes, so the labels stay text at any width.
 */
export function GrowthChart({ days }: { days: readonly DayCounts[] }) {
  const weeks = weeksOf(days);
  const [chosen, setChosen] = useState(weeks.length - 1);
  const { max, ticks } = chartScale(Math.max(0, ...weeks.map((week) => week.signUps)));
  const shown = weeks[chosen];
  const labels = weekLabels(weeks);
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-slate-700">
        Sign-ups per week, the last {weeks.length} weeks, each week under its first day. Choose a week to read
        its sign-ups and confirmations.
      </figcaption>
      {/* pt-3: the top label's upper half stands above the plot, clear of the caption. */}
      <div className="grid grid-cols-[auto_1fr] grid-rows-[12rem_auto] gap-x-2 pt-3">
        <div aria-hidden="true" className="relative w-8 text-right text-xs tabular-nums text-slate-700">
          {ticks.map((value) => (
            <span
              key={value}
              data-tick={value}
              className="absolute right-0 translate-y-1/2 leading-4"
              style={{ bottom: heightOf(value, max) }}
            >
              {formatCount(value)}
            </span>
          ))}
        </div>
        <div
          data-plot
          className="relative flex items-end gap-0.5 border-b border-l border-slate-500 sm:gap-1"
        >
          {ticks.slice(1).map((value) => (
            <span
              key={value}
              aria-hidden="true"
              className="absolute inset-x-0 border-t border-slate-200"
              style={{ bottom: heightOf(value, max) }}
            />
          ))}
          {weeks.map((week, index) => (
            <button
              key={week.from}
              type="button"
              aria-pressed={index === chosen}
              aria-label={weekWords(week)}
              onClick={() => setChosen(index)}
              className="relative flex h-full min-w-0 flex-1 items-end justify-center rounded-t-sm px-0.5 hover:bg-brand-50 aria-pressed:bg-brand-100"
            >
              <span
                data-bar={week.signUps}
                className="w-full max-w-8 bg-blue-700 forced-colors:bg-[CanvasText]"
                style={{ height: heightOf(week.signUps, max) }}
              />
            </button>
          ))}
        </div>
        <div aria-hidden="true" className="col-start-2 flex gap-0.5 pt-1 sm:gap-1">
          {labels.map((label, index) => (
            <span
              key={weeks[index]?.from}
              data-week={weeks[index]?.from}
              className="flex min-w-0 flex-1 flex-col items-center text-xs leading-4 text-slate-700 tabular-nums"
            >
              <span>{label.day}</span>
              <span>{label.month || "\u00a0"}</span>
            </span>
          ))}
        </div>
      </div>
      <p role="status" className="font-medium tabular-nums">
        {shown ? weekWords(shown) : "No whole week yet."}
      </p>
    </figure>
  );
}
