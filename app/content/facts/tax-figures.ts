/**
 * Every figure the tax calculator computes with, per income year, each pointing at the fact row that
 * states it (sourced.ts; computed-figures.test.ts holds them to it). Only 2025 and 2026: 2024's
 * jobbskatteavdrag is confidence C, so 2024 is not computed.
 */
import type { LinearBand, Sourced, Step } from "./sourced";

const formulas = "tax-formulas.md ›";
const pbbRow =
  "course-facts.md › price base amount (prisbasbelopp) and income base amount (inkomstbasbelopp)";
const stateTax = `${formulas} Municipal tax = BFI × KI`;
const enhanced = `${formulas} ## 2. Förhöjt grundavdrag, 66+`;
const jobCredit = `${formulas} ## 3. Jobbskatteavdrag, under 66`;
const pension = `${formulas} General pension contribution (allmän pensionsavgift)`;
const publicService = `${formulas} Public service fee: 1 % of BFI`;
const burial = `${formulas} Burial fee: one uniform rate set by Kammarkollegiet`;

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
  /** Public service fee: 1 % of BFI, at most this. */
  publicServiceFeeCap: Sourced<number>;
  /** The uniform burial fee, in percent of BFI. */
  burialFeeRate: Sourced<number>;
  /** National average total municipal rate, in percent: the form's default. */
  averageMunicipalRate: Sourced<number>;
}

const infinity = Number.POSITIVE_INFINITY;

export const yearConstants = {
  2025: {
    pbb: { value: 58_800, source: pbbRow, confidence: "A" },
    stateTaxThreshold: { value: 625_800, source: stateTax, confidence: "A" },
    jobTaxCreditMiddleRate: { value: 0.199, source: jobCredit, confidence: "B", share: true },
    jobTaxCreditTopPbb: { value: 2.776, source: jobCredit, confidence: "B" },
    // 8.07 × the 2025 income base amount 80 600 kr.
    pensionContributionCap: { value: 45_500, source: pension, confidence: "B" },
    enhancedAllowanceUpper: {
      value: [
        { upTo: 5.0, base: 0.096, rate: 0.304 },
        { upTo: 7.88, base: 0.186, rate: 0.286 },
        { upTo: 8.08, base: 0.872, rate: 0.199 },
        { upTo: 10.94, base: 2.48, rate: 0 },
        { upTo: 12.47, base: 9.263, rate: -0.62 },
        { upTo: infinity, base: 1.532, rate: 0 },
      ],
      source: enhanced,
      confidence: "B",
      share: true,
    },
    publicServiceFeeCap: { value: 1_249, source: publicService, confidence: "A" },
    burialFeeRate: { value: 0.293, source: burial, confidence: "B" },
    averageMunicipalRate: { value: 32.41, source: "course-facts.md › income tax rates", confidence: "A" },
  },
  2026: {
    pbb: { value: 59_200, source: pbbRow, confidence: "A" },
    stateTaxThreshold: { value: 643_000, source: stateTax, confidence: "A" },
    jobTaxCreditMiddleRate: { value: 0.251, source: jobCredit, confidence: "B", share: true },
    jobTaxCreditTopPbb: { value: 3.027, source: jobCredit, confidence: "B" },
    pensionContributionCap: { value: 47_100, source: pension, confidence: "A" },
    enhancedAllowanceUpper: {
      value: [
        { upTo: 5.0, base: -0.073, rate: 0.356 },
        { upTo: 7.88, base: 0.017, rate: 0.338 },
        { upTo: 8.08, base: 0.703, rate: 0.251 },
        { upTo: 11.16, base: 2.732, rate: 0 },
        { upTo: 12.84, base: 9.651, rate: -0.62 },
        { upTo: infinity, base: 1.691, rate: 0 },
      ],
      source: enhanced,
      confidence: "B",
      share: true,
    },
    publicServiceFeeCap: { value: 1_184, source: publicService, confidence: "A" },
    burialFeeRate: { value: 0.292, source: burial, confidence: "B" },
    averageMunicipalRate: { value: 32.38, source: "course-facts.md › income tax rates", confidence: "A" },
  },
} as const satisfies Record<number, YearConstants>;

/** Rules that are the same in both years. */
export const commonConstants = {
  /** Grundavdrag under 66, the same text 2024–2026. */
  basicAllowance: {
    value: [
      { upTo: 0.99, from: 0.423, rate: 0, at: 0 },
      { upTo: 2.72, from: 0.423, rate: 0.2, at: 0.99 },
      { upTo: 3.11, from: 0.77, rate: 0, at: 0 },
      { upTo: 7.88, from: 0.77, rate: -0.1, at: 3.11 },
      { upTo: infinity, from: 0.293, rate: 0, at: 0 },
    ] as readonly Step[],
    source: `${formulas} ## 1. Grundavdrag, under 66`,
    confidence: "A",
    share: true,
  },
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
    source: enhanced,
    confidence: "B",
    share: true,
  },
  /** Jobbskatteavdrag under 66 below 3.24 pbb and where the middle band starts (its rate is yearly). */
  jobTaxCredit: {
    value: { first: 0.91, second: 3.24, rate: 0.3874, middle: 1.813, top: 8.08 },
    source: jobCredit,
    confidence: "B",
    share: true,
  },
  /** Jobbskatteavdrag 66+, not multiplied by KI. */
  jobTaxCredit66Plus: {
    value: [
      { upTo: 1.75, base: 0, rate: 0.22 },
      { upTo: 5.24, base: 0.2635, rate: 0.07 },
      { upTo: infinity, base: 0.6293, rate: 0 },
    ] as readonly LinearBand[],
    source: `${formulas} ## 4. Jobbskatteavdrag, 66+`,
    confidence: "B",
    share: true,
  },
  stateTaxRate: { value: 0.2, source: stateTax, confidence: "A", share: true },
  /** State tax is levied only when its base is at least this (IL 65 kap. 2 §). */
  stateTaxMinimumBase: { value: 200, source: stateTax, confidence: "A" },
  pensionContributionRate: { value: 0.07, source: pension, confidence: "A", share: true },
  /** No pension contribution on income below this share of pbb. */
  pensionContributionFloorPbb: { value: 0.423, source: pension, confidence: "A", share: true },
  earnedIncomeReduction: {
    value: { from: 40_000, to: 240_000, rate: 0.0075, max: 1_500 },
    source: `${formulas} Tax reduction for earned income (skattereduktion för förvärvsinkomst`,
    confidence: "A",
    share: true,
  },
  publicServiceFeeRate: { value: 0.01, source: publicService, confidence: "A", share: true },
  /** The public service fee is due from those who had turned 18 at the start of the year. */
  publicServiceFeeAge: { value: 18, source: publicService, confidence: "A" },
  /** "66+": turned 66 before the income year began. */
  enhancedAge: { value: 66, source: `${formulas} "66+" means the person had turned 66`, confidence: "A" },
} as const satisfies Record<string, Sourced<unknown>>;
