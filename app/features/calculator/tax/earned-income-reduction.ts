/** Skattereduktion för förvärvsinkomst (IL 67 kap. 46–47 §§): tax-formulas.md §5. */
import { commonConstants } from "./constants";

/** Kept to the öre: the formulas give no rounding for it (docs/tax-calculator.md). */
export function earnedIncomeReduction(bfi: number): number {
  const { from, to, rate, max } = commonConstants.earnedIncomeReduction.value;
  if (bfi <= from) return 0;
  if (bfi >= to) return max;
  return (bfi - from) * rate;
}
