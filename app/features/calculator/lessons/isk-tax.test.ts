import { describe, expect, it } from "vitest";
import { capitalBase, iskTax, iskTaxBothYears } from "./isk-tax";

describe("iskTax", () => {
  it("takes a quarter of the four quarterly values plus the year's deposits", () => {
    expect(capitalBase({ quarterValues: [100_000, 110_000, 120_000, 130_000], deposits: 40_000 })).toBe(
      125_000,
    );
  });

  it("taxes the base above the tax-free amount at 0.888 % (2025) and 1.065 % (2026)", () => {
    const input = { quarterValues: [1_000_000, 1_000_000, 1_000_000, 1_000_000], deposits: 0 } as const;
    const [y2025, y2026] = iskTaxBothYears(input);
    expect(y2025?.taxableBase).toBe(850_000);
    expect(y2025?.standardIncomeRate).toBeCloseTo(2.96, 10);
    expect(y2025?.effectiveRate).toBeCloseTo(0.888, 10);
    expect(y2025?.tax).toBeCloseTo(850_000 * 0.00888, 6);
    expect(y2026?.taxableBase).toBe(700_000);
    expect(y2026?.effectiveRate).toBeCloseTo(1.065, 10);
    expect(y2026?.tax).toBeCloseTo(700_000 * 0.01065, 6);
  });

  it("never goes below 0 when the base is under the tax-free amount", () => {
    const small = iskTax({ quarterValues: [200_000, 200_000, 200_000, 200_000], deposits: 0 }, 2026);
    expect(small.taxableBase).toBe(0);
    expect(small.tax).toBe(0);
  });
});
