/** Skattereduktion för förvärvsinkomst (IL 67 kap. 46–47 §§): tax-formulas.md §5. */
import { commonConstants } from "../../../content/facts/tax-figures";
import { exact, times } from "./exact";
import { dropOre } from "./rounding";

/** 0.75 % of BFI above 40 000 kr, at most 1 500 kr; öre dropped (IL 67 kap. 1 §, tax-formulas.md §5a). */
export function earnedIncomeReduction(bfi: number): number {
  const { from, to, rate, max } = commonConstants.earnedIncomeReduction.value;
  if (bfi <= from) return 0;
  if (bfi >= to) return max;
  return dropOre(times(exact(bfi - from), exact(rate)));
}
