import { useId, useState } from "react";
import type { DayCounts } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount, formatDay } from "../../lib/format";
import { ScrollBox } from "../scroll-box";
import { ActivityTable } from "./activity-table";
import { ChartLegend } from "./chart-legend";
import { chartScale } from "./chart-scale";
import { ChartTooltip } from "./chart-tooltip";
import { Marker } from "./marker";
import { dayInWords, series, totalOf } from "./series";

export { niceMax } from "./chart-scale";

export const chartSize = { width: 720, height: 260 };
const { width, height } = chartSize;
export const plot = { left: 44, right: 12, top: 12, bottom: 28 };
/** Markers every this many days, each series shifted so that markers of equal values do not hide each other. */
const markerEvery = 15;

/**
 * Sign-ups, confirmations, unsubscribes, bounces and complaints per day as an inline SVG (no script or
 * style of its own, so the CSP's `style-src 'self'` holds). Hovering a day, or moving the slider under
 * the chart (keyboard), shows that day's figures beside the line and in words under it. On a phone the
 * chart keeps its size and opens scrolled to the latest weeks.
 */
export function ActivityChart({ days }: { days: readonly DayCounts[] }) {
  const ids = useId();
  const [active, setActive] = useState<number>();
  const { max, ticks } = chartScale(
    Math.max(0, ...days.flatMap((day) => series.map((line) => day[line.key]))),
  );
  const x = (index: number) =>
    plot.left + (days.length > 1 ? (index * (width - plot.left - plot.right)) / (days.length - 1) : 0);
  const y = (value: number) => plot.top + (1 - value / max) * (height - plot.top - plot.bottom);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = `Line chart, ${first ? `${formatDay(first)} to ${last ? formatDay(last) : ""}` : "no days"}: ${series
    .map((line) => `${formatCount(totalOf(days, line.key))} ${line.label.toLowerCase()}`)
    .join(", ")}. The figures per day are in the table below.`;
  const shown = active === undefined ? undefined : days[active];
  const hover = (event: React.MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = ((event.clientX - box.left) / box.width) * width;
    const index = Math.round(((at - plot.left) / (width - plot.left - plot.right)) * (days.length - 1));
    setActive(Math.min(days.length - 1, Math.max(0, index)));
  };

  return (
    <figure className="flex flex-col gap-3">
      <ScrollBox label="Chart of the last 90 days" startAtEnd>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summary}
          onMouseMove={hover}
          onMouseLeave={() => setActive(undefined)}
          className="h-auto w-full min-w-[45rem] p-2"
        >
          {ticks.map((value) => (
            <g key={value}>
              <line
                x1={plot.left}
                x2={width - plot.right}
                y1={y(value)}
                y2={y(value)}
                className="stroke-slate-300"
              />
              <text
                x={plot.left - 6}
                y={y(value) + 4}
                textAnchor="end"
                fontSize={12}
                className="fill-slate-700"
              >
                {formatCount(value)}
              </text>
            </g>
          ))}
          {[0, Math.floor((days.length - 1) / 2), days.length - 1].map((index, position) => {
            const day = days[index];
            if (!day) return null;
            const anchor = position === 0 ? "start" : position === 2 ? "end" : "middle";
            return (
              <text
                key={day.date}
                x={x(index)}
                y={height - 8}
                textAnchor={anchor}
                fontSize={12}
                className="fill-slate-700"
              >
                {formatDay(day.date)}
              </text>
            );
          })}
          {series.map((line, order) => (
            <g key={line.key}>
              <polyline
                points={days.map((day, index) => `${x(index)},${y(day[line.key])}`).join(" ")}
                className={`${line.stroke} fill-none`}
                strokeWidth={2.5}
                strokeDasharray={line.dash}
                strokeLinejoin="round"
              />
              {days.map((day, index) =>
                (index + order * 3) % markerEvery === 0 ? (
                  <Marker key={day.date} series={line} x={x(index)} y={y(day[line.key])} />
                ) : null,
              )}
            </g>
          ))}
          {shown && active !== undefined ? (
            <ChartTooltip
              day={shown}
              x={x(active)}
              y={y}
              top={plot.top}
              bottom={height - plot.bottom}
              width={width}
            />
          ) : null}
        </svg>
      </ScrollBox>
      <ChartLegend />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-day`} className="font-medium">
          Day shown in the chart
        </label>
        <input
          id={`${ids}-day`}
          type="range"
          min={0}
          max={Math.max(0, days.length - 1)}
          value={active ?? days.length - 1}
          aria-valuetext={
            days[active ?? days.length - 1]
              ? dayInWords(days[active ?? days.length - 1] as DayCounts, formatDay)
              : ""
          }
          onChange={(event) => setActive(Number(event.target.value))}
          onFocus={() => setActive((current) => current ?? days.length - 1)}
          onBlur={() => setActive(undefined)}
          className="min-h-11 w-full accent-brand-700"
        />
        <p className="text-sm tabular-nums">
          {shown
            ? dayInWords(shown, formatDay)
            : "Hover over the chart or move the slider to read a day's figures."}
        </p>
      </div>
      <details className="rounded-lg border border-slate-300 bg-white p-3">
        <summary className="min-h-6 cursor-pointer font-medium text-brand-800">
          The figures per day, as a table
        </summary>
        <div className="mt-3">
          <ActivityTable days={days} />
        </div>
      </details>
    </figure>
  );
}
