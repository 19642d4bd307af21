/**
 * The income years the tax calculator computes. Their figures live in app/content/facts/tax-figures.ts
 * (docs/decisions/065): a year here without figures there is a type error.
 */
import type { yearConstants } from "../../../content/facts/tax-figures";

export const taxYears = [2025, 2026] as const satisfies readonly (keyof typeof yearConstants)[];
export type TaxYear = (typeof taxYears)[number];

export function isTaxYear(value: number): value is TaxYear {
  return (taxYears as readonly number[]).includes(value);
}
