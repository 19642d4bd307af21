import { describe, expect, it } from "vitest";
import { interestReduction, interestReductionBothYears } from "./interest-reduction";

describe("interestReduction", () => {
  it("gives 30 % up to 100 000 kr and 21 % above", () => {
    expect(interestReduction({ secured: 100_000, unsecured: 0 }, 2025).reduction).toBeCloseTo(30_000, 6);
    expect(interestReduction({ secured: 120_000, unsecured: 0 }, 2025).reduction).toBeCloseTo(34_200, 6);
    expect(interestReduction({ secured: 40_000, unsecured: 0 }, 2026).reduction).toBeCloseTo(12_000, 6);
  });

  it("counts half of the unsecured interest for 2025 and none of it from 2026", () => {
    const [y2025, y2026] = interestReductionBothYears({ secured: 20_000, unsecured: 10_000 });
    expect(y2025?.deficit).toBe(25_000);
    expect(y2025?.reduction).toBeCloseTo(7_500, 6);
    expect(y2026?.deficit).toBe(20_000);
    expect(y2026?.reduction).toBeCloseTo(6_000, 6);
  });
});
