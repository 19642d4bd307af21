/**
 * Every figure the lesson calculators compute with (app/features/calculator/lessons), each pointing at
 * the course-facts.md row that states it (sourced.ts; computed-figures.test.ts holds them to it).
 * Rates are in percent, as the rows write them.
 */
import type { Sourced } from "./sourced";

const facts = "course-facts.md ›";
const isk = `${facts} ISK, how it is taxed`;
const rotRut = `${facts} ROT and RUT`;
const interest = `${facts} interest`;
const shares = `${facts} shares and funds`;

type ByYear = { readonly 2025: number; readonly 2026: number };

export const iskFigures = {
  /** The state borrowing rate at the end of November of the previous year, in %. */
  borrowingRate: {
    value: { 2025: 1.96, 2026: 2.55 } as ByYear,
    source: `${facts} ISK, 2025 and 2026`,
    confidence: "B",
  },
  /** The standard income rate: the borrowing rate + this many points, never below the floor. */
  rateAddition: { value: 1, source: isk, confidence: "A" },
  rateFloor: { value: 1.25, source: isk, confidence: "A" },
  capitalTaxRate: { value: 30, source: isk, confidence: "A" },
  /** Per person, across ISK, capital insurance and PEPP. */
  taxFreeAmount: {
    value: { 2025: 150_000, 2026: 300_000 } as ByYear,
    source: `${facts} ISK tax-free amount`,
    confidence: "B",
  },
} as const satisfies Record<string, Sourced<unknown>>;

export const rotRutFigures = {
  /** ROT is 50 % for work paid 12 May – 31 December 2025 (a temporary law), else 30 %. */
  rotRaised: { value: { from: "2025-05-12", to: "2025-12-31", rate: 50 }, source: rotRut, confidence: "A" },
  rotRate: { value: 30, source: rotRut, confidence: "A" },
  rutRate: { value: 50, source: rotRut, confidence: "A" },
  /** Ceilings on the reduction, per person and year. */
  rotCeiling: { value: 50_000, source: rotRut, confidence: "A" },
  combinedCeiling: { value: 75_000, source: rotRut, confidence: "A" },
} as const satisfies Record<string, Sourced<unknown>>;

export const travelFigures = {
  threshold: {
    value: { 2025: 11_000, 2026: 15_000 } as ByYear,
    source: `${facts} travel deduction, threshold`,
    confidence: "A",
  },
  /** Kronor per mil (10 km). */
  carRatePerMil: {
    value: { "own-car": 25, "company-car": 12, "company-car-electric": 9.5 },
    source: `${facts} travel deduction, car`,
    confidence: "A",
  },
} as const satisfies Record<string, Sourced<unknown>>;

export const interestFigures = {
  /** The share of the interest on loans without security that counts. */
  unsecuredShare: {
    value: { 2025: 0.5, 2026: 0 } as ByYear,
    source: interest,
    confidence: "A",
    inWords: "the row says “only half” for 2025 and “none of it” from 2026",
  },
  /** 30 % of the deficit up to 100 000 kr, 21 % of the part above. */
  lowerRate: { value: 30, source: interest, confidence: "A" },
  upperRate: { value: 21, source: interest, confidence: "A" },
  rateLimit: { value: 100_000, source: interest, confidence: "A" },
} as const satisfies Record<string, Sourced<unknown>>;

export const shareSaleFigures = {
  capitalGainsTaxRate: { value: 30, source: shares, confidence: "A" },
  /** The 20 % rule for listed shares: the acquisition cost may be taken as 20 % of the sale price. */
  standardCostShare: { value: 20, source: shares, confidence: "A" },
  /** A loss left after offsetting gains counts at 70 %. */
  remainingLossShare: { value: 70, source: shares, confidence: "A" },
} as const satisfies Record<string, Sourced<unknown>>;
