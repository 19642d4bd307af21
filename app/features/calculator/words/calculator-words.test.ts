/** The calculator's words: Swedish typography once the figures are filled in, and no figure typed in
 * by hand where app/content/facts/tax-figures.ts has it (docs/tax-calculator.md). */
import { describe, expect, it } from "vitest";
import { fill } from "#shared/i18n/translate.ts";
import { typographyErrors } from "../../../i18n/swedish-typography";
import { formatKronor } from "../../../lib/numbers";
import { calculatorValues, errorValues } from "../calculator-values";
import { enCalculator } from "./calculator-en";
import { seCalculator } from "./calculator-se";

function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(strings);
}

/** Every placeholder a text may carry, filled as the page fills it. */
const sample = (language: "en" | "se") => ({
  ...calculatorValues(language),
  ...errorValues(language, "rate"),
  year: 2026,
  title: "x",
  tax: formatKronor(68_798, language),
  amount: formatKronor(1_202, language),
  first: formatKronor(45, language),
  second: formatKronor(45_000, language),
  change: formatKronor(-2_815, language),
  balance: "x",
  municipality: "Stockholm",
  date: "x",
});

const filled = (words: object, language: "en" | "se") =>
  strings(words).map((text) => fill(text, sample(language)));

describe("the calculator's words", () => {
  it("follow the Swedish typography rule once filled in", () => {
    expect(filled(seCalculator, "se").flatMap(typographyErrors)).toEqual([]);
  });

  it("leave no placeholder unfilled", () => {
    for (const [words, language] of [
      [enCalculator, "en"],
      [seCalculator, "se"],
    ] as const) {
      expect(filled(words, language).filter((text) => /\{\w+\}/.test(text))).toEqual([]);
    }
  });

  it("take their figures from the constants, in each language's writing", () => {
    expect(fill(enCalculator.explanations.stateTax, calculatorValues("en"))).toContain("SEK\u00a0625,800");
    expect(fill(seCalculator.explanations.stateTax, calculatorValues("se"))).toContain(
      "643\u00a0000\u00a0kr",
    );
    expect(fill(seCalculator.rateHint, calculatorValues("se"))).toContain("32,41\u00a0%");
    expect(fill(enCalculator.bornHint, calculatorValues("en"))).toContain("born in 1958 or earlier for 2025");
  });
});
