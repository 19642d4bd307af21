/**
 * Every figure the tax calculator uses, per income year, with where it comes from and how sure it is
 * (../shared/tax-formulas.md; confidence A = authority or law text, B = two independent sources).
 * Only 2025 and 2026 are here: 2024's jobbskatteavdrag is confidence C, so 2024 is not computed.
 */

export type Confidence = "A" | "B";

export interface Sourced<T> {
  value: T;
  source: string;
  confidence: Confidence;
}

/** One piece of a piecewise-linear rule: `pbb × base + rate × FFI` for FFI up to `upTo` pbb. */
export interface LinearBand {
  upTo: number;
  base: number;
  rate: number;
}

export const taxYears = [2025, 2026] as const;
export type TaxYear = (typeof taxYears)[number];

export function isTaxYear(value: number): value is TaxYear {
  return (taxYears as readonly number[]).includes(value);
}

export interface YearConstants {
  /** Prisbasbelopp. */
  pbb: Sourced<number>;
  /** Skiktgräns: state tax on BFI above it. */
  stateTaxThreshold: Sourced<number>;
  /** Jobbskatteavdrag under 66: the rate between 3.24 and 8.08 pbb, and the flat amount above. */
  jobTaxCreditMiddleRate: Sourced<number>;
  jobTaxCreditTopPbb: Sourced<number>;
  /** The highest general pension contribution. */
  pensionContributionCap: Sourced<number>;
  /** The part of the förhöjt grundavdrag (66+) above 3.24 pbb, which differs by year. */
  enhancedAllowanceUpper: Sourced<readonly LinearBand[]>;
  /** Public service fee: 1 % of BFI, at most this (tax-formulas.md §5). */
  publicServiceFeeCap: Sourced<number>;
  /** The uniform burial fee, in percent of BFI (tax-formulas.md §5). */
  burialFeeRate: Sourced<number>;
  /** National average total municipal rate, in percent: the form's default. */
  averageMunicipalRate: Sourced<number>;
}

const formulas = "tax-formulas.md";

export const yearConstants: Record<TaxYear, YearConstants> = {
  2025: {
    pbb: { value: 58_800, source: `${formulas}, abbreviations`, confidence: "A" },
    stateTaxThreshold: { value: 625_800, source: `${formulas} §5 (IL 65 kap.)`, confidence: "A" },
    jobTaxCreditMiddleRate: { value: 0.199, source: `${formulas} §3 (IL 67 kap. 7 §)`, confidence: "B" },
    jobTaxCreditTopPbb: { value: 2.776, source: `${formulas} §3 (IL 67 kap. 7 §)`, confidence: "B" },
    // 8.07 × the 2025 income base amount 80 600 kr (tax-formulas.md §5, 2026-11-28).
    pensionContributionCap: { value: 45_500, source: `${formulas} §5`, confidence: "B" },
    enhancedAllowanceUpper: {
      value: [
        { upTo: 5.0, base: 0.096, rate: 0.304 },
        { upTo: 7.88, base: 0.186, rate: 0.286 },
        { upTo: 8.08, base: 0.872, rate: 0.199 },
        { upTo: 10.94, base: 2.48, rate: 0 },
        { upTo: 12.47, base: 9.263, rate: -0.62 },
        { upTo: Number.POSITIVE_INFINITY, base: 1.532, rate: 0 },
      ],
      source: `${formulas} §2 (SFS 2024:1131, IL 63 kap. 3 a §)`,
      confidence: "B",
    },
    publicServiceFeeCap: { value: 1_249, source: `${formulas} §5 (1 % of 1.55 IBB)`, confidence: "A" },
    burialFeeRate: { value: 0.293, source: `${formulas} §5`, confidence: "B" },
    averageMunicipalRate: { value: 32.41, source: `${formulas} §5`, confidence: "A" },
  },
  2026: {
    pbb: { value: 59_200, source: `${formulas}, abbreviations`, confidence: "A" },
    stateTaxThreshold: { value: 643_000, source: `${formulas} §5 (IL 65 kap.)`, confidence: "A" },
    jobTaxCreditMiddleRate: { value: 0.251, source: `${formulas} §3 (IL 67 kap. 7 §)`, confidence: "B" },
    jobTaxCreditTopPbb: { value: 3.027, source: `${formulas} §3 (IL 67 kap. 7 §)`, confidence: "B" },
    pensionContributionCap: { value: 47_100, source: `${formulas} §5`, confidence: "A" },
    enhancedAllowanceUpper: {
      value: [
        { upTo: 5.0, base: -0.073, rate: 0.356 },
        { upTo: 7.88, base: 0.017, rate: 0.338 },
        { upTo: 8.08, base: 0.703, rate: 0.251 },
        { upTo: 11.16, base: 2.732, rate: 0 },
        { upTo: 12.84, base: 9.651, rate: -0.62 },
        { upTo: Number.POSITIVE_INFINITY, base: 1.691, rate: 0 },
      ],
      source: `${formulas} §2 (SFS 2025:1376, IL 63 kap. 3 a §)`,
      confidence: "B",
    },
    publicServiceFeeCap: { value: 1_184, source: `${formulas} §5 (1 % of 1.42 IBB)`, confidence: "A" },
    burialFeeRate: { value: 0.292, source: `${formulas} §5`, confidence: "B" },
    averageMunicipalRate: { value: 32.38, source: `${formulas} §5`, confidence: "A" },
  },
};

/** Rules that are the same in both years (tax-formulas.md §§2–5). */
export const commonConstants = {
  /** Förhöjt grundavdrag's special amount up to 3.24 pbb, the same in 2025 and 2026. */
  enhancedAllowanceLower: {
    value: [
      { upTo: 0.91, base: 0.687, rate: 0 },
      { upTo: 1.11, base: 0.885, rate: -0.2 },
      { upTo: 1.965, base: 0.6, rate: 0.057 },
      { upTo: 2.72, base: 0.333, rate: 0.1949 },
      { upTo: 3.11, base: -0.212, rate: 0.3949 },
      { upTo: 3.24, base: -0.523, rate: 0.4949 },
    ] as readonly LinearBand[],
    source: `${formulas} §2 (IL 63 kap. 3 a §)`,
    confidence: "B",
  },
  stateTaxRate: { value: 0.2, source: `${formulas} §5 (IL 65 kap. 5 §)`, confidence: "A" },
  /** State tax is levied only when its base is at least this (IL 65 kap. 2 §). */
  stateTaxMinimumBase: { value: 200, source: `${formulas} §5`, confidence: "A" },
  pensionContributionRate: { value: 0.07, source: `${formulas} §5`, confidence: "A" },
  /** No pension contribution on income below this share of pbb. */
  pensionContributionFloorPbb: { value: 0.423, source: `${formulas} §5`, confidence: "A" },
  earnedIncomeReduction: {
    value: { from: 40_000, to: 240_000, rate: 0.0075, max: 1_500 },
    source: `${formulas} §5 (IL 67 kap. 46–47 §§)`,
    confidence: "A",
  },
  publicServiceFeeRate: { value: 0.01, source: `${formulas} §5`, confidence: "A" },
  /** The public service fee is due from those who had turned 18 at the start of the year. */
  publicServiceFeeAge: { value: 18, source: `${formulas} §5`, confidence: "A" },
  /** "66+": turned 66 before the income year began (tax-formulas.md, abbreviations). */
  enhancedAge: { value: 66, source: `${formulas}, abbreviations`, confidence: "A" },
} as const satisfies Record<string, Sourced<unknown>>;
