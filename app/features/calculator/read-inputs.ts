/**
 * The calculator's inputs, read from the address's fragment (address.ts) as the page's language
 * writes numbers (read-amount.ts): each field's error, the questions to ask before computing, or the
 * inputs. It never guesses a number: an ambiguous one, or a salary that looks monthly, is a question.
 */
import type { Language } from "#shared/site.ts";
import { municipalities } from "./municipalities";
import { readNumber } from "./read-amount";
import type { Loan, ReturnInput } from "./tax/compute-return";
import { isEnhanced } from "./tax/compute-tax";
import { isTaxYear, type TaxYear } from "./tax/constants";

export const amountFields = ["salary", "pension", "paid", "travel", "interest", "isk", "rot", "rut"] as const;
export type AmountField = (typeof amountFields)[number];
export const textFields = [...amountFields, "born", "rate", "church"] as const;
export type Field = (typeof textFields)[number] | "municipality" | "period";
export type Period = "year" | "month";

export type FieldError =
  | "notNumber"
  | "percent"
  | "negative"
  | "decimals"
  | "tooLarge"
  | "rateRange"
  | "churchRange"
  | "bornRange"
  | "bornAfterYear"
  | "incomeRequired"
  | "municipality"
  | "period";

/** Bounds (docs/tax-calculator.md): beyond them a figure is a typing slip, never "Infinity kr". */
export const bounds = {
  /** Yearly, kr; per month a twelfth. */
  amount: {
    salary: 100_000_000,
    pension: 100_000_000,
    paid: 100_000_000,
    travel: 10_000_000,
    interest: 100_000_000,
    isk: 1_000_000_000,
    rot: 10_000_000,
    rut: 10_000_000,
  } satisfies Record<AmountField, number>,
  rate: { min: 28.93, max: 35.65 },
  church: { min: 0, max: 3 },
  bornMin: 1900,
} as const;

/** The fields a period applies to: pay, pension and the tax deducted from them. */
export const periodic: readonly AmountField[] = ["salary", "pension", "paid"];

export type Question =
  | { kind: "ambiguous"; field: AmountField; readings: [number, number] }
  /** A yearly salary or pension below this looks like a month's. */
  | { kind: "monthly"; field: "salary" | "pension"; amount: number }
  /** 66+ with only a salary: is part of it a pension? */
  | { kind: "pensionAged"; born: number };

export const monthlyLooking = 100_000;

/** What the reader typed, read: the return's own inputs (yearly amounts, kr), and where the rate and
 * fees come from, which compute-years.ts turns into a rate per year. */
export interface CalculatorInputs
  extends Pick<
    ReturnInput,
    "salary" | "pension" | "paid" | "travel" | "interest" | "loan" | "isk" | "rot" | "rut" | "rotRaised"
  > {
  year: TaxYear;
  sold: boolean;
  born: number;
  municipality: string | null;
  /** Percent; null: the municipality's, or the national average. */
  rate: number | null;
  church: number;
}

export interface ReadInputs {
  year: TaxYear;
  uncoveredYear: string | null;
  period: Period;
  raw: Record<(typeof textFields)[number] | "municipality", string>;
  loan: Loan;
  rotRaised: boolean;
  sold: boolean;
  confirmed: string[];
  errors: Partial<Record<Field, FieldError>>;
  questions: Question[];
  /** Present when the address carries inputs, every one is valid and no question is open. */
  inputs: CalculatorInputs | null;
}

export const findMunicipality = (name: string) =>
  municipalities.find(([candidate]) => candidate.toLowerCase() === name.trim().toLowerCase());

function readPeriod(value: string | null): Period | "bad" {
  if (value === null) return "year"; // addresses from before issue 50 carried yearly amounts
  const lower = value.trim().toLowerCase();
  return lower === "month" || lower === "year" ? lower : "bad";
}

/** A rate's reading as its error: a rate has no ambiguous reading (a comma or point is its decimal sign). */
const asError = (kind: string): FieldError =>
  kind === "negative" || kind === "decimals" ? kind : "notNumber";

export function readInputs(params: URLSearchParams, language: Language): ReadInputs {
  const get = (name: string) => (params.get(name) ?? "").trim();
  const raw = Object.fromEntries(
    [...textFields, "municipality"].map((field) => [field, get(field)]),
  ) as ReadInputs["raw"];
  const requestedYear = get("year");
  const yearNumber = Number(requestedYear);
  const year: TaxYear = isTaxYear(yearNumber) ? yearNumber : 2026;
  const uncoveredYear = requestedYear && !isTaxYear(yearNumber) ? requestedYear : null;
  const periodRead = readPeriod(params.get("period"));
  const period: Period = periodRead === "bad" ? "year" : periodRead;
  const loan: Loan = get("loan") === "unsecured" ? "unsecured" : "secured";
  const rotRaised = get("rot50") === "1";
  const sold = get("sold") === "1";
  const confirmed = new Set(get("confirm").split(",").filter(Boolean));
  const submitted = [...textFields, "municipality"].some((field) => params.has(field));
  const errors: ReadInputs["errors"] = {};
  const questions: Question[] = [];
  if (periodRead === "bad") errors.period = "period";

  const amounts = {} as Record<AmountField, number | null>;
  for (const field of amountFields) {
    const reading = readNumber(raw[field], language);
    amounts[field] = null;
    if (reading.kind === "empty") continue;
    if (reading.kind === "ambiguous")
      questions.push({ kind: "ambiguous", field, readings: reading.readings });
    else if (reading.kind !== "number") errors[field] = reading.kind;
    else {
      const yearly = period === "month" && periodic.includes(field) ? reading.value * 12 : reading.value;
      if (yearly > bounds.amount[field]) errors[field] = "tooLarge";
      else amounts[field] = yearly;
    }
  }

  let born: number | null = null;
  if (!/^\d{4}$/.test(raw.born) || Number(raw.born) < bounds.bornMin) errors.born = "bornRange";
  else if (Number(raw.born) > year) errors.born = "bornAfterYear";
  else born = Number(raw.born);

  const municipality = raw.municipality ? (findMunicipality(raw.municipality)?.[0] ?? null) : null;
  if (raw.municipality && !municipality) errors.municipality = "municipality";
  let rate: number | null = null;
  if (!municipality && raw.rate) {
    const reading = readNumber(raw.rate, language, { percentAllowed: true });
    if (reading.kind === "number" && reading.value >= bounds.rate.min && reading.value <= bounds.rate.max)
      rate = reading.value;
    else errors.rate = reading.kind === "number" ? "rateRange" : asError(reading.kind);
  }
  let church = 0;
  if (raw.church) {
    const reading = readNumber(raw.church, language, { percentAllowed: true });
    if (reading.kind === "number" && reading.value <= bounds.church.max) church = reading.value;
    else errors.church = reading.kind === "number" ? "churchRange" : asError(reading.kind);
  }

  const { salary, pension } = amounts;
  if (
    !salary &&
    !pension &&
    !errors.salary &&
    !errors.pension &&
    !questions.some((q) => "field" in q && (q.field === "salary" || q.field === "pension"))
  )
    errors.salary = "incomeRequired";
  if (period === "year" && !confirmed.has("yearly")) {
    for (const field of ["salary", "pension"] as const) {
      const amount = amounts[field];
      if (amount && amount < monthlyLooking) questions.push({ kind: "monthly", field, amount });
    }
  }
  if (born !== null && isEnhanced(born, year) && salary && !pension && !confirmed.has("salary"))
    questions.push({ kind: "pensionAged", born });

  const ok = submitted && Object.keys(errors).length === 0 && questions.length === 0 && born !== null;
  const inputs: CalculatorInputs | null = ok
    ? {
        year,
        salary: salary ?? 0,
        pension: pension ?? 0,
        paid: amounts.paid,
        travel: amounts.travel ?? 0,
        interest: amounts.interest ?? 0,
        loan,
        isk: amounts.isk ?? 0,
        rot: amounts.rot ?? 0,
        rut: amounts.rut ?? 0,
        rotRaised,
        sold,
        born: born ?? 0,
        municipality,
        rate,
        church,
      }
    : null;
  return {
    year,
    uncoveredYear,
    period,
    raw,
    loan,
    rotRaised,
    sold,
    confirmed: [...confirmed],
    errors: submitted ? errors : {},
    questions: submitted ? questions : [],
    inputs,
  };
}
