import { describe, expect, it } from "vitest";
import { datesOf, figuresOf } from "./fact-figures";

describe("reading the facts files' figures and dates", () => {
  it("reads amounts, rates, years and box numbers as values, each once", () => {
    expect(
      figuresOf("Only costs above **11 000 kr**; enter it at box **2.1**; 0.888 % for 2025; the 11 000 kr."),
    ).toEqual([11000, 2.1, 0.888, 2025]);
    expect(figuresOf("CHF 7 258; 300 mil (3 000 km); 60–159 days; the **12th** of each month")).toEqual([
      7258, 300, 3000, 60, 159, 12,
    ]);
  });

  it("leaves out the numbers of references and names", () => {
    expect(
      figuresOf(
        "prop. 2025/26:31; 58 kap. 5 § IL; 12 kap. 27–30 §§ IL; SFS 2025:1376; SKV 2703; form K4; Pillar 3a",
      ),
    ).toEqual([]);
  });

  it("reads days as dates, not figures, and keeps their year as a figure", () => {
    const text = "refund 7–10 April 2026; 30 Nov 2024; from 1 January 2026";
    expect(figuresOf(text)).toEqual([2026, 2024]);
    expect(datesOf(text)).toEqual(["4-7", "4-10", "11-30", "1-1"]);
  });
});
