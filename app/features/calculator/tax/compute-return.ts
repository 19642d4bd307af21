/**
 * The reader's whole income year (issue 50): the earned-income tax of compute-tax.ts, then capital
 * (ISK, interest), the reductions in the law's order, the fees, and the preliminary tax paid against
 * the final tax. Every line whole kronor (tax-formulas.md §5a); a reduction larger than the tax left
 * is lost (§5). Derivations: docs/tax-calculator.md, "The whole year".
 */

import { commonConstants, yearConstants } from "../../../content/facts/tax-figures";
import { lowerRate, rateLimit, unsecuredShare, upperRate } from "../lessons/interest-reduction";
import { capitalTaxRate, standardIncomeRate, taxFreeAmount } from "../lessons/isk-tax";
import {
  combinedCeiling,
  rotCeiling,
  rotRaisedRate,
  rotRaisedYear,
  rotRate,
  rutRate,
} from "../lessons/rot-rut";
import { travelThreshold } from "../lessons/travel-deduction";
import { computeTax, type TaxLines, type TaxResult } from "./compute-tax";
import type { TaxYear } from "./constants";
import { type Exact, exact, minus, percent, plus, times } from "./exact";
import { dropOre } from "./rounding";

export type Loan = "secured" | "unsecured";

export interface ReturnInput {
  /** Yearly amounts, kr. */
  salary: number;
  pension: number;
  municipalRate: number;
  birthYear: number;
  /** Burial fee in percent; null where it is not established (Stockholm and Tranås in 2025). */
  burialRate: number | null;
  /** Church fee in percent; 0 for none. */
  churchRate: number;
  /** Travel costs for the year, before the threshold. */
  travel: number;
  interest: number;
  loan: Loan;
  /** ISK and capital insurance: the capital base. */
  isk: number;
  /** Labour cost paid for ROT and RUT work. */
  rot: number;
  rut: number;
  /** ROT work paid 12 May – 31 December 2025: 50 % in 2025. */
  rotRaised: boolean;
  /** Preliminary tax paid for the year; null if not given. */
  paid: number | null;
}

export interface ReturnLines extends TaxLines {
  travelDeduction: number;
  iskIncome: Exact;
  interestCounted: Exact;
  capitalTax: number;
  capitalDeficitReduction: number;
  rotReduction: number;
  rutReduction: number;
  publicServiceFee: number;
  burialFee: number | null;
  churchFee: number;
  /** The final tax (slutlig skatt): taxes and fees minus reductions. */
  finalTax: number;
  /** ROT and RUT the firms deducted on the invoices: charged back against the tax account. */
  rotRutReceived: number;
  /** paid − finalTax − received (the final tax is lowered by the ROT/RUT allowed, the firms were paid
   * what they deducted: so only a part the tax could not take costs the reader). Above 0 a refund,
   * below 0 kvarskatt; null without paid or where a line is not established. */
  balance: number | null;
}

export type ReturnResult =
  | { status: "computed"; lines: ReturnLines }
  | Exclude<TaxResult, { status: "computed" }>;

export function iskStandardIncome(base: number, year: TaxYear): Exact {
  const taxable = Math.max(0, base - taxFreeAmount[year]);
  // 1.96 + 1 in binary floating point is not exactly 2.96: the rate is taken to its four decimals.
  return times(exact(taxable), percent(Number(standardIncomeRate(year).toFixed(4))));
}

/** 30 % of a capital deficit up to 100 000 kr, 21 % of the part above, öre dropped. */
export function deficitReduction(deficit: Exact): number {
  if (deficit.units <= 0n) return 0;
  const above = minus(deficit, exact(rateLimit));
  const [lower, upper] = above.units > 0n ? [exact(rateLimit), above] : [deficit, exact(0)];
  return dropOre(plus(times(lower, percent(lowerRate)), times(upper, percent(upperRate))));
}

export function computeReturn(input: ReturnInput, year: TaxYear): ReturnResult {
  const travelDeduction = Math.max(0, input.travel - travelThreshold[year]);
  const earned = computeTax({ ...input, travelDeduction }, year);
  if (earned.status !== "computed") return earned;
  const l = earned.lines;

  const iskIncome = iskStandardIncome(input.isk, year);
  const share = input.loan === "secured" ? 1 : unsecuredShare[year];
  const interestCounted = times(exact(input.interest), exact(share));
  const capital = minus(iskIncome, interestCounted);
  const capitalTax = capital.units > 0n ? dropOre(times(capital, percent(capitalTaxRate))) : 0;
  const deficit = capital.units < 0n ? minus(exact(0), capital) : exact(0);

  // Reductions in the law's order (67 kap. 2 §): what is left of the tax after each.
  let left =
    l.municipalTax + l.stateTax + capitalTax - l.pensionReduction - l.jobTaxCredit - l.earnedIncomeReduction;
  const take = (reduction: number) => {
    const taken = Math.max(0, Math.min(reduction, left));
    left -= taken;
    return taken;
  };
  const capitalDeficitReduction = take(deficitReduction(deficit));
  const rotRateNow = input.rotRaised && year === rotRaisedYear ? rotRaisedRate : rotRate;
  const rotBefore = Math.min(dropOre(times(exact(input.rot), percent(rotRateNow))), rotCeiling);
  const rutBefore = Math.min(dropOre(times(exact(input.rut), percent(rutRate))), combinedCeiling - rotBefore);
  const rotReduction = take(rotBefore);
  const rutReduction = take(rutBefore);

  const adult = input.birthYear <= year - 1 - commonConstants.publicServiceFeeAge.value;
  const publicServiceFee = adult
    ? Math.min(
        dropOre(times(exact(l.bfi), exact(commonConstants.publicServiceFeeRate.value))),
        yearConstants[year].publicServiceFeeCap.value,
      )
    : 0;
  const burialFee =
    input.burialRate === null ? null : dropOre(times(exact(l.bfi), percent(input.burialRate)));
  const churchFee = dropOre(times(exact(l.bfi), percent(input.churchRate)));

  const finalTax =
    l.totalTax +
    capitalTax -
    capitalDeficitReduction -
    rotReduction -
    rutReduction +
    publicServiceFee +
    (burialFee ?? 0) +
    churchFee;
  const rotRutReceived = rotBefore + rutBefore;
  const balance = input.paid === null || burialFee === null ? null : input.paid - finalTax - rotRutReceived;
  return {
    status: "computed",
    lines: {
      ...l,
      travelDeduction,
      iskIncome,
      interestCounted,
      capitalTax,
      capitalDeficitReduction,
      rotReduction,
      rutReduction,
      publicServiceFee,
      burialFee,
      churchFee,
      finalTax,
      rotRutReceived,
      balance,
    },
  };
}
