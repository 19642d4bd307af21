/**
 * The yearly tax on an investment savings account (ISK), for 2025 and 2026 side by side. Every constant
 * is a row of ../shared/course-facts.md.
 */
import { type IncomeYear, incomeYears } from "./kinds";

/** course-facts.md, "ISK, 2025 and 2026" (B): the state borrowing rate at the end of November of the
 * previous year, in % (1.96 on 30 Nov 2024, 2.55 on 30 Nov 2025). */
export const borrowingRate: Record<IncomeYear, number> = { 2025: 1.96, 2026: 2.55 };

/** course-facts.md, "ISK, how it is taxed" (A): the rate is the borrowing rate + 1 point, never below 1.25 %. */
export function standardIncomeRate(year: IncomeYear): number {
  return Math.max(1.25, borrowingRate[year] + 1);
}

/** course-facts.md, "ISK, how it is taxed" (A): the standard income is taxed at 30 %. */
export const capitalTaxRate = 30;

/** course-facts.md, "ISK tax-free amount" (B): per person, across ISK, capital insurance and PEPP. */
export const taxFreeAmount: Record<IncomeYear, number> = { 2025: 150_000, 2026: 300_000 };

export interface IskInput {
  /** The value at the start of each quarter. */
  quarterValues: readonly [number, number, number, number];
  /** Deposits during the year. */
  deposits: number;
}

export interface IskYearResult {
  year: IncomeYear;
  capitalBase: number;
  taxFree: number;
  taxableBase: number;
  /** In %: 2.96 for 2025, 3.55 for 2026. */
  standardIncomeRate: number;
  standardIncome: number;
  tax: number;
  /** The tax as a share of the taxable base, in % (0.888 for 2025, 1.065 for 2026). */
  effectiveRate: number;
}

export function capitalBase({ quarterValues, deposits }: IskInput): number {
  return (quarterValues.reduce((sum, value) => sum + value, 0) + deposits) / 4;
}

export function iskTax(input: IskInput, year: IncomeYear): IskYearResult {
  const base = capitalBase(input);
  const taxableBase = Math.max(0, base - taxFreeAmount[year]);
  const rate = standardIncomeRate(year);
  const standardIncome = (taxableBase * rate) / 100;
  return {
    year,
    capitalBase: base,
    taxFree: taxFreeAmount[year],
    taxableBase,
    standardIncomeRate: rate,
    standardIncome,
    tax: (standardIncome * capitalTaxRate) / 100,
    effectiveRate: (rate * capitalTaxRate) / 100,
  };
}

export function iskTaxBothYears(input: IskInput): IskYearResult[] {
  return incomeYears.map((year) => iskTax(input, year));
}
