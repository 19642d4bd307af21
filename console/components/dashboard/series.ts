import type { DayCounts } from "../../../server/newsletter/domain/console-api.ts";

export type MarkerShape = "circle" | "square" | "triangle" | "diamond" | "cross";

export interface Series {
  key: Exclude<keyof DayCounts, "date">;
  label: string;
  /** stroke-dasharray: each line differs by its pattern, not only its colour (WCAG 1.4.1). */
  dash: string | undefined;
  marker: MarkerShape;
  /** Tailwind stroke and fill classes; every colour has at least 3:1 against white (WCAG 1.4.11). */
  stroke: string;
  fill: string;
}

export const series: readonly Series[] = [
  {
    key: "signUps",
    label: "Sign-ups",
    dash: undefined,
    marker: "circle",
    stroke: "stroke-brand-700",
    fill: "fill-brand-700",
  },
  {
    key: "confirmations",
    label: "Confirmations",
    dash: "10 5",
    marker: "square",
    stroke: "stroke-emerald-800",
    fill: "fill-emerald-800",
  },
  {
    key: "unsubscribes",
    label: "Unsubscribes",
    dash: "2 4",
    marker: "triangle",
    stroke: "stroke-violet-800",
    fill: "fill-violet-800",
  },
  {
    key: "bounces",
    label: "Bounces",
    dash: "14 4 3 4",
    marker: "diamond",
    stroke: "stroke-orange-800",
    fill: "fill-orange-800",
  },
  {
    key: "complaints",
    label: "Complaints",
    dash: "6 3",
    marker: "cross",
    stroke: "stroke-red-800",
    fill: "fill-red-800",
  },
];

export function totalOf(days: readonly DayCounts[], key: Series["key"]): number {
  return days.reduce((sum, day) => sum + day[key], 0);
}
