/**
 * The travel deduction (reseavdrag) for commuting: the year's cost minus the threshold, never below 0,
 * and its approximate effect on tax. Every figure is a fact's (app/content/facts/lesson-figures.ts).
 * The conditions (5 km and 2 hours, or the other grounds) are a reminder on the form, not computed.
 */
import { travelFigures } from "../../../content/facts/lesson-figures";
import { yearConstants } from "../../../content/facts/tax-figures";
import { type IncomeYear, incomeYears } from "./kinds";

export const travelThreshold = travelFigures.threshold.value;
/** Kronor per mil (10 km). */
export const carRatePerMil = travelFigures.carRatePerMil.value;

/** The average municipal rate (kommun + region), in %: the tax calculator's, written once there. */
export const averageMunicipalRate = Object.fromEntries(
  incomeYears.map((year) => [year, yearConstants[year].averageMunicipalRate.value]),
) as Record<IncomeYear, number>;

export type TravelMode = keyof typeof carRatePerMil | "public-transport";

export type TravelInput =
  | {
      year: IncomeYear;
      mode: keyof typeof carRatePerMil;
      days: number;
      milPerDay: number;
      municipalRate: number;
    }
  | { year: IncomeYear; mode: "public-transport"; yearlyFare: number; municipalRate: number };

export interface TravelResult {
  cost: number;
  threshold: number;
  deduction: number;
  /** Approximate: the deduction lowers taxable income, so it saves about the municipal rate of it. */
  approximateTaxEffect: number;
}

export function travelDeduction(input: TravelInput): TravelResult {
  const cost =
    input.mode === "public-transport"
      ? input.yearlyFare
      : input.days * input.milPerDay * carRatePerMil[input.mode];
  const threshold = travelThreshold[input.year];
  const deduction = Math.max(0, cost - threshold);
  return { cost, threshold, deduction, approximateTaxEffect: (deduction * input.municipalRate) / 100 };
}
