/** The figures the calculator's words name, from the constants, as the page's language writes them:
 * each figure is written once, with its source. */

import type { Values } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { commonConstants, yearConstants } from "../../content/facts/tax-figures";
import { formatKronor, formatNumber, formatPercent } from "../../lib/numbers";
import { rateLimit } from "./lessons/interest-reduction";
import { formatShare } from "./lessons/read-numbers";
import { travelThreshold } from "./lessons/travel-deduction";
import { type AmountField, bounds, type Field } from "./read-inputs";

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
    publicService2025: kronor(yearConstants[2025].publicServiceFeeCap.value),
    publicService2026: kronor(yearConstants[2026].publicServiceFeeCap.value),
    burial2025: formatShare(yearConstants[2025].burialFeeRate.value, language),
    burial2026: formatShare(yearConstants[2026].burialFeeRate.value, language),
    travel2025: kronor(travelThreshold[2025]),
    travel2026: kronor(travelThreshold[2026]),
    deficitLimit: kronor(rateLimit),
  };
}

/** The values of each field's error message: an example, or the bounds it broke. */
export function errorValues(language: Language, field: Field, year = 2026): Values {
  if (field === "rate" || field === "church") {
    const range = field === "rate" ? bounds.rate : bounds.church;
    return {
      example: formatNumber(yearConstants[2026].averageMunicipalRate.value, language, 2),
      min: formatPercent(range.min, language),
      max: formatPercent(range.max, language),
    };
  }
  if (field === "born") return { example: "1985", min: bounds.bornMin, year };
  if (field === "municipality" || field === "period") return {};
  return {
    example: formatNumber(field === "salary" ? 45_000 : 5_000, language),
    max: formatKronor(bounds.amount[field as AmountField], language),
  };
}
