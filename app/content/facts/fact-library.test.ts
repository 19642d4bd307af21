import { describe, expect, it } from "vitest";
import { myths } from "./course-facts-myths";
import { allFacts, stateableDates, stateableFigures } from "./fact-library";

describe("the facts the project carries", () => {
  it("keeps a C row's figures out of what a text may state", () => {
    // Since 2026-11-28 the facts grade no row C (7.3, 7.4 and 8.3 were confirmed); a new one stays out.
    const graded = allFacts.filter((fact) => fact.confidence !== "C").flatMap((fact) => fact.figures);
    const cOnly = allFacts
      .filter((fact) => fact.confidence === "C")
      .flatMap((fact) => fact.figures)
      .filter((figure) => !graded.includes(figure) && !myths.some((myth) => myth.figures.includes(figure)));
    for (const figure of cOnly) expect(stateableFigures.has(figure)).toBe(false);
  });

  it("allows the corrected figures and dates, and none it does not give", () => {
    for (const figure of [11000, 15000, 625800, 643000, 32.41, 32.38, 0.888, 1.065, 7258, 588000]) {
      expect(stateableFigures.has(figure)).toBe(true);
    }
    for (const date of ["3-17", "5-4", "4-7", "4-10", "2-12", "5-12", "12-31"]) {
      expect(stateableDates.has(date)).toBe(true);
    }
    // The omprövning deadlines, counted from the "sixth year" rule (derived-facts.ts).
    for (const year of [2031, 2032]) expect(stateableFigures.has(year)).toBe(true);
    for (const invented of [12000, 24900, 32.5]) expect(stateableFigures.has(invented)).toBe(false);
  });

  it("names its income years where a row gives them", () => {
    const threshold = allFacts.find((fact) => fact.topic === "travel deduction, threshold");
    expect(threshold?.incomeYears).toEqual([2025, 2026]);
  });
});
