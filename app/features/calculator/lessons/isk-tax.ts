/**
 * The yearly tax on an investment savings account (ISK), for 2025 and 2026 side by side. Every figure
 * is a fact's (app/content/facts/lesson-figures.ts).
 */
import { iskFigures } from "../../../content/facts/lesson-figures";
import { type IncomeYear, incomeYears } from "./kinds";

const { borrowingRate, rateAddition, rateFloor } = iskFigures;

/** The rate is the borrowing rate + 1 point, never below 1.25 %. */
export function standardIncomeRate(year: IncomeYear): number {
  return Math.max(rateFloor.value, borrowingRate.value[year] + rateAddition.value);
}

export const capitalTaxRate = iskFigures.capitalTaxRate.value;
export const taxFreeAmount = iskFigures.taxFreeAmount.value;

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
