/**
 * The tax reduction for interest costs (a deficit in capital income), for 2025 and 2026 side by side.
 * Every constant is the row "interest" of ../shared/course-facts.md (A).
 */
import { type IncomeYear, incomeYears } from "./kinds";

/** The share of the interest on loans without security that counts: half in 2025, none from 2026
 * (prop. 2024/25:26). */
export const unsecuredShare: Record<IncomeYear, number> = { 2025: 0.5, 2026: 0 };

/** 30 % of the deficit up to 100 000 kr, 21 % of the part above. */
export const lowerRate = 30;
export const upperRate = 21;
export const rateLimit = 100_000;

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
