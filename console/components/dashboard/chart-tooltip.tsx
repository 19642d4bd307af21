import type { DayCounts } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount, formatDay } from "../../lib/format";
import { Marker } from "./marker";
import { series } from "./series";

const boxWidth = 168;
const lineHeight = 17;

/** One day's figures drawn in the chart beside its vertical line (SVG attributes only: the CSP allows no
 * style), on the side with room. */
export function ChartTooltip({
  day,
  x,
  y,
  top,
  bottom,
  width,
}: {
  day: DayCounts;
  x: number;
  y: (value: number) => number;
  top: number;
  bottom: number;
  width: number;
}) {
  const left = x + boxWidth + 12 > width ? x - boxWidth - 8 : x + 8;
  const boxHeight = lineHeight * (series.length + 1) + 10;
  return (
    // Inside the chart's role="img": screen readers get the day in words under the chart instead.
    <g>
      <line x1={x} x2={x} y1={top} y2={bottom} strokeWidth={1.5} className="stroke-slate-900" />
      {series.map((line) => (
        <Marker key={line.key} series={line} x={x} y={y(day[line.key])} />
      ))}
      <rect
        x={left}
        y={top}
        width={boxWidth}
        height={boxHeight}
        rx={6}
        className="fill-white stroke-slate-500"
      />
      <text x={left + 10} y={top + lineHeight} fontSize={13} fontWeight={600} className="fill-slate-900">
        {formatDay(day.date)}
      </text>
      {series.map((line, index) => (
        <text
          key={line.key}
          x={left + 10}
          y={top + lineHeight * (index + 2)}
          fontSize={13}
          className="fill-slate-900"
        >
          {line.label}: {formatCount(day[line.key])}
        </text>
      ))}
    </g>
  );
}
