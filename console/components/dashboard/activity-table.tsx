import type { DayCounts } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";
import { ScrollBox, tableClasses } from "../scroll-box";
import { series, totalOf } from "./series";

/** The chart's figures, day by day, newest first, with the 90 days' totals: the numbers the chart draws. */
export function ActivityTable({ days }: { days: readonly DayCounts[] }) {
  return (
    <ScrollBox label="Figures per day">
      <table className={tableClasses}>
        <caption className="sr-only">
          Sign-ups, confirmations, unsubscribes, bounces and complaints per day, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            {series.map((line) => (
              <th key={line.key} scope="col" className="text-right">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row" className="whitespace-nowrap font-normal">
                {day.date}
              </th>
              {series.map((line) => (
                <td key={line.key} className="text-right tabular-nums">
                  {formatCount(day[line.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="font-semibold">
              Total
            </th>
            {series.map((line) => (
              <td key={line.key} className="text-right font-semibold tabular-nums">
                {formatCount(totalOf(days, line.key))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
