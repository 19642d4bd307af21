/** General pension contribution (allmän pensionsavgift): tax-formulas.md §5. */
import { commonConstants, type TaxYear, yearConstants } from "./constants";
import { floorTo100, nearest100HalfDown } from "./rounding";

export type PensionContribution =
  | { established: true; amount: number }
  /** 2025 above the 2024 cap: the 2025 cap is not established, so the amount is not stated. */
  | { established: false; uncapped: number };

/** 7 % of salary (not of pension), rounded to the nearest 100 kr, none below 42.3 % of pbb, capped. */
export function pensionContribution(salary: number, year: TaxYear): PensionContribution {
  const income = floorTo100(salary);
  const pbb = yearConstants[year].pbb.value;
  if (income < commonConstants.pensionContributionFloorPbb.value * pbb)
    return { established: true, amount: 0 };
  const uncapped = nearest100HalfDown(income * commonConstants.pensionContributionRate.value);
  const cap = yearConstants[year].pensionContributionCap;
  if (cap) return { established: true, amount: Math.min(uncapped, cap.value) };
  // 2025: the cap is not established; it is taken to be at least 2024's (docs/tax-calculator.md).
  if (uncapped <= commonConstants.pensionContributionCap2024.value)
    return { established: true, amount: uncapped };
  return { established: false, uncapped };
}
