import type { DayCounts } from "#shared/console-api.ts";

export interface WeekCounts {
  /** The first and last day (YYYY-MM-DD) of the week, the last ending on the latest day. */
  from: string;
  to: string;
  signUps: number;
  confirmations: number;
}

/** The days in weeks counted back from the latest day (so the newest week is whole); a short oldest
 * week is dropped rather than drawn as a dip. */
export function weeksOf(days: readonly DayCounts[]): WeekCounts[] {
  const weeks: WeekCounts[] = [];
  for (let end = days.length; end - 7 >= 0; end -= 7) {
    const week = days.slice(end - 7, end);
    weeks.unshift({
      from: week[0]?.date ?? "",
      to: week.at(-1)?.date ?? "",
      signUps: week.reduce((sum, day) => sum + day.signUps, 0),
      confirmations: week.reduce((sum, day) => sum + day.confirmations, 0),
    });
  }
  return weeks;
}
