/** Every test vector of tax-formulas.md §6, exactly, and the 2025 regression values to the krona. */
import { describe, expect, it } from "vitest";
import { computeTax, type TaxLines } from "./compute-tax";
import { earnedIncomeReduction } from "./earned-income-reduction";
import { percent } from "./exact";
import { grundavdrag } from "./grundavdrag";
import { jobTaxCreditUnder66 } from "./job-tax-credit";
import { pensionContribution } from "./pension-contribution";

function lines(salary: number, municipalRate: number, year: 2025 | 2026, birthYear = 1985): TaxLines {
  const result = computeTax({ salary, pension: 0, municipalRate, birthYear }, year);
  if (result.status !== "computed") throw new Error(`not computed: ${result.reason}`);
  return result.lines;
}

describe("Skatteverket's 2026 vectors (SKV 433, edition 36)", () => {
  it("grundavdrag under 66", () => {
    expect(grundavdrag(120_000, 2026, false)).toBe(37_400);
    expect(grundavdrag(324_000, 2026, false)).toBe(31_600);
  });

  it("förhöjt grundavdrag, 66+", () => {
    expect(grundavdrag(90_000, 2026, true)).toBe(72_000);
    expect(grundavdrag(200_000, 2026, true)).toBe(110_900);
    expect(grundavdrag(390_000, 2026, true)).toBe(157_900);
  });

  it("jobbskatteavdrag under 66 at KI 32.84 %", () => {
    expect(jobTaxCreditUnder66(90_000, grundavdrag(90_000, 2026, false), percent(32.84), 2026)).toBe(11_976);
    expect(jobTaxCreditUnder66(240_000, grundavdrag(240_000, 2026, false), percent(32.84), 2026)).toBe(
      26_083,
    );
  });

  it("pension contribution and earned-income reduction", () => {
    expect(pensionContribution(181_200, 2026)).toBe(12_700);
    expect(earnedIncomeReduction(200_000)).toBe(1_200);
  });

  it("salary 360 000 in Stockholm (KI 30.55 %), born 1985", () => {
    const result = lines(360_000, 30.55, 2026);
    expect(result.bfi).toBe(332_000);
    expect(result.municipalTax).toBe(101_426);
    expect(result.pensionReduction).toBe(25_200);
    expect(result.jobTaxCredit).toBe(37_132);
    expect(result.earnedIncomeReduction).toBe(1_500);
    expect(result.stateTax).toBe(0);
  });

  it("agrees within 1 % with monthly tax table 34, column 1: 30 000 kr a month → 6 054 kr", () => {
    // The table's 34 % holds fees besides KI and the table adds the public service fee (1 % of BFI,
    // at most 1 184 kr in 2026); with KI 32.84 % (the vector above) and the other 1.16 % as a fee on
    // BFI, the yearly computation is the table's (docs/tax-calculator.md).
    const result = lines(360_000, 32.84, 2026);
    const fees = result.bfi * 0.0116 + Math.min(result.bfi * 0.01, 1_184);
    const monthly = (result.totalTax + fees) / 12;
    expect(Math.abs(monthly - 6_054) / 6_054).toBeLessThan(0.01);
  });
});

describe("2025 regression values (independent implementation)", () => {
  it("salary 360 000, KI 30.55 %", () => {
    const result = lines(360_000, 30.55, 2025);
    expect(result.grundavdrag).toBe(27_600);
    expect(result.bfi).toBe(332_400);
    expect(result.municipalTax).toBe(101_548);
    expect(result.jobTaxCredit).toBe(34_439);
  });

  it("salary 600 000, KI 32.41 %", () => {
    expect(lines(600_000, 32.41, 2025).jobTaxCredit).toBe(47_295);
  });
});

describe("the whole computation", () => {
  it("adds up: total = municipal + state + fee − reductions, and net per month", () => {
    const result = lines(360_000, 30.55, 2026);
    expect(result.totalTax).toBe(101_426 + 25_200 - 25_200 - 37_132 - 1_500);
    expect(result.netPerMonth).toBeCloseTo((360_000 - result.totalTax) / 12, 6);
  });

  it("levies state tax only on a base of at least 200 kr", () => {
    // 2026: GA above 7.88 pbb is 17 400, so BFI = FFI − 17 400; skiktgräns 643 000.
    expect(lines(643_000 + 17_400 + 100, 32.38, 2026).stateTax).toBe(0);
    expect(lines(643_000 + 17_400 + 200, 32.38, 2026).stateTax).toBe(40);
  });

  it("caps the 2026 pension contribution at 47 100 kr", () => {
    expect(lines(1_000_000, 32.38, 2026).pensionContribution).toBe(47_100);
  });

  it("caps the 2025 pension contribution at 45 500 kr (8.07 × 80 600 kr, tax-formulas.md §5)", () => {
    expect(lines(1_000_000, 32.41, 2025).pensionContribution).toBe(45_500);
    expect(lines(650_000, 32.41, 2025).pensionContribution).toBe(45_500);
    expect(lines(600_000, 32.41, 2025).pensionContribution).toBe(42_000);
  });
  it("uses the förhöjt grundavdrag and the 66+ jobbskatteavdrag for those born 1959 or earlier in 2026", () => {
    expect(lines(200_000, 32.38, 2026, 1959).enhanced).toBe(true);
    expect(lines(200_000, 32.38, 2026, 1960).enhanced).toBe(false);
    expect(lines(200_000, 32.38, 2025, 1959).enhanced).toBe(false);
    expect(lines(200_000, 32.38, 2026, 1959).grundavdrag).toBe(110_900);
  });

  it("covers pension only for those 66+", () => {
    const input = { salary: 0, pension: 200_000, municipalRate: 32.38, birthYear: 1959 };
    expect(computeTax(input, 2026).status).toBe("computed");
    expect(computeTax(input, 2025)).toEqual({
      status: "not-covered",
      year: 2025,
      reason: "pension-under-66",
    });
  });
});

describe("the law's rounding on every line (tax-formulas.md §5a; issue 50's examples)", () => {
  it("drops öre on municipal tax: 360 000 kr at 32.38 % → 107 501.60 → 107 501", () => {
    expect(lines(360_000, 32.38, 2026).municipalTax).toBe(107_501);
  });
  it("computes the jobbskatteavdrag exactly: 2026, 202 900 kr at 35.13 % → 23 295 (66 313.692 × 0.3513 = 23 295.9999…)", () => {
    expect(lines(202_900, 35.13, 2026).jobTaxCredit).toBe(23_295);
  });
  it("drops öre on the earned-income reduction: BFI 55 400 → 0.75 % × 15 400 = 115.50 → 115", () => {
    expect(earnedIncomeReduction(55_400)).toBe(115);
  });
  it("prints lines that add up to the printed total: 86 000 kr at 32.38 % → 6 258", () => {
    const l = lines(86_000, 32.38, 2026);
    expect([
      l.municipalTax,
      l.pensionContribution,
      l.pensionReduction,
      l.jobTaxCredit,
      l.earnedIncomeReduction,
    ]).toEqual([17_938, 6_000, 6_000, 11_565, 115]);
    expect(l.totalTax).toBe(6_258);
  });
});
