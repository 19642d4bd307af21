/** The calculator's words: Swedish typography once the figures are filled in, and no figure typed in
 * by hand where app/features/calculator/tax/constants.ts has it (docs/tax-calculator.md). */
import { describe, expect, it } from "vitest";
import { fill } from "#shared/i18n/translate.ts";
import { typographyErrors } from "../../../i18n/swedish-typography";
import { calculatorValues, errorValues } from "../calculator-values";
import { enCalculator } from "./calculator-en";
import { seCalculator } from "./calculator-se";

function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(strings);
}

const filled = (words: object, language: "en" | "se") =>
  strings(words).map((text) => fill(fill(text, calculatorValues(language)), errorValues(language, "rate")));

describe("the calculator's words", () => {
  it("follow the Swedish typography rule once filled in", () => {
    expect(filled(seCalculator, "se").flatMap(typographyErrors)).toEqual([]);
  });

  it("leave no placeholder unfilled", () => {
    const errorField = {
      required: "salary",
      notNumber: "salary",
      negative: "salary",
      tooLarge: "salary",
      rateRange: "rate",
      bornRange: "born",
    } as const;
    for (const [words, language] of [
      [enCalculator, "en"],
      [seCalculator, "se"],
    ] as const) {
      const { errors, ...rest } = words;
      const values = { ...calculatorValues(language), ...errorValues(language, "salary") };
      const texts = [
        ...strings(rest).map((text) =>
          fill(text, { ...values, year: 2026, title: "x", tax: "x", net: "x", change: "x" }),
        ),
        ...Object.entries(errors).map(([key, text]) =>
          fill(text, errorValues(language, errorField[key as keyof typeof errorField])),
        ),
      ];
      expect(texts.filter((text) => /\{\w+\}/.test(text))).toEqual([]);
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
