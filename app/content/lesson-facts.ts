/**
 * The figures and dates a lesson states, for the lesson tests to compare with the project's facts
 * (app/content/facts). Numbers are compared as values, so `SEK 11,000`, `11 000 kr` and `11 000 kr`
 * are one figure, and `9,50` equals `9.50`.
 */
import type { Language } from "#shared/site.ts";

const months = [
  ["january", "januari", "jan"],
  ["february", "februari", "feb"],
  ["march", "mars", "mar"],
  ["april", "april", "apr"],
  ["may", "maj"],
  ["june", "juni", "jun"],
  ["july", "juli", "jul"],
  ["august", "augusti", "aug"],
  ["september", "september", "sep"],
  ["october", "oktober", "oct", "okt"],
  ["november", "november", "nov"],
  ["december", "december", "dec"],
];
const monthNames = months
  .flat()
  .sort((a, b) => b.length - a.length)
  .join("|");
const monthOf = (name: string) => months.findIndex((names) => names.includes(name.toLowerCase())) + 1;

const dayMonth = new RegExp(`\\b(\\d{1,2})(?:[–-](\\d{1,2}))?\\.? (${monthNames})\\b`, "gi");
const monthDay = new RegExp(`\\b(${monthNames}) (\\d{1,2})(?:[–-](\\d{1,2}))?\\b(?!\\d)`, "gi");

/** The dates in a text as `month-day` strings, each day of a range on its own. */
export function datesIn(text: string): string[] {
  const found: string[] = [];
  for (const [, from, to, month = ""] of text.matchAll(dayMonth)) {
    for (const day of [from, to]) if (day) found.push(`${monthOf(month)}-${Number(day)}`);
  }
  for (const [, month = "", from, to] of text.matchAll(monthDay)) {
    for (const day of [from, to]) if (day) found.push(`${monthOf(month)}-${Number(day)}`);
  }
  return found;
}

/** A number as a value: thousands separators dropped, a decimal comma (Swedish) read as a point. */
export function numberValue(raw: string, language: Language): number {
  const compact = raw.replace(/[\s\u00a0]/g, "");
  const english = language === "en" ? compact.replace(/,(?=\d{3}\b)/g, "") : compact.replace(",", ".");
  return Number(english);
}

const numberPattern = (language: Language) =>
  language === "se"
    ? /\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g
    : /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

export function yearsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,:])(?:19|20)\d{2}(?![\d.,:]\d)/g)].map((match) => Number(match[0]));
}

export function percentagesIn(text: string, language: Language): number[] {
  const pattern = new RegExp(`(${numberPattern(language).source})[ \\u00a0]?%`, "g");
  return [...text.matchAll(pattern)].map((match) => numberValue(match[1] ?? "", language));
}

const units =
  "kr|kronor|SEK|CHF|km|mil|days?|dagar|hours?|timmar|years?|år|months?|månader|price base amounts?|prisbasbelopp|income base amounts?|inkomstbasbelopp|percentage points?|procentenhet(?:er)?";

/** Amounts with a unit: `SEK 11,000`, `11 000 kr`, `CHF 7,258`, `5 km`, `2 hours`. */
export function amountsIn(text: string, language: Language): number[] {
  const number = numberPattern(language).source;
  const after = new RegExp(`(${number})[ \\u00a0](?:${units})\\b`, "g");
  const before = new RegExp(`\\b(?:SEK|CHF)[ \\u00a0](${number})`, "g");
  return [...text.matchAll(after), ...text.matchAll(before)].map((match) =>
    numberValue(match[1] ?? "", language),
  );
}

/** The boxes of the return a text names, as values: "box 2.1", "ruta 8.1 och 8.8", "boxes 7.2 and 7.3". */
export function boxesIn(text: string): number[] {
  const runs = text.matchAll(
    /\b(?:box(?:es)?|rut(?:a|an|or|orna))\s+\d{1,2}\.\d{1,2}(?:\s*(?:,|and|or|och|eller|–)\s*\d{1,2}\.\d{1,2}\b)*/gi,
  );
  return [...runs].flatMap((run) => [...run[0].matchAll(/\d{1,2}\.\d{1,2}/g)].map((box) => Number(box[0])));
}

/** A lesson's text split into its worked example (the `## Worked example…`/`## Räkneexempel…`
 * section, where the reader's own round amounts may stand) and the rest. */
export function splitWorkedExample(markdown: string): { example: string; rest: string } {
  const sections = markdown.split(/^(?=## )/m);
  const isExample = (section: string) => /^## (?:Worked example|Räkneexempel)/.test(section);
  return {
    example: sections.filter(isExample).join("\n"),
    rest: sections.filter((section) => !isExample(section)).join("\n"),
  };
}
