/**
 * A number as a reader writes it, on the page's language (issue 50): Swedish "45 000", "45000",
 * "32,41"; English "45,000", "32.41". Where a text has two readings, it is a question, never a guess:
 * "45,000" on the Swedish page may be 45 kr (a decimal comma) or 45 000 kr (an English thousands
 * comma), "45.000" on the English page likewise. "5%" is a rate, not an amount.
 */
import type { Language } from "#shared/site.ts";

export type Reading =
  | { kind: "empty" }
  | { kind: "number"; value: number }
  | { kind: "ambiguous"; readings: [number, number] }
  | { kind: "notNumber" }
  | { kind: "percent" }
  | { kind: "negative" }
  | { kind: "decimals" };

const decimalSign: Record<Language, string> = { se: ",", en: "." };

/** `grouped` has separators between groups of three digits only ("45 000" → "45000"), or undefined. */
function ungroup(text: string, separator: string): string | undefined {
  const groups = text.split(separator);
  const [head = "", ...rest] = groups;
  if (!/^\d{1,3}$/.test(head) || rest.some((group) => !/^\d{3}$/.test(group))) return undefined;
  return groups.join("");
}

/** Reads one amount or rate; `decimals` is the most a field allows (2: kronor and öre, or hundredths). */
export function readNumber(
  raw: string,
  language: Language,
  options: { percentAllowed?: boolean; decimals?: number } = {},
): Reading {
  const { percentAllowed = false, decimals = 2 } = options;
  let text = raw
    .trim()
    .replace(/^(?:SEK|kr)\s*|\s*(?:kr|SEK|:-)$/gi, "")
    .trim();
  if (text === "") return { kind: "empty" };
  if (/%\s*$/.test(text)) {
    if (!percentAllowed) return { kind: "percent" };
    text = text.replace(/\s*%\s*$/, "");
  }
  text = text.replace(/[\s\u00a0\u202f]/g, "");
  const negative = /^[-\u2212\u2013]/.test(text);
  if (negative) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return { kind: "notNumber" };

  const readings = readDigits(text, language);
  if (readings === undefined) return { kind: "notNumber" };
  if (negative) return { kind: "negative" };
  const [first, second] = readings;
  if (second !== undefined && !percentAllowed) return { kind: "ambiguous", readings: [first, second] };
  const value = first;
  // 400 digits read as Infinity: a number, which the field's bound then refuses.
  if (!Number.isFinite(value)) return { kind: "number", value };
  const written = text.split(/[.,]/).at(-1) ?? "";
  if (!Number.isInteger(value) && written.length > decimals) return { kind: "decimals" };
  return { kind: "number", value };
}

/** One reading, or two when the text is ambiguous (the decimal reading first). */
function readDigits(text: string, language: Language): [number] | [number, number] | undefined {
  const commas = text.split(",").length - 1;
  const points = text.split(".").length - 1;
  if (commas === 0 && points === 0) return [Number(text)];
  if (commas > 0 && points > 0) {
    // Both: the last one is the decimal sign, the other groups thousands ("45,000.50", "45.000,50").
    const decimal = text.lastIndexOf(",") > text.lastIndexOf(".") ? "," : ".";
    const group = decimal === "," ? "." : ",";
    const [whole = "", fraction = ""] = text.split(decimal);
    if (text.split(decimal).length !== 2) return undefined;
    const digits = ungroup(whole, group);
    return digits === undefined ? undefined : [Number(`${digits}.${fraction}`)];
  }
  const separator = commas > 0 ? "," : ".";
  if (commas + points > 1) {
    const digits = ungroup(text, separator);
    return digits === undefined ? undefined : [Number(digits)];
  }
  const [whole = "", fraction = ""] = text.split(separator);
  const asDecimal = Number(`${whole}.${fraction}`);
  const grouped = ungroup(text, separator);
  // Not three digits after it (or "0,125", "1234,567"): a decimal sign, in either language.
  if (grouped === undefined || /^0+$/.test(whole)) return [asDecimal];
  // Three digits after the page's own thousands separator: grouping ("45,000" in English).
  if (separator !== decimalSign[language]) return [Number(grouped)];
  // Three digits after the page's decimal sign: 45 or 45 000? The reader is asked.
  return [asDecimal, Number(grouped)];
}
