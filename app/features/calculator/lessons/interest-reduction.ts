/**
 * The tax reduction for interest costs (a deficit in capital income), for 2025 and 2026 side by side.
 * Every figure is the row "interest" (app/content/facts/lesson-figures.ts).
 */
import { interestFigures } from "../../../content/facts/lesson-figures";
import { type IncomeYear, incomeYears } from "./kinds";

export const unsecuredShare = interestFigures.unsecuredShare.value;
/** 30 % of the deficit up to 100 000 kr, 21 % of the part above. */
export const lowerRate = interestFigures.lowerRate.value;
export const upperRate = interestFigures.upperRate.value;
export const rateLimit = interestFigures.rateLimit.value;

export interface InterestInput {
  /** Interest on loans with security (box 8.1), the whole amount. */
  secured: number;
  /** Interest on loans without security (box 8.8 for 2025), the whole amount. */
  unsecured: number;
}

export interface InterestYearResult {
  year: IncomeYear;
  countedUnsecured: number;
  /** The interest that counts, taken as the deficit in capital income (in practice net interest costs). */
  deficit: number;
  reduction: number;
}

export function interestReduction(input: InterestInput, year: IncomeYear): InterestYearResult {
  const countedUnsecured = input.unsecured * unsecuredShare[year];
  const deficit = input.secured + countedUnsecured;
  const reduction =
    (Math.min(deficit, rateLimit) * lowerRate) / 100 + (Math.max(0, deficit - rateLimit) * upperRate) / 100;
  return { year, countedUnsecured, deficit, reduction };
}

export function interestReductionBothYears(input: InterestInput): InterestYearResult[] {
  return incomeYears.map((year) => interestReduction(input, year));
}
