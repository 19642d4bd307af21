import { type TaxYear, taxYears } from "../tax/constants.ts";

/** The calculators a lesson can place with `::calculator[kind]` (docs/writing-lessons.md). */
export const calculatorKinds = [
  "travel-deduction",
  "isk-tax",
  "interest-reduction",
  "rot-rut",
  "average-cost",
] as const;

export type CalculatorKind = (typeof calculatorKinds)[number];

export function isCalculatorKind(kind: string): kind is CalculatorKind {
  return (calculatorKinds as readonly string[]).includes(kind);
}

/** The income years the calculators know the rules for: the tax calculator's (tax/constants.ts). */
export const incomeYears = taxYears;
export type IncomeYear = TaxYear;
