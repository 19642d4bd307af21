/** The answer in words: the final tax, refund or kvarskatt, the change from 2025 and what to do next. */
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor } from "../../lib/numbers";
import type { YearResult } from "./compute-years";
import type { CalculatorDictionary } from "./words/calculator-en";

export interface Answer {
  headline: string;
  /** Refund, kvarskatt, or what is missing to say either. */
  balance: string;
  change: string | null;
  next: string | null;
  /** The sentence the live region reads. */
  summary: string;
  notes: string[];
}

export function answerOf(
  words: CalculatorDictionary,
  language: Language,
  years: YearResult[],
  municipality: string | null,
): Answer | null {
  const [mine] = years;
  if (!mine) return null;
  const kr = (value: number) => formatKronor(value, language);
  const notes = years.flatMap((entry) =>
    entry.result.status === "computed"
      ? []
      : [fill(words.notCovered[entry.result.reason], { year: entry.year })],
  );
  if (years.some((entry) => entry.result.status === "computed" && entry.result.lines.burialFee === null))
    notes.push(fill(words.burialNotEstablished, { municipality: municipality ?? "" }));
  if (mine.result.status !== "computed") {
    const text = notes[0] ?? "";
    return { headline: text, balance: "", change: null, next: null, summary: text, notes: notes.slice(1) };
  }
  const l = mine.result.lines;
  const headline = fill(words.headline, { year: mine.year, tax: kr(l.finalTax) });
  const balance =
    l.balance === null
      ? mine.paid === null
        ? words.noPaid
        : ""
      : l.balance > 0
        ? fill(words.refund, { amount: kr(l.balance) })
        : l.balance < 0
          ? fill(words.toPay, { amount: kr(-l.balance) })
          : words.even;
  const next =
    l.balance === null || l.balance === 0
      ? null
      : (mine.year === 2026 ? words.next2026 : words.next2025)[l.balance > 0 ? "refund" : "toPay"];
  const total = (year: number) => {
    const entry = years.find((candidate) => candidate.year === year);
    return entry?.result.status === "computed" && entry.result.lines.burialFee !== null
      ? entry.result.lines.finalTax
      : null;
  };
  const [before, after] = [total(2025), total(2026)];
  const difference = before === null || after === null ? null : after - before;
  const change =
    difference === null
      ? null
      : fill(words.changeFrom2025, { change: difference > 0 ? `+${kr(difference)}` : kr(difference) });
  const summary = [`${headline}.`, balance, change].filter(Boolean).join(" ");
  return { headline, balance, change, next, summary, notes };
}
