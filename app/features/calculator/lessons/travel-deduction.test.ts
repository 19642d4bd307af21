import { describe, expect, it } from "vitest";
import { averageMunicipalRate, travelDeduction } from "./travel-deduction";

describe("travelDeduction", () => {
  it("computes the travel lesson's example: 200 days × 7 mil × 25 kr = 35 000 kr − 11 000 = 24 000 kr", () => {
    const result = travelDeduction({
      year: 2025,
      mode: "own-car",
      days: 200,
      milPerDay: 7,
      municipalRate: 32.41,
    });
    expect(result.cost).toBe(35_000);
    expect(result.threshold).toBe(11_000);
    expect(result.deduction).toBe(24_000);
    expect(result.approximateTaxEffect).toBeCloseTo(7_778.4, 6);
  });

  it("subtracts 15 000 kr from income year 2026", () => {
    expect(
      travelDeduction({ year: 2026, mode: "own-car", days: 200, milPerDay: 7, municipalRate: 32.38 })
        .deduction,
    ).toBe(20_000);
  });

  it("uses 12 kr/mil for a company car and 9.50 kr/mil for a fully electric one", () => {
    const input = { year: 2025, days: 200, milPerDay: 10, municipalRate: 30 } as const;
    expect(travelDeduction({ ...input, mode: "company-car" }).cost).toBe(24_000);
    expect(travelDeduction({ ...input, mode: "company-car-electric" }).cost).toBe(19_000);
  });

  it("takes the cheapest fare's yearly cost for public transport, never below 0", () => {
    expect(
      travelDeduction({ year: 2025, mode: "public-transport", yearlyFare: 14_000, municipalRate: 32.41 })
        .deduction,
    ).toBe(3_000);
    const under = travelDeduction({
      year: 2026,
      mode: "public-transport",
      yearlyFare: 14_000,
      municipalRate: 32.41,
    });
    expect(under.deduction).toBe(0);
    expect(under.approximateTaxEffect).toBe(0);
  });

  it("defaults to the year's average municipal rate", () => {
    expect(averageMunicipalRate).toEqual({ 2025: 32.41, 2026: 32.38 });
  });
});
