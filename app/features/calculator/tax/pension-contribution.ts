/** General pension contribution (allmän pensionsavgift): tax-formulas.md §5. */
import { commonConstants, yearConstants } from "../../../content/facts/tax-figures";
import type { TaxYear } from "./constants";
import { exact, times } from "./exact";
import { floorTo100, nearest100HalfDown } from "./rounding";

/** 7 % of salary (not of pension), rounded to the nearest 100 kr, none below 42.3 % of pbb, capped. */
export function pensionContribution(salary: number, year: TaxYear): number {
  const income = floorTo100(salary);
  const pbb = yearConstants[year].pbb.value;
  if (income < commonConstants.pensionContributionFloorPbb.value * pbb) return 0;
  const uncapped = nearest100HalfDown(
    times(exact(income), exact(commonConstants.pensionContributionRate.value)),
  );
  return Math.min(uncapped, yearConstants[year].pensionContributionCap.value);
}
