/**
 * Reads figures and dates the way the facts files write them (`11 000 kr`, `0.888 %`, `7–10 April
 * 2026`, `30 Nov 2024`), leaving out the numbers of references (prop. 2025/26:31, 58 kap. 5 § IL,
 * SFS 2025:1376, SKV 2703): a bill's number is not a figure a reader acts on.
 */
import { datesIn } from "../lesson-facts";

const references = [
  /\b(?:prop\.|SFS|Lag|SKV|art\.|BVV)\s*[\d/:]+/gi,
  /\b(?:IL\s+)?\d+\s*kap\.(?:\s*\d+(?:\s*[–-]\s*\d+)?(?:\s*a)?(?:\s*och\s*\d+)?\s*§+)?(?:\s*(?:IL|SFL))?/g,
  /\b\d+(?:\s*and\s*\d+)?\s*§§?/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
];

function withoutReferences(text: string): string {
  return references.reduce((rest, pattern) => rest.replace(pattern, " "), text.replace(/\*\*/g, ""));
}

const number =
  /(?<![\p{L}\d.,])\d{1,3}(?:[ \u00a0]\d{3})+(?:\.\d+)?(?![\d])|(?<![\p{L}\d.,])\d+(?:\.\d+)?(?!\d|(?!th\b)\p{L})/gu;

/** The figures a facts file's text gives, in order of appearance, each once. Day numbers of the
 * dates it gives are dates, not figures, so they are left out (a year stays a figure). */
export function figuresOf(text: string): number[] {
  const plain = withoutReferences(text).replace(
    /\b\d{1,2}(?:[–-]\d{1,2})?\.? (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/gi,
    " ",
  );
  const values = [...plain.matchAll(number)].map((match) => Number(match[0].replace(/[ \u00a0]/g, "")));
  return [...new Set(values)];
}

/** The days a facts file's text gives, as `month-day`, each once. */
export function datesOf(text: string): string[] {
  return [...new Set(datesIn(withoutReferences(text)))];
}
