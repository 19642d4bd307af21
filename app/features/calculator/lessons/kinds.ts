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

/** The income years the calculators know the rules for (course-facts.md gives 2025 and 2026). */
export const incomeYears = [2025, 2026] as const;
export type IncomeYear = (typeof incomeYears)[number];
