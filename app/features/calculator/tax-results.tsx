import type { Language } from "#shared/site.ts";
import { formatNumber, formatPercent } from "../../lib/numbers";
import type { YearResult } from "./compute-years";
import type { ReturnLines } from "./tax/compute-return";
import type { CalculatorDictionary } from "./words/calculator-en";

type LineKey = keyof CalculatorDictionary["lines"] & keyof ReturnLines;
/** Amount lines in the order Skatteverket computes them; reductions are shown as minus amounts.
 * `optional` lines show only when either year has an amount on them. */
const amountLines: { key: LineKey; sign: 1 | -1; strong?: boolean; optional?: boolean }[] = [
  { key: "travelDeduction", sign: 1, optional: true },
  { key: "grundavdrag", sign: 1 },
  { key: "bfi", sign: 1 },
  { key: "municipalTax", sign: 1 },
  { key: "stateTax", sign: 1 },
  { key: "capitalTax", sign: 1, optional: true },
  { key: "pensionContribution", sign: 1 },
  { key: "pensionReduction", sign: -1 },
  { key: "jobTaxCredit", sign: -1 },
  { key: "earnedIncomeReduction", sign: -1 },
  { key: "capitalDeficitReduction", sign: -1, optional: true },
  { key: "rotReduction", sign: -1, optional: true },
  { key: "rutReduction", sign: -1, optional: true },
  { key: "publicServiceFee", sign: 1 },
  { key: "burialFee", sign: 1 },
  { key: "churchFee", sign: 1, optional: true },
  { key: "finalTax", sign: 1, strong: true },
];

/** Whole kronor with a sign for changes: "+1 202", "−3 798" (the caption says the unit, so that
 * three columns of amounts fit a 320 px screen). */
export function signed(value: number, language: Language): string {
  return value > 0 ? `+${formatNumber(value, language)}` : formatNumber(value, language);
}

/** Each year's lines side by side, the reader's year first, and the change from 2025 to 2026. */
export function TaxResults({
  words,
  language,
  years,
}: {
  words: CalculatorDictionary;
  language: Language;
  years: YearResult[];
}) {
  const linesOf = (entry?: YearResult) => (entry?.result.status === "computed" ? entry.result.lines : null);
  const [before, after] = ([2025, 2026] as const).map((year) =>
    linesOf(years.find((entry) => entry.year === year)),
  );
  const value = (lines: ReturnLines | null | undefined, key: LineKey) =>
    lines ? (lines[key] as number | null) : null;
  const cell = (entry: YearResult, key: LineKey, sign: 1 | -1) => {
    const lines = linesOf(entry);
    if (!lines) return words.notComputed;
    const amount = value(lines, key);
    return amount === null ? words.notEstablished : formatNumber(sign * amount, language);
  };
  const change = (key: LineKey, sign: 1 | -1) => {
    const [a, b] = [value(before, key), value(after, key)];
    return a !== null && b !== null ? signed(sign * (b - a), language) : "–";
  };
  const shown = amountLines.filter(
    ({ key, optional }) => !optional || years.some((entry) => (value(linesOf(entry), key) ?? 0) !== 0),
  );
  // Amounts do not break (no-break spaces, and no break after a minus sign); words in a cell
  // ("Not established") and labels may, so that three columns fit at 320 px.
  const td = "px-1 py-2 text-right tabular-nums sm:px-3";
  const head = "min-w-20 px-1 py-2 text-left font-normal [overflow-wrap:anywhere] sm:px-3";
  const first = (index: number) => (index === 0 ? "bg-brand-50" : "");
  const row = (key: string, label: string, cells: string[], changeText: string, strong = false) => (
    <tr key={key} className={`border-b border-slate-200 ${strong ? "font-semibold text-slate-900" : ""}`}>
      <th scope="row" className={`${head} ${strong ? "font-semibold" : ""}`}>
        {label}
      </th>
      {cells.map((text, index) => (
        <td key={years[index]?.year} className={`${td} ${first(index)}`}>
          {text}
        </td>
      ))}
      <td className={td}>{changeText}</td>
    </tr>
  );
  return (
    <table className="w-full border-collapse text-xs sm:text-base">
      <caption className="mb-2 text-left text-sm text-slate-600">{words.caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className={`${head} font-semibold`}>
            {words.line}
          </th>
          {years.map((entry, index) => (
            <th key={entry.year} scope="col" className={`${td} font-semibold ${first(index)}`}>
              {entry.year}
            </th>
          ))}
          <th scope="col" className={`${td} font-semibold [overflow-wrap:anywhere]`}>
            {words.change}
          </th>
        </tr>
      </thead>
      <tbody>
        {row(
          "rules",
          words.lines.rules,
          years.map((entry) => {
            const l = linesOf(entry);
            return l ? (l.enhanced ? words.lines.from66 : words.lines.under66) : words.notComputed;
          }),
          "",
        )}
        {row(
          "income",
          words.lines.income,
          years.map((entry) => formatNumber(entry.income, language)),
          "",
        )}
        {row(
          "rate",
          words.lines.rate,
          years.map((entry) => formatPercent(entry.rate, language)),
          "",
        )}
        {shown.map(({ key, sign, strong }) =>
          row(
            key,
            words.lines[key],
            years.map((entry) => cell(entry, key, sign)),
            change(key, sign),
            strong,
          ),
        )}
        {years[0]?.paid !== null && years[0]?.paid !== undefined ? (
          <>
            {row(
              "paid",
              words.lines.paid,
              years.map((entry) => formatNumber(entry.paid ?? 0, language)),
              "",
            )}
            {years.some((entry) => (value(linesOf(entry), "rotRutReceived") ?? 0) > 0)
              ? row(
                  "rotRutReceived",
                  words.lines.rotRutReceived,
                  years.map((entry) => cell(entry, "rotRutReceived", 1)),
                  change("rotRutReceived", 1),
                )
              : null}
            {row(
              "balance",
              words.lines.balance,
              years.map((entry) => {
                const l = linesOf(entry);
                return !l
                  ? words.notComputed
                  : l.balance === null
                    ? words.notEstablished
                    : signed(l.balance, language);
              }),
              change("balance", 1),
              true,
            )}
          </>
        ) : null}
      </tbody>
    </table>
  );
}
