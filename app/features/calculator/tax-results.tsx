import type { Language } from "#shared/site.ts";
import { formatKronor, formatPercent } from "../../lib/numbers";
import type { TaxLines, TaxResult } from "./tax/compute-tax";
import type { TaxYear } from "./tax/constants";
import type { CalculatorDictionary } from "./words/calculator-en";

type LineKey = keyof CalculatorDictionary["lines"];
/** Amount lines in the order Skatteverket computes them; reductions are shown as minus amounts. */
const amountLines: { key: LineKey & keyof TaxLines; sign: 1 | -1; strong?: boolean }[] = [
  { key: "grundavdrag", sign: 1 },
  { key: "bfi", sign: 1 },
  { key: "municipalTax", sign: 1 },
  { key: "stateTax", sign: 1 },
  { key: "pensionContribution", sign: 1 },
  { key: "pensionReduction", sign: -1 },
  { key: "jobTaxCredit", sign: -1 },
  { key: "earnedIncomeReduction", sign: -1 },
  { key: "totalTax", sign: 1, strong: true },
  { key: "netPerMonth", sign: 1, strong: true },
];

export interface YearResult {
  year: TaxYear;
  rate: number;
  income: number;
  result: TaxResult;
}

export function signed(value: number, language: Language): string {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${formatKronor(rounded, language)}` : formatKronor(rounded, language);
}

/** Each year's lines side by side, the year asked for first, and the change from 2025 to 2026. */
export function TaxResults({
  words,
  language,
  years,
}: {
  words: CalculatorDictionary;
  language: Language;
  years: YearResult[];
}) {
  const linesOf = (entry: YearResult) => (entry.result.status === "computed" ? entry.result.lines : null);
  const byYear = (year: TaxYear) => years.find((entry) => entry.year === year);
  const [first, second] = [byYear(2025), byYear(2026)].map((entry) => (entry ? linesOf(entry) : null));
  const cell = (entry: YearResult, content: (lines: TaxLines) => string) => {
    const lines = linesOf(entry);
    return lines ? content(lines) : words.notComputed;
  };
  const amount = (value: number, sign: 1 | -1) => formatKronor(sign * value, language);
  const change = (key: LineKey & keyof TaxLines, sign: 1 | -1) => {
    const before = first?.[key];
    const after = second?.[key];
    return typeof before === "number" && typeof after === "number"
      ? signed(sign * (after - before), language)
      : "–";
  };
  // Amounts never break; labels may break anywhere, so that two years fit side by side at 320 px.
  const td = "px-1.5 py-2 text-right whitespace-nowrap tabular-nums sm:px-3";
  const head = "px-1.5 py-2 text-left font-normal [overflow-wrap:anywhere] sm:px-3";
  return (
    <table className="w-full border-collapse text-sm sm:text-base">
      <caption className="mb-2 text-left text-sm text-slate-600">{words.caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className={`${head} font-semibold`}>
            {words.line}
          </th>
          {years.map((entry, index) => (
            <th
              key={entry.year}
              scope="col"
              className={`${td} font-semibold ${index === 0 ? "bg-brand-50" : ""}`}
            >
              {entry.year}
            </th>
          ))}
          <th scope="col" className={`${td} hidden font-semibold sm:table-cell`}>
            {words.change}
          </th>
        </tr>
      </thead>
      <tbody>
        {[
          {
            key: "rules",
            text: (entry: YearResult) =>
              cell(entry, (lines) => (lines.enhanced ? words.lines.from66 : words.lines.under66)),
          },
          { key: "income", text: (entry: YearResult) => formatKronor(entry.income, language) },
          { key: "rate", text: (entry: YearResult) => formatPercent(entry.rate, language) },
        ].map(({ key, text }) => (
          <tr key={key} className="border-b border-slate-200">
            <th scope="row" className={head}>
              {words.lines[key as LineKey]}
            </th>
            {years.map((entry, index) => (
              // The rules may wrap ("Under 66 år"); amounts never do.
              <td
                key={entry.year}
                className={`${td} ${key === "rules" ? "whitespace-normal" : ""} ${index === 0 ? "bg-brand-50" : ""}`}
              >
                {text(entry)}
              </td>
            ))}
            <td className={`${td} hidden sm:table-cell`} />
          </tr>
        ))}
        {amountLines.map(({ key, sign, strong }) => (
          <tr
            key={key}
            className={`border-b border-slate-200 ${strong ? "font-semibold text-slate-900" : ""}`}
          >
            <th scope="row" className={`${head} ${strong ? "font-semibold" : ""}`}>
              {words.lines[key]}
            </th>
            {years.map((entry, index) => (
              <td key={entry.year} className={`${td} ${index === 0 ? "bg-brand-50" : ""}`}>
                {cell(entry, (lines) => amount(lines[key] as number, sign))}
              </td>
            ))}
            <td className={`${td} hidden sm:table-cell`}>{change(key, sign)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
