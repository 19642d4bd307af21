/** Jobbskatteavdrag (IL 67 kap. 7 § under 66, 8 § for 66+): tax-formulas.md §§3–4. */
import { commonConstants, yearConstants } from "../../../content/facts/tax-figures";
import type { TaxYear } from "./constants";
import { compare, type Exact, exact, minus, times } from "./exact";
import { linear, piecewise, step } from "./grundavdrag";
import { dropOre } from "./rounding";

const upTo = (x: number, share: number, pbb: number) =>
  compare(exact(x), times(exact(share), exact(pbb))) <= 0;

/** Under 66: the base that is multiplied by KI, before rounding (never below zero). */
export function jobTaxCreditBaseUnder66(ai: number, grundavdrag: number, year: TaxYear): Exact {
  const { pbb, jobTaxCreditMiddleRate, jobTaxCreditTopPbb } = yearConstants[year];
  const p = pbb.value;
  const { first, second, rate, middle, top } = commonConstants.jobTaxCredit.value;
  let amount: Exact;
  if (upTo(ai, first, p)) amount = exact(ai);
  else if (upTo(ai, second, p)) amount = step({ upTo: second, from: first, rate, at: first }, p, ai);
  else if (upTo(ai, top, p))
    amount = step({ upTo: top, from: middle, rate: jobTaxCreditMiddleRate.value, at: second }, p, ai);
  else amount = linear(jobTaxCreditTopPbb.value, p, 0, 0);
  const base = minus(amount, exact(grundavdrag));
  return base.units < 0n ? exact(0) : base;
}

/** Under 66: base × KI (a fraction, exact), öre dropped. Not yet limited to the tax it is set against. */
export function jobTaxCreditUnder66(ai: number, grundavdrag: number, ki: Exact, year: TaxYear): number {
  return dropOre(times(jobTaxCreditBaseUnder66(ai, grundavdrag, year), ki));
}

/** 66+ (2025 and 2026 alike): not multiplied by KI. */
export function jobTaxCredit66PlusRaw(ai: number, year: TaxYear): Exact {
  const p = yearConstants[year].pbb.value;
  if (ai <= 0) return exact(0);
  return piecewise(commonConstants.jobTaxCredit66Plus.value, ai, p) ?? exact(0);
}

export function jobTaxCredit66Plus(ai: number, year: TaxYear): number {
  return dropOre(jobTaxCredit66PlusRaw(ai, year));
}
