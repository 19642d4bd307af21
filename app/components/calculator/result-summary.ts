import type { Language } from "../../config/site";
import type { CalculatorDictionary } from "../../i18n/calculator-en";
import { fill } from "../../i18n/translate";
import { formatKronor } from "../../lib/numbers";
import { signed, type YearResult } from "./tax-results";

/** The one sentence the live region reads: the year asked for, and the change between the years. */
export function resultSummary(words: CalculatorDictionary, language: Language, years: YearResult[]): string {
  const [shownFirst] = years;
  if (!shownFirst) return "";
  if (shownFirst.result.status !== "computed") {
    return fill(words.notCovered[shownFirst.result.reason], { year: shownFirst.year });
  }
  const { totalTax, netPerMonth } = shownFirst.result.lines;
  const sentence = fill(words.summary, {
    year: shownFirst.year,
    tax: formatKronor(totalTax, language),
    net: formatKronor(netPerMonth, language),
  });
  const totals = ([2025, 2026] as const).map((year) => {
    const entry = years.find((candidate) => candidate.year === year);
    return entry?.result.status === "computed" ? entry.result.lines.totalTax : null;
  });
  const [before, after] = totals;
  if (before == null || after == null) return sentence;
  return `${sentence} ${fill(words.summaryChange, { change: signed(after - before, language) })}`;
}
