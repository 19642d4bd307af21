import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor } from "../../lib/numbers";
import { signed, type YearResult } from "./tax-results";
import type { CalculatorDictionary } from "./words/calculator-en";

/** The one short sentence the live region reads: the year asked for (or why it is not computed). */
export function resultSummary(words: CalculatorDictionary, language: Language, years: YearResult[]): string {
  const [shownFirst] = years;
  if (!shownFirst) return "";
  if (shownFirst.result.status !== "computed") {
    return fill(words.notCovered[shownFirst.result.reason], { year: shownFirst.year });
  }
  const { totalTax, netPerMonth } = shownFirst.result.lines;
  return fill(words.summary, {
    year: shownFirst.year,
    tax: formatKronor(totalTax, language),
    net: formatKronor(netPerMonth, language),
  });
}

/** Under the table: the change in total tax from 2025 to 2026, and why any other year is not computed. */
export function resultNotes(words: CalculatorDictionary, language: Language, years: YearResult[]): string[] {
  const total = (year: number) => {
    const entry = years.find((candidate) => candidate.year === year);
    return entry?.result.status === "computed" ? entry.result.lines.totalTax : null;
  };
  const [before, after] = [total(2025), total(2026)];
  const change =
    before === null || after === null
      ? []
      : [fill(words.summaryChange, { change: signed(after - before, language) })];
  const uncovered = years
    .slice(1)
    .flatMap((entry) =>
      entry.result.status === "computed"
        ? []
        : [fill(words.notCovered[entry.result.reason], { year: entry.year })],
    );
  return [...change, ...uncovered];
}
