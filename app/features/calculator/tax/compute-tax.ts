/**
 * A person's income tax for one income year, line by line, as tax-formulas.md gives it. Pure: no I/O,
 * nothing leaves the browser. Amounts are in kronor, kept to the öre where the formulas give no
 * rounding (municipal and state tax); the page shows them to the nearest krona.
 */
import { commonConstants, type TaxYear, yearConstants } from "./constants";
import { earnedIncomeReduction } from "./earned-income-reduction";
import { grundavdrag } from "./grundavdrag";
import { jobTaxCredit66Plus, jobTaxCreditUnder66 } from "./job-tax-credit";
import { pensionContribution } from "./pension-contribution";
import { floorTo100 } from "./rounding";

export interface TaxInput {
  /** Salary for the whole year, kr. */
  salary: number;
  /** Pension for the whole year, kr: covered only for those 66+ (tax-formulas.md §§2 and 4). */
  pension: number;
  /** Total municipal rate (kommun + region, without burial or church fee), in percent: 30.55. */
  municipalRate: number;
  birthYear: number;
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
  /** null: not established (2025 above the 2024 cap); the total stands, as the two cancel out. */
  pensionContribution: number | null;
  pensionReduction: number | null;
  jobTaxCredit: number;
  earnedIncomeReduction: number;
  totalTax: number;
  netPerMonth: number;
}

export type TaxResult =
  | { status: "computed"; lines: TaxLines }
  | { status: "not-covered"; year: TaxYear; reason: "pension-under-66" | "pension-cap-2025" };

/** "66+": had turned 66 before the income year began, i.e. born in year − 67 or earlier. */
export function isEnhanced(birthYear: number, year: TaxYear): boolean {
  return birthYear <= year - 1 - commonConstants.enhancedAge.value;
}

function stateTax(bfi: number, year: TaxYear): number {
  const base = bfi - yearConstants[year].stateTaxThreshold.value;
  if (base < commonConstants.stateTaxMinimumBase.value) return 0;
  return base * commonConstants.stateTaxRate.value;
}

export function computeTax(input: TaxInput, year: TaxYear): TaxResult {
  const enhanced = isEnhanced(input.birthYear, year);
  if (input.pension > 0 && !enhanced) return { status: "not-covered", year, reason: "pension-under-66" };
  const ki = input.municipalRate / 100;
  const ai = floorTo100(input.salary);
  const ffi = floorTo100(input.salary + input.pension);
  const ga = grundavdrag(ffi, year, enhanced);
  const bfi = ffi - ga;
  const municipalTax = bfi * ki;
  const state = stateTax(bfi, year);

  const fee = pensionContribution(input.salary, year);
  const feeAmount = fee.established ? fee.amount : fee.uncapped;
  // Order (67 kap. 2 §): the pension-fee reduction first, against municipal then state tax; as in
  // Skatteverket's tables, the jobbskatteavdrag is limited to municipal tax minus that reduction, and
  // the earned-income reduction to what municipal tax is left. What does not fit is lost.
  const pensionReduction = Math.min(feeAmount, municipalTax + state);
  const municipalLeft = Math.max(0, municipalTax - pensionReduction);
  const credit = enhanced ? jobTaxCredit66Plus(ai, year) : jobTaxCreditUnder66(ai, ga, ki, year);
  const jobTaxCredit = Math.min(credit, municipalLeft);
  const earned = Math.min(earnedIncomeReduction(bfi), municipalLeft - jobTaxCredit);

  if (
    !fee.established &&
    (pensionReduction < feeAmount || jobTaxCredit < credit || earned < earnedIncomeReduction(bfi))
  ) {
    // With the cap unknown the total is known only when no limit binds at any fee up to 7 %.
    return { status: "not-covered", year, reason: "pension-cap-2025" };
  }
  const totalTax = municipalTax + state + feeAmount - pensionReduction - jobTaxCredit - earned;
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
      pensionContribution: fee.established ? feeAmount : null,
      pensionReduction: fee.established ? pensionReduction : null,
      jobTaxCredit,
      earnedIncomeReduction: earned,
      totalTax,
      netPerMonth: (input.salary + input.pension - totalTax) / 12,
    },
  };
}
