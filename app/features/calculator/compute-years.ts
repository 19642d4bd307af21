/** The reader's inputs computed for each income year: the reader's year first, the other beside it. */

import { yearConstants } from "../../content/facts/tax-figures";
import { municipalities, ownBurialFee2026 } from "./municipalities";
import type { CalculatorInputs } from "./read-inputs";
import { computeReturn, type ReturnResult } from "./tax/compute-return";
import { type TaxYear, taxYears } from "./tax/constants";

export interface YearResult {
  year: TaxYear;
  rate: number;
  income: number;
  paid: number | null;
  result: ReturnResult;
}

/** The municipality's rate for the year, the one typed, or the national average. */
export function rateFor(inputs: CalculatorInputs, year: TaxYear): number {
  const row = inputs.municipality ? municipalities.find(([name]) => name === inputs.municipality) : undefined;
  if (row) return year === 2025 ? row[1] : row[2];
  return inputs.rate ?? yearConstants[year].averageMunicipalRate.value;
}

/** The uniform burial fee, or the municipality's own; null where that is not established (2025). */
export function burialRateFor(municipality: string | null, year: TaxYear): number | null {
  const own = municipality ? ownBurialFee2026[municipality] : undefined;
  if (own === undefined) return yearConstants[year].burialFeeRate.value;
  return year === 2026 ? own : null;
}

export function computeYears(inputs: CalculatorInputs): YearResult[] {
  const order = [inputs.year, ...taxYears.filter((year) => year !== inputs.year)];
  return order.map((year) => {
    const rate = rateFor(inputs, year);
    const result = computeReturn(
      {
        ...inputs,
        municipalRate: rate,
        birthYear: inputs.born,
        burialRate: burialRateFor(inputs.municipality, year),
        churchRate: inputs.church,
      },
      year,
    );
    return { year, rate, income: inputs.salary + inputs.pension, paid: inputs.paid, result };
  });
}
