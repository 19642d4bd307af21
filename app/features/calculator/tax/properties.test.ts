/** Continuity at every band break, and properties over many salaries (a seeded loop, no dependency). */
import { describe, expect, it } from "vitest";
import { yearConstants } from "../../../content/facts/tax-figures";
import { computeTax, type TaxInput } from "./compute-tax";
import { taxYears } from "./constants";
import { type Exact, toNumber } from "./exact";
import { basicAllowanceRaw, enhancedSpecialAmountRaw } from "./grundavdrag";
import { jobTaxCredit66PlusRaw, jobTaxCreditBaseUnder66 } from "./job-tax-credit";

const allowanceBreaks = [0.99, 2.72, 3.11, 7.88];
const specialBreaks: Record<number, number[]> = {
  2025: [0.91, 1.11, 1.965, 2.72, 3.11, 3.24, 5.0, 7.88, 8.08, 10.94, 12.47],
  2026: [0.91, 1.11, 1.965, 2.72, 3.11, 3.24, 5.0, 7.88, 8.08, 11.16, 12.84],
};
const creditBreaks = [0.91, 3.24, 8.08];
const credit66Breaks = [1.75, 5.24];

/** The step at a break: the value just above it minus the value just below. */
function step(f: (x: number) => Exact, at: number): number {
  return toNumber(f(at + 1e-6)) - toNumber(f(at - 1e-6));
}

// The law's coefficients are rounded, so its pieces meet to within 0.001 pbb (≈ 59 kr), not exactly.
const lawRounding = 0.001;
// Two steps are larger in the law text as quoted in tax-formulas.md §2: at 0.91 pbb (immaterial: the
// whole grundavdrag there exceeds FFI, so it is FFI) and at 1.965 pbb (docs/tax-calculator.md).
const knownSteps: Record<string, number> = { "0.91": 0.016, "1.965": 0.0039735 };

describe("continuity at every band break", () => {
  for (const year of taxYears) {
    const pbb = yearConstants[year].pbb.value;
    it(`grundavdrag and its 66+ special amount, ${year}`, () => {
      for (const b of allowanceBreaks) {
        expect(Math.abs(step((x) => basicAllowanceRaw(x, pbb), b * pbb) / pbb)).toBeLessThanOrEqual(
          lawRounding + 1e-9,
        );
      }
      for (const b of specialBreaks[year] ?? []) {
        const jump = step((x) => enhancedSpecialAmountRaw(x, year), b * pbb) / pbb;
        const known = knownSteps[String(b)];
        if (known === undefined) expect(Math.abs(jump), `${b} pbb`).toBeLessThanOrEqual(lawRounding + 1e-9);
        else expect(jump).toBeCloseTo(known, 6);
      }
    });
    it(`jobbskatteavdrag under 66 and 66+, ${year}`, () => {
      for (const b of creditBreaks) {
        expect(Math.abs(step((x) => jobTaxCreditBaseUnder66(x, 0, year), b * pbb) / pbb)).toBeLessThanOrEqual(
          lawRounding,
        );
      }
      for (const b of credit66Breaks) {
        expect(Math.abs(step((x) => jobTaxCredit66PlusRaw(x, year), b * pbb) / pbb)).toBeLessThanOrEqual(
          lawRounding + 1e-9,
        );
      }
    });
  }
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function total(input: TaxInput, year: 2025 | 2026): number | undefined {
  const result = computeTax(input, year);
  return result.status === "computed" ? result.lines.totalTax : undefined;
}

describe("properties over many salaries", () => {
  const random = seeded(38);
  const cases = Array.from({ length: 400 }, () => ({
    rate: 28.93 + Math.round(random() * 672) / 100,
    birthYear: random() < 0.3 ? 1940 + Math.floor(random() * 19) : 1959 + Math.floor(random() * 50),
    pension: random() < 0.5 ? Math.floor(random() * 400_000) : 0,
  }));

  // 10 000 seeded inputs (salary alone: beside a pension, the 66+ jobbskatteavdrag on the first kronor
  // of salary, 22 %, can exceed the tax they add, so the total falls; that is the law, not a bug).
  it("prints whole-krona lines that add up to the total, and tax never falls as salary rises", () => {
    const draw = seeded(50);
    for (let index = 0; index < 10_000; index += 1) {
      const year = taxYears[index % 2] ?? 2026;
      const rate = 28.93 + Math.round(draw() * 672) / 100;
      const birthYear = 1930 + Math.floor(draw() * 79);
      // Half up to 800 000 kr (where the bands are), half up to 3 million.
      const salary = Math.floor(draw() * (draw() < 0.5 ? 800_000 : 3_000_000));
      const rise = 1 + Math.floor(draw() * 20_000);
      const input = { salary, pension: 0, municipalRate: rate, birthYear };
      const result = computeTax(input, year);
      if (result.status !== "computed") throw new Error("salary alone is always computed");
      const l = result.lines;
      const printed = [
        l.municipalTax,
        l.stateTax,
        l.pensionContribution,
        l.pensionReduction,
        l.jobTaxCredit,
        l.earnedIncomeReduction,
      ];
      const label = `${year} ${salary} ${rate} ${birthYear}`;
      for (const line of printed) expect(Number.isInteger(line), label).toBe(true);
      expect(l.totalTax, label).toBe(
        l.municipalTax +
          l.stateTax +
          l.pensionContribution -
          l.pensionReduction -
          l.jobTaxCredit -
          l.earnedIncomeReduction,
      );
      expect(total({ ...input, salary: salary + rise }, year), `${label} +${rise}`).toBeGreaterThanOrEqual(
        l.totalTax,
      );
    }
  }, 60_000); // 20 000 computations in exact arithmetic: generous on a busy machine

  it("every reduction stays within the tax it may be set against", () => {
    for (const year of taxYears) {
      for (const { rate, birthYear, pension } of cases) {
        const salary = Math.floor(random() * 2_000_000);
        const result = computeTax({ salary, pension, municipalRate: rate, birthYear }, year);
        if (result.status !== "computed") continue;
        const l = result.lines;
        expect(l.pensionReduction).toBeLessThanOrEqual(l.municipalTax + l.stateTax);
        const municipalLeft = Math.max(0, l.municipalTax - l.pensionReduction);
        expect(l.jobTaxCredit + l.earnedIncomeReduction).toBeLessThanOrEqual(municipalLeft + 1e-6);
        expect(l.totalTax).toBeGreaterThanOrEqual(-1e-6);
        expect(l.grundavdrag).toBeLessThanOrEqual(l.ffi);
      }
    }
  });
});
