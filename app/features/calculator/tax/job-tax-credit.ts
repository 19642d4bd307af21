/** Jobbskatteavdrag (IL 67 kap. 7 § under 66, 8 § for 66+): tax-formulas.md §§3–4. */
import { type TaxYear, yearConstants } from "./constants";
import { compare, type Exact, exact, minus, plus, times } from "./exact";
import { linear } from "./grundavdrag";
import { dropOre } from "./rounding";

/** `from × pbb + rate × (x − at × pbb)`, exactly. */
function step(from: number, rate: number, at: number, pbb: number, x: number): Exact {
  return plus(linear(from, pbb, 0, 0), times(exact(rate), minus(exact(x), linear(at, pbb, 0, 0))));
}

const upTo = (x: number, share: number, pbb: number) =>
  compare(exact(x), times(exact(share), exact(pbb))) <= 0;

/** Under 66: the base that is multiplied by KI, before rounding (never below zero). */
export function jobTaxCreditBaseUnder66(ai: number, grundavdrag: number, year: TaxYear): Exact {
  const { pbb, jobTaxCreditMiddleRate, jobTaxCreditTopPbb } = yearConstants[year];
  const p = pbb.value;
  let amount: Exact;
  if (upTo(ai, 0.91, p)) amount = exact(ai);
  else if (upTo(ai, 3.24, p)) amount = step(0.91, 0.3874, 0.91, p, ai);
  else if (upTo(ai, 8.08, p)) amount = step(1.813, jobTaxCreditMiddleRate.value, 3.24, p, ai);
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
  if (upTo(ai, 1.75, p)) return linear(0, p, 0.22, ai);
  if (upTo(ai, 5.24, p)) return linear(0.2635, p, 0.07, ai);
  return linear(0.6293, p, 0, ai);
}

export function jobTaxCredit66Plus(ai: number, year: TaxYear): number {
  return dropOre(jobTaxCredit66PlusRaw(ai, year));
}
