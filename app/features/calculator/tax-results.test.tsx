import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resultNotes, resultSummary } from "./result-summary";
import { computeTax, type TaxInput } from "./tax/compute-tax";
import type { TaxYear } from "./tax/constants";
import { TaxResults, type YearResult } from "./tax-results";
import { enCalculator as words } from "./words/calculator-en";
import { seCalculator } from "./words/calculator-se";

function yearsFor(input: Omit<TaxInput, "municipalRate"> & { rate: number }, order: TaxYear[]): YearResult[] {
  return order.map((year) => ({
    year,
    rate: input.rate,
    income: input.salary + input.pension,
    result: computeTax({ ...input, municipalRate: input.rate }, year),
  }));
}

const amountIn = (line: string) =>
  within(screen.getByRole("row", { name: new RegExp(`^${line}`) })).getAllByRole("cell");

afterEach(cleanup);

describe("TaxResults", () => {
  it("shows the year asked for first, amounts as the language writes them, reductions as minus amounts", () => {
    const years = yearsFor({ salary: 360_000, pension: 0, rate: 30.55, birthYear: 1985 }, [2026, 2025]);
    render(<TaxResults words={seCalculator} language="se" years={years} />);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      seCalculator.line,
      "2026",
      "2025",
      seCalculator.change,
    ]);
    expect(amountIn("Kommunal inkomst")[0]?.textContent).toBe("101\u00a0426\u00a0kr");
    expect(amountIn("Jobbskatte")[0]?.textContent).toBe("\u221237\u00a0132\u00a0kr");
  });

  it("marks a year it does not compute, and never shows a number for it", () => {
    const years = yearsFor({ salary: 0, pension: 200_000, rate: 32.38, birthYear: 1959 }, [2025, 2026]);
    render(<TaxResults words={words} language="en" years={years} />);
    expect(amountIn("Total tax")[0]?.textContent).toBe(words.notComputed);
    expect(amountIn("Total tax")[1]?.textContent).toMatch(/^SEK/);
    expect(resultSummary(words, "en", years)).toBe(
      "2025: not computed. A pension is covered only if you had turned 66 before 2025 began; other cases are not established in our sources.",
    );
  });
});

describe("resultSummary", () => {
  it("is one short sentence on the year asked for, and the change between the years", () => {
    const years = yearsFor({ salary: 360_000, pension: 0, rate: 30.55, birthYear: 1985 }, [2026, 2025]);
    expect(resultSummary(words, "en", years)).toBe(
      "In 2026 your total tax is SEK\u00a062,794, which leaves SEK\u00a024,767 a month.",
    );
    expect(resultNotes(words, "en", years)).toEqual([
      "From 2025 to 2026 your tax changes by SEK\u00a0\u22122,815 a year.",
    ]);
  });

  it("says under the table why a year other than the first is not computed", () => {
    const years = yearsFor({ salary: 0, pension: 200_000, rate: 32.38, birthYear: 1959 }, [2026, 2025]);
    expect(resultNotes(words, "en", years)).toEqual([
      "2025: not computed. A pension is covered only if you had turned 66 before 2025 began; other cases are not established in our sources.",
    ]);
  });
});
