/**
 * The calculator's inputs live in the address (`?year=2026&salary=360000&rate=30.55&born=1985`), so a
 * result can be bookmarked and shared. This reads them, as the page's language writes numbers, and
 * says what is wrong with each field; it never guesses a number it cannot read.
 */
import type { Language } from "#shared/site.ts";
import { parseNumber } from "../../../lib/numbers";
import { isTaxYear, type TaxYear, taxYears } from "./constants";

export const fields = ["salary", "pension", "rate", "born"] as const;
export type Field = (typeof fields)[number];
export type Period = "year" | "month";
export type FieldError = "required" | "notNumber" | "negative" | "tooLarge" | "rateRange" | "bornRange";

/** Bounds (docs/tax-calculator.md): an income above 100 million kronor a year is a typing slip; the
 * rate must lie within the lowest and highest total municipal rates published for 2026. */
export const bounds = {
  maxYearlyAmount: 100_000_000,
  rate: { min: 28.93, max: 35.65 },
  born: { min: 1900, max: 2026 },
} as const;

export interface CalculatorInputs {
  /** Yearly amounts, kr. */
  salary: number;
  pension: number;
  /** Percent; null: the national average of each year. */
  rate: number | null;
  born: number;
}

export interface CalculatorQuery {
  /** The year shown highlighted. */
  year: TaxYear;
  /** A year asked for that is not computed (2024), to say why. */
  uncoveredYear: string | null;
  period: Period;
  raw: Record<Field, string>;
  errors: Partial<Record<Field, FieldError>>;
  /** Present when the address carries inputs and every one is valid. */
  inputs: CalculatorInputs | null;
}

export const defaultYear: TaxYear = 2026;

type Read<T> = { value: T } | { error: FieldError };

function readAmount(text: string, language: Language, period: Period, optional: boolean): Read<number> {
  if (text === "") return optional ? { value: 0 } : { error: "required" };
  const value = parseNumber(text, language);
  if (value === undefined) return { error: "notNumber" };
  if (value < 0) return { error: "negative" };
  const yearly = period === "month" ? value * 12 : value;
  if (yearly > bounds.maxYearlyAmount) return { error: "tooLarge" };
  return { value: yearly };
}

function readRate(text: string, language: Language): Read<number | null> {
  if (text === "") return { value: null };
  const value = parseNumber(text, language);
  if (value === undefined) return { error: "notNumber" };
  if (value < bounds.rate.min || value > bounds.rate.max) return { error: "rateRange" };
  return { value };
}

function readBorn(text: string): Read<number> {
  if (text === "") return { error: "required" };
  if (!/^\d{4}$/.test(text)) return { error: "bornRange" };
  const value = Number(text);
  if (value < bounds.born.min || value > bounds.born.max) return { error: "bornRange" };
  return { value };
}

export function parseCalculatorQuery(params: URLSearchParams, language: Language): CalculatorQuery {
  const raw = Object.fromEntries(fields.map((field) => [field, (params.get(field) ?? "").trim()])) as Record<
    Field,
    string
  >;
  const requestedYear = params.get("year");
  const yearNumber = Number(requestedYear);
  const year = isTaxYear(yearNumber) ? yearNumber : defaultYear;
  const uncoveredYear = requestedYear && !isTaxYear(yearNumber) ? requestedYear : null;
  const period: Period = params.get("period") === "month" ? "month" : "year";
  const submitted = fields.some((field) => params.has(field));
  const salary = readAmount(raw.salary, language, period, false);
  const pension = readAmount(raw.pension, language, period, true);
  const rate = readRate(raw.rate, language);
  const born = readBorn(raw.born);
  const errors: Partial<Record<Field, FieldError>> = {};
  if (submitted) {
    if ("error" in salary) errors.salary = salary.error;
    if ("error" in pension) errors.pension = pension.error;
    if ("error" in rate) errors.rate = rate.error;
    if ("error" in born) errors.born = born.error;
  }
  const inputs =
    submitted && "value" in salary && "value" in pension && "value" in rate && "value" in born
      ? { salary: salary.value, pension: pension.value, rate: rate.value, born: born.value }
      : null;
  return { year, uncoveredYear, period, raw, errors, inputs };
}

/** Numbers as the address carries them: digits and at most two decimals after a point, so that they
 * read the same in both languages (a Swedish "." before three digits groups thousands). */
export function canonicalNumber(text: string, language: Language): string {
  const value = parseNumber(text, language);
  if (value === undefined) return text.trim();
  return String(Math.round(value * 100) / 100);
}

/** The address for a submitted form: readable numbers in the one form, the rest as typed. */
export function calculatorSearch(form: FormData, language: Language): URLSearchParams {
  const search = new URLSearchParams();
  const year = String(form.get("year") ?? "");
  search.set("year", (taxYears as readonly number[]).includes(Number(year)) ? year : String(defaultYear));
  if (form.get("period") === "month") search.set("period", "month");
  for (const field of fields) {
    const text = String(form.get(field) ?? "").trim();
    if (text === "" && (field === "pension" || field === "rate")) continue;
    search.set(field, field === "born" ? text : canonicalNumber(text, language));
  }
  return search;
}
