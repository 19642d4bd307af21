import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { computeYears } from "./compute-years";
import type { CalculatorInputs } from "./read-inputs";
import { answerOf } from "./result-summary";
import { TaxResults } from "./tax-results";
import { enCalculator as words } from "./words/calculator-en";
import { seCalculator } from "./words/calculator-se";

const stockholm: CalculatorInputs = {
  year: 2026,
  salary: 360_000,
  pension: 0,
  paid: null,
  travel: 0,
  interest: 0,
  loan: "secured",
  isk: 0,
  rot: 0,
  rut: 0,
  rotRaised: false,
  sold: false,
  born: 1985,
  municipality: null,
  rate: 30.55,
  church: 0,
};

const cellsOf = (line: string) =>
  within(screen.getByRole("row", { name: new RegExp(`^${line}`) })).getAllByRole("cell");

afterEach(cleanup);

describe("TaxResults", () => {
  it("shows the reader's year first, whole kronor, reductions as minus amounts, and the change", () => {
    render(<TaxResults words={seCalculator} language="se" years={computeYears(stockholm)} />);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      seCalculator.line,
      "2026",
      "2025",
      seCalculator.change,
    ]);
    expect(cellsOf("Kommunal inkomst")[0]?.textContent).toBe("101\u00a0426");
    expect(cellsOf("Jobbskatte")[0]?.textContent).toBe("\u221237\u00a0132");
    // 2025: 332 400 × 30.60 % (Stockholm's 2025 rate is not used: the rate typed applies to both).
    expect(cellsOf("Kommunal inkomst")[2]?.textContent).toMatch(/^[+\u2212]/);
  });

  it("says “Not established” for Stockholm's 2025 burial fee", () => {
    const years = computeYears({ ...stockholm, municipality: "Stockholm", rate: null });
    render(<TaxResults words={words} language="en" years={years} />);
    expect(cellsOf("Burial fee")[0]?.textContent).toBe("232"); // 0.07 % × 332 000 = 232.40
    expect(cellsOf("Burial fee")[1]?.textContent).toBe(words.notEstablished);
  });

  it("marks a year it does not compute, and never shows a number for it", () => {
    const years = computeYears({ ...stockholm, salary: 0, pension: 200_000, born: 1959 });
    render(<TaxResults words={words} language="en" years={years} />);
    expect(cellsOf("Final tax")[1]?.textContent).toBe(words.notComputed);
  });
});

describe("answerOf", () => {
  it("puts the final tax, the refund or kvarskatt and the change from 2025 in one sentence", () => {
    const years = computeYears({ ...stockholm, rate: null, paid: 70_000 });
    const answer = answerOf(words, "en", years, null);
    expect(answer?.headline).toBe("Your final tax for 2026: SEK\u00a068,798");
    expect(answer?.balance).toBe("You get SEK\u00a01,202 back.");
    expect(answer?.next).toBe(words.next2026.refund);
    expect(answer?.summary).toContain("changes by");
  });

  it("says kvarskatt and what to do by when", () => {
    const years = computeYears({ ...stockholm, rate: null, paid: 65_000 });
    const answer = answerOf(seCalculator, "se", years, null);
    expect(answer?.balance).toBe("Du har 3\u00a0798\u00a0kr att betala (kvarskatt).");
    expect(answer?.next).toBe(seCalculator.next2026.toPay);
  });
});
