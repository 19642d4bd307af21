/**
 * The dictionaries (shared/i18n) may not import from app/ (biome: shared/ runs in the browser and in
 * Node), so their figures cannot be taken by import as the glossary's are. This test binds them
 * instead (docs/decisions/065): each figure the home page's cards state that a calculator also computes
 * with must be the calculator's, formatted as the dictionary writes it. A figure changed in the facts
 * and not in the text (or the other way round) fails here.
 */
import { describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import type { Language } from "#shared/site.ts";
import { figureText } from "../../lib/numbers";
import { iskFigures, rotRutFigures, travelFigures } from "./lesson-figures";
import { yearConstants } from "./tax-figures";

const skiktgräns = (year: 2025 | 2026) => yearConstants[year].stateTaxThreshold.value;
const { rotCeiling, rotRaised, rotRate } = rotRutFigures;
const taxFree = iskFigures.taxFreeAmount.value;
const threshold = travelFigures.threshold.value;

/** Each text of the cards, and the calculator figures it states. */
function cases(language: Language) {
  const dictionary = language === "en" ? en : se;
  const {
    hero: { glance },
    features,
  } = dictionary;
  const { kr, percent } = figureText(language);
  return [
    [
      "glance: skiktgräns",
      `${glance.stateTax.value} ${glance.stateTax.note}`,
      [kr(skiktgräns(2026)), kr(skiktgräns(2025))],
    ],
    [
      "glance: ISK",
      `${glance.fribelopp.value} ${glance.fribelopp.note}`,
      [kr(taxFree[2026]), kr(taxFree[2025])],
    ],
    [
      "glance: ROT",
      `${glance.rot.value} ${glance.rot.note}`,
      [percent(rotRate.value), percent(rotRaised.value.rate)],
    ],
    ["tax rates: skiktgräns", features.feature1.points[0], [kr(skiktgräns(2026)), kr(skiktgräns(2025))]],
    ["tax rates: last year", features.feature1.points[3], [kr(skiktgräns(2025))]],
    ["deductions", features.feature3.description, [kr(taxFree[2026]), percent(rotRate.value)]],
    ["deductions: ISK", features.feature3.points[0], [kr(taxFree[2026]), kr(taxFree[2025])]],
    [
      "deductions: ROT",
      features.feature3.points[1],
      [percent(rotRate.value), percent(rotRaised.value.rate), kr(rotCeiling.value)],
    ],
    ["deductions: travel", features.feature3.points[3], [kr(threshold[2026]), kr(threshold[2025])]],
  ] as const;
}

describe.each(["en", "se"] as const)("the %s dictionary's cards", (language) => {
  it.each(cases(language))("%s states the calculators' figures", (_, text, figures) => {
    for (const figure of figures) expect(text).toContain(figure);
  });
});
