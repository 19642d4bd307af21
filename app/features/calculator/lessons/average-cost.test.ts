import { describe, expect, it } from "vitest";
import { averageCostPerShare, averageCostSale } from "./average-cost";

const purchases = [
  { shares: 100, price: 50, brokerage: 50 },
  { shares: 100, price: 70, brokerage: 50 },
];

describe("averageCostSale", () => {
  it("averages the cost per share with the brokerage included", () => {
    expect(averageCostPerShare(purchases)).toBe(60.5);
  });

  it("computes a gain by the average method, beside the 20 % rule, and taxes it at 30 %", () => {
    const result = averageCostSale(purchases, { shares: 100, price: 80, brokerage: 50 });
    expect(result?.netProceeds).toBe(7_950);
    expect(result?.averageMethod).toEqual({ cost: 6_050, gain: 1_900 });
    expect(result?.standardMethod).toEqual({ cost: 1_590, gain: 6_360 });
    expect(result?.better).toBe("average");
    expect(result?.tax).toBeCloseTo(570, 6);
  });

  it("prefers the 20 % rule when it gives the lower gain", () => {
    const cheap = [{ shares: 100, price: 5, brokerage: 0 }];
    const result = averageCostSale(cheap, { shares: 100, price: 100, brokerage: 0 });
    expect(result?.better).toBe("standard");
    expect(result?.gain).toBe(8_000);
  });

  it("counts a remaining loss at 70 % and refuses a sale of more shares than were bought", () => {
    const result = averageCostSale(purchases, { shares: 100, price: 40, brokerage: 50 });
    expect(result?.gain).toBe(-2_100);
    expect(result?.tax).toBe(0);
    expect(result?.lossCounted).toBeCloseTo(1_470, 6);
    expect(averageCostSale(purchases, { shares: 201, price: 40, brokerage: 0 })).toBeUndefined();
  });
});
