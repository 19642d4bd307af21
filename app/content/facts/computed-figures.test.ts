/**
 * Every figure the calculators compute with (tax-figures.ts, lesson-figures.ts) against the fact row it
 * names: the row must give each of its numbers, in the unit the row writes it in, and grade it as the
 * figure does. A figure changed in code but not in the facts (or the other way round) fails here.
 */
import { describe, expect, it } from "vitest";
import type { Fact } from "./fact";
import { factTables } from "./fact-library";
import {
  interestFigures,
  iskFigures,
  rotRutFigures,
  shareSaleFigures,
  travelFigures,
} from "./lesson-figures";
import type { Sourced } from "./sourced";
import { commonConstants, yearConstants } from "./tax-figures";

const named = (prefix: string, group: Record<string, Sourced<unknown>>) =>
  Object.entries(group).map(([name, figure]) => [`${prefix}${name}`, figure] as const);

const figures = [
  ...Object.entries(yearConstants).flatMap(([year, group]) => named(`${year} `, group)),
  ...named("", commonConstants),
  ...named("ISK ", iskFigures),
  ...named("ROT/RUT ", rotRutFigures),
  ...named("travel ", travelFigures),
  ...named("interest ", interestFigures),
  ...named("share sale ", shareSaleFigures),
];

const rows = new Map<string, Fact>(
  factTables.flatMap((table) => table.facts.map((fact) => [`${table.file} › ${fact.topic}`, fact] as const)),
);

/** The numbers and days a value holds as its row writes them: where the figure is marked `share`, the
 * value itself or the `rate` of each of its parts as a percentage; without sign (the rows write
 * "− 0.073 pbb"); a day as its year and `month-day`. Zero and the open end of the last band are no
 * figure a row writes ("no reduction", "above"). */
function asStated(value: unknown, share = false): { figures: number[]; dates: string[] } {
  if (typeof value === "number") {
    if (value === 0 || !Number.isFinite(value)) return { figures: [], dates: [] };
    const stated = Math.abs(share ? value * 100 : value);
    return { figures: [Number(stated.toPrecision(12))], dates: [] };
  }
  if (typeof value === "string") {
    const [year, month, day] = value.split("-").map(Number);
    return { figures: [year ?? Number.NaN], dates: [`${month}-${day}`] };
  }
  const parts = Object.entries(value as object).map(([key, each]) =>
    typeof each === "number" ? asStated(each, share && key === "rate") : asStated(each, share),
  );
  return { figures: parts.flatMap((part) => part.figures), dates: parts.flatMap((part) => part.dates) };
}

describe("the figures the calculators compute with", () => {
  it("are a few dozen, every one of them checked below", () => {
    expect(figures.length).toBeGreaterThan(30);
  });

  it.each(figures)("%s is what its fact row gives", (_, figure) => {
    const row = rows.get(figure.source);
    expect(row, `no fact row “${figure.source}”`).toBeDefined();
    if (!row) return;
    expect(row.confidence === "none" || row.confidence.split("/").includes(figure.confidence)).toBe(true);
    if (figure.inWords) return;
    const { figures: numbers, dates } = asStated(figure.value, figure.share);
    expect(numbers.filter((number) => !row.figures.includes(number))).toEqual([]);
    expect(dates.filter((date) => !row.dates.includes(date))).toEqual([]);
  });
});
