/** Jobbskatteavdrag (IL 67 kap. 7 § under 66, 8 § for 66+): tax-formulas.md §§3–4. */
import { type TaxYear, yearConstants } from "./constants";
import { dropOre } from "./rounding";

/** Under 66: the base that is multiplied by KI, before rounding (never below zero). */
export function jobTaxCreditBaseUnder66(ai: number, grundavdrag: number, year: TaxYear): number {
  const { pbb, jobTaxCreditMiddleRate, jobTaxCreditTopPbb } = yearConstants[year];
  const p = pbb.value;
  let amount: number;
  if (ai <= 0.91 * p) amount = ai;
  else if (ai <= 3.24 * p) amount = 0.91 * p + 0.3874 * (ai - 0.91 * p);
  else if (ai <= 8.08 * p) amount = 1.813 * p + jobTaxCreditMiddleRate.value * (ai - 3.24 * p);
  else amount = jobTaxCreditTopPbb.value * p;
  return Math.max(0, amount - grundavdrag);
}

/** Under 66: base × KI (a fraction), öre dropped. Not yet limited to the tax it is set against. */
export function jobTaxCreditUnder66(ai: number, grundavdrag: number, ki: number, year: TaxYear): number {
  return dropOre(jobTaxCreditBaseUnder66(ai, grundavdrag, year) * ki);
}

/** 66+ (2025 and 2026 alike): not multiplied by KI. */
export function jobTaxCredit66PlusRaw(ai: number, year: TaxYear): number {
  const p = yearConstants[year].pbb.value;
  if (ai <= 0) return 0;
  if (ai <= 1.75 * p) return 0.22 * ai;
  if (ai <= 5.24 * p) return 0.2635 * p + 0.07 * ai;
  return 0.6293 * p;
}

export function jobTaxCredit66Plus(ai: number, year: TaxYear): number {
  return dropOre(jobTaxCredit66PlusRaw(ai, year));
}
