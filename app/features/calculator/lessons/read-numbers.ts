/** The calculators' fields read as numbers in the page's language (app/lib/numbers.ts), each bad
 * field with a message in that language. */

import type { LessonCalculatorWords } from "#shared/i18n/translate.ts";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor, formatNumber } from "../../../lib/numbers";
import { readNumber } from "../read-amount";

/** Bounds on every field (issue 50): above a billion a figure is a typing slip, never "Infinity kr". */
export const maxFigure = 1_000_000_000;
/** Fields that hold a rate, where "32,41 %" is right (the others are amounts, days or distances). */
const rateFields = new Set(["municipalRate"]);

export type Common = LessonCalculatorWords["common"];
export type FieldErrors = Record<string, string>;

/** Reads `values` (field name → text); `numbers` is set only when every field is a number ≥ 0. */
export function readNumbers<K extends string>(
  values: Record<K, string>,
  language: Language,
  common: Common,
): { numbers?: Record<K, number>; errors: FieldErrors } {
  const numbers = {} as Record<K, number>;
  const errors: FieldErrors = {};
  for (const [name, text] of Object.entries(values) as [K, string][]) {
    const reading = readNumber(text, language, { percentAllowed: rateFields.has(name) });
    if (reading.kind === "number" && reading.value > maxFigure)
      errors[name] = fill(common.tooLarge, { max: formatNumber(maxFigure, language) });
    else if (reading.kind === "number") numbers[name] = reading.value;
    else if (reading.kind === "negative") errors[name] = common.negative;
    else if (reading.kind === "percent") errors[name] = common.percent;
    else if (reading.kind === "ambiguous") {
      const [first = 0, second = 0] = reading.readings.map((value) =>
        formatNumber(value, language, Number.isInteger(value) ? 0 : 3),
      );
      errors[name] = fill(common.ambiguous, { first, second });
    } else errors[name] = fill(common.notANumber, { example: formatNumber(45_000, language) });
  }
  return Object.keys(errors).length > 0 ? { errors } : { numbers, errors };
}

/** A rate in kronor that may have öre: "9,50 kr" or "SEK 9.50"; whole ones as formatKronor writes them. */
export function formatRate(value: number, language: Language): string {
  if (Number.isInteger(value)) return formatKronor(value, language);
  const number = formatNumber(value, language, 2);
  return language === "se" ? `${number}\u00a0kr` : `SEK\u00a0${number}`;
}

/** A percentage without needless decimals: "30 %", "32,41 %", "0,888 %". */
export function formatShare(percent: number, language: Language): string {
  const decimals = Math.min(3, (String(Number(percent.toFixed(3))).split(".")[1] ?? "").length);
  const number = formatNumber(percent, language, decimals);
  return language === "se" ? `${number}\u00a0%` : `${number}%`;
}
