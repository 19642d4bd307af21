import { expect, it } from "vitest";
import { chartScale, niceMax } from "./chart-scale";

it("tops the axis at a round number at or above the highest value", () => {
  expect(niceMax(68)).toBe(100);
  expect(niceMax(100)).toBe(100);
  expect(niceMax(101)).toBe(200);
  expect(niceMax(7)).toBe(10);
  expect(niceMax(0)).toBe(1);
});

it("ticks in steps of 1 up to 5, then the top's quarters", () => {
  expect(chartScale(0)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  expect(chartScale(3)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  expect(chartScale(68)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  expect(chartScale(1500)).toEqual({ max: 2000, ticks: [0, 500, 1000, 1500, 2000] });
});
