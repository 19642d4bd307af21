/** The calculators' fields read as numbers in the page's language (app/lib/numbers.ts), each bad
 * field with a message in that language. */

import type { LessonCalculatorWords } from "#shared/i18n/translate.ts";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor, formatNumber, parseNumber } from "../../../lib/numbers";

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
    const value = parseNumber(text, language);
    if (value === undefined)
      errors[name] = fill(common.notANumber, { example: formatNumber(45_000, language) });
    else if (value < 0) errors[name] = common.negative;
    else numbers[name] = value;
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
