/**
 * A person's income tax for one income year, line by line, as tax-formulas.md gives it. Pure: no I/O,
 * nothing leaves the browser. Every line is whole kronor, rounded as the law rounds it (§5a), in exact
 * decimal arithmetic (exact.ts), so the printed lines add up to the printed total.
 */
import { commonConstants, yearConstants } from "../../../content/facts/tax-figures";
import type { TaxYear } from "./constants";
import { earnedIncomeReduction } from "./earned-income-reduction";
import { exact, percent, times } from "./exact";
import { grundavdrag } from "./grundavdrag";
import { jobTaxCredit66Plus, jobTaxCreditUnder66 } from "./job-tax-credit";
import { pensionContribution } from "./pension-contribution";
import { dropOre, floorTo100 } from "./rounding";

export interface TaxInput {
  /** Salary for the whole year, kr. */
  salary: number;
  /** Pension for the whole year, kr: covered only for those 66+ (tax-formulas.md §§2 and 4). */
  pension: number;
  /** Total municipal rate (kommun + region, without burial or church fee), in percent: 30.55. */
  municipalRate: number;
  birthYear: number;
  /** The travel deduction (costs above the year's threshold), kr: a deduction from earned income. */
  travelDeduction?: number;
}

export interface TaxLines {
  year: TaxYear;
  enhanced: boolean;
  ffi: number;
  ai: number;
  grundavdrag: number;
  bfi: number;
  municipalTax: number;
  stateTax: number;
  pensionContribution: number;
  pensionReduction: number;
  jobTaxCredit: number;
  earnedIncomeReduction: number;
  totalTax: number;
  netPerMonth: number;
}

export type TaxResult =
  | { status: "computed"; lines: TaxLines }
  | { status: "not-covered"; year: TaxYear; reason: "pension-under-66" };

/** "66+": had turned 66 before the income year began, i.e. born in year − 67 or earlier. */
export function isEnhanced(birthYear: number, year: TaxYear): boolean {
  return birthYear <= year - 1 - commonConstants.enhancedAge.value;
}

/** 20 % of BFI above the skiktgräns, when that base is at least 200 kr: whole kronor, as both terms
 * are whole hundreds. */
function stateTax(bfi: number, year: TaxYear): number {
  const base = bfi - yearConstants[year].stateTaxThreshold.value;
  if (base < commonConstants.stateTaxMinimumBase.value) return 0;
  return dropOre(times(exact(base), exact(commonConstants.stateTaxRate.value)));
}

export function computeTax(input: TaxInput, year: TaxYear): TaxResult {
  const enhanced = isEnhanced(input.birthYear, year);
  if (input.pension > 0 && !enhanced) return { status: "not-covered", year, reason: "pension-under-66" };
  const ki = percent(input.municipalRate);
  const ai = floorTo100(input.salary);
  // The travel deduction lowers the earned income before FFI (course-facts.md: an avdrag, not a
  // skattereduktion); its effect on AI (the jobbskatteavdrag) is not in our sources, so AI is the salary.
  const ffi = Math.max(0, floorTo100(input.salary + input.pension - (input.travelDeduction ?? 0)));
  const ga = grundavdrag(ffi, year, enhanced);
  const bfi = ffi - ga;
  const municipalTax = dropOre(times(exact(bfi), ki));
  const state = stateTax(bfi, year);

  const fee = pensionContribution(input.salary, year);
  // Order (67 kap. 2 §): the pension-fee reduction first, against municipal then state tax; as in
  // Skatteverket's tables, the jobbskatteavdrag is limited to municipal tax minus that reduction, and
  // the earned-income reduction to what municipal tax is left. What does not fit is lost.
  const pensionReduction = Math.min(fee, municipalTax + state);
  const municipalLeft = Math.max(0, municipalTax - pensionReduction);
  const credit = enhanced ? jobTaxCredit66Plus(ai, year) : jobTaxCreditUnder66(ai, ga, ki, year);
  const jobTaxCredit = Math.min(credit, municipalLeft);
  const earned = Math.min(earnedIncomeReduction(bfi), municipalLeft - jobTaxCredit);
  const totalTax = municipalTax + state + fee - pensionReduction - jobTaxCredit - earned;
  return {
    status: "computed",
    lines: {
      year,
      enhanced,
      ffi,
      ai,
      grundavdrag: ga,
      bfi,
      municipalTax,
      stateTax: state,
      pensionContribution: fee,
      pensionReduction,
      jobTaxCredit,
      earnedIncomeReduction: earned,
      totalTax,
      netPerMonth: (input.salary + input.pension - totalTax) / 12,
    },
  };
}
