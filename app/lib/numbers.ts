/**
 * Numbers as each language's readers write them: "45 000 kr" and "32,41 %" in Swedish, "SEK 45,000"
 * and "32.41%" in English. Written out rather than Intl.NumberFormat for the same reason as
 * format-date.ts (a page's first Intl call loads ICU data in one long task); the unit test holds these
 * to what Intl says. The calculators (issue 38) read and write every figure through this module.
 */
import type { Language } from "#shared/site.ts";

const nbsp = "\u00a0";
const minus = "\u2212";

/** Whole numbers with the language's thousands separator: "45 000" (no-break space) or "45,000". */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  const sign = value < 0 ? minus : "";
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === "se" ? nbsp : ",");
  const point = language === "se" ? "," : ".";
  return `${sign}${grouped}${fraction ? `${point}${fraction}` : ""}`;
}

/** An amount in kronor: "45 000 kr" or "SEK 45,000". */
export function formatKronor(value: number, language: Language): string {
  const number = formatNumber(Math.round(value), language);
  return language === "se" ? `${number}${nbsp}kr` : `SEK${nbsp}${number}`;
}

/** A rate given as a percentage (32.41 for 32.41 %): "32,41 %" or "32.41%". */
export function formatPercent(percent: number, language: Language, decimals = 2): string {
  const number = formatNumber(percent, language, decimals);
  return language === "se" ? `${number}${nbsp}%` : `${number}%`;
}

/**
 * A number as a reader types it, or undefined when it is not one. Spaces (of any kind) group digits in
 * both languages; "," is the decimal sign in Swedish and a thousands separator in English; a trailing
 * "kr", "SEK" or "%" is allowed. Negative numbers are returned as such: the caller decides what is valid.
 */
export function parseNumber(text: string, language: Language): number | undefined {
  let cleaned = text
    .trim()
    .replace(/^(?:SEK|kr)\s*|\s*(?:kr|SEK|%)$/gi, "")
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^[\u2212\u2013-]/, "-");
  if (language === "se") cleaned = cleaned.replace(/\.(?=\d{3}(?:\D|$))/g, "").replace(",", ".");
  else cleaned = cleaned.replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (!/^-?\d+(?:\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** The decimals a figure is written with: 32.41 → 2, 0.293 → 3, 30 → 0. */
const decimalsOf = (value: number) => (String(value).split(".")[1] ?? "").length;

/**
 * Formatters for a text that states a figure the calculators compute with (docs/decisions/065), so
 * that it takes the figure by import: "11 000 kr", "SEK 11,000", "32,41 %", "30%". `space` is the
 * space the text uses inside a figure (the glossary writes an ordinary one).
 */
export function figureText(language: Language, space = nbsp) {
  const spaced = (text: string) => text.replaceAll(nbsp, space);
  const percent = (value: number) => spaced(formatPercent(value, language, decimalsOf(value)));
  return {
    kr: (value: number) => spaced(formatKronor(value, language)),
    percent,
    /** A share as a percentage: 0.07 → "7 %" (0.07 × 100 is 7.000000000000001 in binary). */
    share: (fraction: number) => percent(Number((fraction * 100).toPrecision(12))),
    number: (value: number) => spaced(formatNumber(value, language, decimalsOf(value))),
  };
}
