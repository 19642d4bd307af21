/** The lesson calculators' words (issue 38), which travel apart from the dictionaries: the same keys
 * and placeholders in both languages, Swedish typography and du-form, no figure written by hand. */
import { describe, expect, it } from "vitest";
import { enLessonCalculators } from "#shared/i18n/en.ts";
import { seLessonCalculators } from "#shared/i18n/se.ts";
import { typographyErrors } from "../../../i18n/swedish-typography";

function leaves(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node as object).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the lesson calculators' words", () => {
  const en = leaves(enLessonCalculators);
  const se = leaves(seLessonCalculators);

  it("have the same keys and placeholders in English and Swedish", () => {
    expect(se.map(([key]) => key)).toEqual(en.map(([key]) => key));
    for (const [index, [key, text]] of en.entries()) {
      expect(placeholders(se[index]?.[1] ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("read in Swedish with Swedish typography, as du", () => {
    for (const [key, text] of se) {
      expect(typographyErrors(text), key).toEqual([]);
      expect(text, key).not.toMatch(/(?<!\p{L})(ni|er|era|ert)(?!\p{L})/iu);
    }
  });

  it("take the rules' amounts and rates from app/features/calculator/lessons/, not from the text", () => {
    // Only "0 or more", the box numbers, the reminder's distances and hours, and "1 mil = 10 km" are written out.
    const allowed =
      /\b(?:0 or more|0 eller mer|2\.1|8\.1|8\.8|5\s?km|2\s?km|2 hours|2 timmar|1 mil = 10\s?km|20\s?%|20%)/gu;
    for (const [key, text] of [...en, ...se]) {
      expect(text.replace(allowed, "").replace(/\{\w+\}/g, ""), key).not.toMatch(/\d/);
    }
  });
});
