import type { DayCounts } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount, formatDay } from "../../lib/format";
import { ScrollBox } from "../scroll-box";
import { ActivityTable } from "./activity-table";
import { ChartLegend } from "./chart-legend";
import { Marker } from "./marker";
import { series, totalOf } from "./series";

const width = 720;
const height = 240;
const plot = { left: 44, right: 12, top: 12, bottom: 28 };
/** Markers every this many days, each series shifted so that markers of equal values do not hide each other. */
const markerEvery = 15;

/** The smallest 1, 2 or 5 × 10ⁿ at or above the highest value: round gridline labels. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

/**
 * Sign-ups, confirmations, unsubscribes, bounces and complaints per day as an inline SVG (no script or
 * style of its own, so the CSP's `style-src 'self'` holds). The image has a one-sentence summary; the
 * figures themselves are in the table under it, for screen readers and for anyone who wants numbers.
 */
export function ActivityChart({ days }: { days: readonly DayCounts[] }) {
  const max = niceMax(Math.max(0, ...days.flatMap((day) => series.map((line) => day[line.key]))));
  const x = (index: number) =>
    plot.left + (days.length > 1 ? (index * (width - plot.left - plot.right)) / (days.length - 1) : 0);
  const y = (value: number) => plot.top + (1 - value / max) * (height - plot.top - plot.bottom);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = `Line chart, ${first ? `${formatDay(first)} to ${last ? formatDay(last) : ""}` : "no days"}: ${series
    .map((line) => `${formatCount(totalOf(days, line.key))} ${line.label.toLowerCase()}`)
    .join(", ")}. The figures per day are in the table below.`;

  return (
    <figure className="flex flex-col gap-3">
      {/* Never narrower than its labels can be read at: on a phone the chart scrolls in its box. */}
      <ScrollBox label="Chart of the last 90 days">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summary}
          className="h-auto w-full min-w-[36rem] p-2"
        >
          {[0, max / 2, max].map((value) => (
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
                strokeWidth={2}
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
        </svg>
      </ScrollBox>
      <ChartLegend />
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
