import { describe, expect, it } from "vitest";
import { stateableFigures } from "./facts/fact-library";
import { amountsIn, boxesIn, datesIn, percentagesIn, splitWorkedExample, yearsIn } from "./lesson-facts";

describe("what the lesson tests read as figures and dates", () => {
  it("reads amounts in both languages' formats as one value", () => {
    expect(
      amountsIn("Costs above SEK 11,000 count; SEK 25 per mil; CHF 7,258; at least 5 km.", "en"),
    ).toEqual([5, 11000, 25, 7258]);
    expect(
      amountsIn("Kostnader över 11 000 kr räknas, 25 kr per mil, 9,50 kr, minst 2 timmar.", "se"),
    ).toEqual([11000, 25, 9.5, 2]);
  });

  it("reads boxes of the return and multiples of a base amount", () => {
    expect(
      boxesIn("Enter it at box 2.1; boxes 7.2 and 7.3; ruta 8.1 och 8.8; rutorna 1.1, 1.4 eller 1.5."),
    ).toEqual([2.1, 7.2, 7.3, 8.1, 8.8, 1.1, 1.4, 1.5]);
    expect(amountsIn("at most 10 price base amounts", "en")).toEqual([10]);
    expect(amountsIn("högst 10 prisbasbelopp och 1 procentenhet", "se")).toEqual([10, 1]);
  });

  it("reads percentages, years and dates, each day of a range on its own", () => {
    expect(percentagesIn("taxed at 30% and 0.888%", "en")).toEqual([30, 0.888]);
    expect(percentagesIn("30 % och 0,888 %", "se")).toEqual([30, 0.888]);
    expect(yearsIn("from 2026 (prop. 2025/26:31), born 1958")).toEqual([2026, 2025, 1958]);
    expect(datesIn("April 7–10, 2026 and May 4")).toEqual(["4-7", "4-10", "5-4"]);
    expect(datesIn("7–10 april 2026 och 4 maj")).toEqual(["4-7", "4-10", "5-4"]);
  });

  it("finds an invented figure: a number the facts do not give is not among their figures", () => {
    expect(
      amountsIn("Only costs above SEK 12,000 count.", "en").filter((value) => !stateableFigures.has(value)),
    ).toEqual([12000]);
    expect(
      amountsIn("Bara kostnader över 11 000 kr räknas.", "se").filter(
        (value) => !stateableFigures.has(value),
      ),
    ).toEqual([]);
  });

  it("keeps the worked example apart from the rest", () => {
    const { example, rest } = splitWorkedExample(
      "Intro.\n\n## The rule\nA.\n\n## Worked example: Sara\nB.\n\n## Checklist\nC.",
    );
    expect(example).toContain("B.");
    expect(rest).toContain("A.");
    expect(rest).toContain("C.");
    expect(rest).not.toContain("B.");
  });
});
