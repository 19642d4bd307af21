import { describe, expect, it } from "vitest";
import { ceilTo100, dropOre, floorTo100, nearest100HalfDown } from "./rounding";

describe("rounding rules of tax-formulas.md", () => {
  it("rounds FFI and AI down to 100", () => {
    expect(floorTo100(360_099)).toBe(360_000);
    expect(floorTo100(360_100)).toBe(360_100);
  });

  it("rounds grundavdrag up to 100, without floating-point noise", () => {
    expect(ceilTo100(37_320)).toBe(37_400);
    expect(ceilTo100(37_400)).toBe(37_400);
    expect(ceilTo100(0.77 * 59_200 - 0.1 * (360_000 - 3.11 * 59_200))).toBe(28_000);
    expect(ceilTo100(0.1 + 0.2 + 24_899.7)).toBe(24_900);
  });

  it("rounds the pension contribution to the nearest 100, exactly 50 down", () => {
    expect(nearest100HalfDown(12_684)).toBe(12_700);
    expect(nearest100HalfDown(12_650)).toBe(12_600);
    expect(nearest100HalfDown(12_651)).toBe(12_700);
    expect(nearest100HalfDown(12_649)).toBe(12_600);
  });

  it("drops öre", () => {
    expect(dropOre(37_132.24)).toBe(37_132);
    expect(dropOre(11_976.999)).toBe(11_976);
  });
});
