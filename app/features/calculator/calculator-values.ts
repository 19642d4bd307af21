/** The figures the calculator's words name, from app/features/calculator/tax/constants.ts, as the page's language writes
 * them: each figure is written once, with its source. */

import type { Values } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor, formatNumber, formatPercent } from "../../lib/numbers";
import { bounds } from "./tax/calculator-query";
import { commonConstants, yearConstants } from "./tax/constants";

export function calculatorValues(language: Language): Values {
  const kronor = (value: number) => formatKronor(value, language);
  const { from, max } = commonConstants.earnedIncomeReduction.value;
  const enhancedAge = commonConstants.enhancedAge.value;
  return {
    average2025: formatPercent(yearConstants[2025].averageMunicipalRate.value, language),
    average2026: formatPercent(yearConstants[2026].averageMunicipalRate.value, language),
    born2025: 2025 - 1 - enhancedAge,
    born2026: 2026 - 1 - enhancedAge,
    threshold2025: kronor(yearConstants[2025].stateTaxThreshold.value),
    threshold2026: kronor(yearConstants[2026].stateTaxThreshold.value),
    pbb2026: kronor(yearConstants[2026].pbb.value),
    earnedFrom: kronor(from),
    earnedMax: kronor(max),
    publicService2026: kronor(commonConstants.publicServiceFee2026.value.max),
  };
}

/** The values of each field's error message: an example, or the bounds it broke. */
export function errorValues(language: Language, field: "salary" | "pension" | "rate" | "born"): Values {
  if (field === "rate") {
    return {
      example: formatNumber(yearConstants[2026].averageMunicipalRate.value, language, 2),
      min: formatPercent(bounds.rate.min, language),
      max: formatPercent(bounds.rate.max, language),
    };
  }
  if (field === "born") return { example: "1985", min: bounds.born.min, max: bounds.born.max };
  return { example: formatNumber(360_000, language), max: formatKronor(bounds.maxYearlyAmount, language) };
}
