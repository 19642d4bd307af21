/**
 * ROT and RUT: the tax reduction on the labour cost, with its ceilings. Every constant is the row
 * "ROT and RUT" of ../shared/course-facts.md (A). The reduction can never exceed the reader's tax;
 * the form says so rather than asks for the tax.
 */
import { type IncomeYear, incomeYears } from "./kinds";

/** ROT is 50 % for work paid 12 May – 31 December 2025 (prop. 2024/25:156, a temporary law), else 30 %. */
export const rotRaisedFrom = "2025-05-12";
export const rotRaisedTo = "2025-12-31";
export const rotRaisedRate = 50;
export const rotRate = 30;
export const rutRate = 50;
/** Ceilings on the reduction, per person and year: ROT at most 50 000 kr, ROT and RUT together 75 000 kr. */
export const rotCeiling = 50_000;
export const combinedCeiling = 75_000;

export interface RotRutInput {
  rotLabour: number;
  /** The day the ROT work was paid (YYYY-MM-DD): it decides ROT's rate. */
  rotPaid: string;
  rutLabour: number;
}

export interface RotRutResult {
  year: IncomeYear;
  rotRate: number;
  /** ROT before the combined ceiling (its own ceiling applied). */
  rot: number;
  rotCeilingReached: boolean;
  rut: number;
  total: number;
  combinedCeilingReached: boolean;
}

/** The income year of a payment date, when the facts cover it (2025 or 2026). */
export function paymentYear(date: string): IncomeYear | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  // A day that does not exist (2025-02-30) is refused, not rolled over into March.
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return undefined;
  const year = Number(date.slice(0, 4));
  return incomeYears.find((known) => known === year);
}

export function rotRateOn(date: string): number {
  return date >= rotRaisedFrom && date <= rotRaisedTo ? rotRaisedRate : rotRate;
}

/** undefined when the payment date is not in 2025 or 2026 (the facts give no other year's rules). */
export function rotRut(input: RotRutInput): RotRutResult | undefined {
  const year = paymentYear(input.rotPaid);
  if (!year) return undefined;
  const rate = rotRateOn(input.rotPaid);
  const rotBefore = (input.rotLabour * rate) / 100;
  const rot = Math.min(rotBefore, rotCeiling);
  const rut = (input.rutLabour * rutRate) / 100;
  const total = Math.min(rot + rut, combinedCeiling);
  return {
    year,
    rotRate: rate,
    rot,
    rotCeilingReached: rotBefore > rotCeiling,
    rut,
    total,
    combinedCeilingReached: rot + rut > combinedCeiling,
  };
}
