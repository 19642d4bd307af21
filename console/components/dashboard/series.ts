import type { DayCounts } from "#shared/console-api.ts";

export type MarkerShape = "circle" | "square" | "triangle" | "diamond" | "cross";

export interface Series {
  key: Exclude<keyof DayCounts, "date">;
  label: string;
  /** stroke-dasharray: each line differs by its pattern, not only its colour (WCAG 1.4.1). */
  dash: string | undefined;
  marker: MarkerShape;
  /** Tailwind stroke and fill classes, five hues far apart (blue, green, magenta, amber, near-black); every
   * one has at least 3:1 against white (WCAG 1.4.11). */
  stroke: string;
  fill: string;
}

export const series: readonly Series[] = [
  {
    key: "signUps",
    label: "Sign-ups",
    dash: undefined,
    marker: "circle",
    stroke: "stroke-blue-700",
    fill: "fill-blue-700",
  },
  {
    key: "confirmations",
    label: "Confirmations",
    dash: "10 5",
    marker: "square",
    stroke: "stroke-emerald-700",
    fill: "fill-emerald-700",
  },
  {
    key: "unsubscribes",
    label: "Unsubscribes",
    dash: "2 4",
    marker: "triangle",
    stroke: "stroke-fuchsia-700",
    fill: "fill-fuchsia-700",
  },
  {
    key: "bounces",
    label: "Bounces",
    dash: "14 4 3 4",
    marker: "diamond",
    stroke: "stroke-amber-700",
    fill: "fill-amber-700",
  },
  {
    key: "complaints",
    label: "Complaints",
    dash: "6 3",
    marker: "cross",
    stroke: "stroke-slate-900",
    fill: "fill-slate-900",
  },
];

export function totalOf(days: readonly DayCounts[], key: Series["key"]): number {
  return days.reduce((sum, day) => sum + day[key], 0);
}

/** "3 Nov: 2 sign-ups, 1 confirmation, …": one day's figures in words. */
export function dayInWords(day: DayCounts, formatDate: (date: string) => string): string {
  return `${formatDate(day.date)}: ${series.map((line) => `${day[line.key]} ${line.label.toLowerCase()}`).join(", ")}`;
}
