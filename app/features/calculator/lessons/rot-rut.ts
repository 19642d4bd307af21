/**
 * ROT and RUT: the tax reduction on the labour cost, with its ceilings. Every figure is the row
 * "ROT and RUT" (app/content/facts/lesson-figures.ts). The reduction can never exceed the reader's tax;
 * the form says so rather than asks for the tax.
 */
import { rotRutFigures } from "../../../content/facts/lesson-figures";
import { type IncomeYear, incomeYears } from "./kinds";

const { from: rotRaisedFrom, to: rotRaisedTo } = rotRutFigures.rotRaised.value;
/** The year the raised rate applied in. */
export const rotRaisedYear = Number(rotRaisedFrom.slice(0, 4));
export const rotRaisedRate = rotRutFigures.rotRaised.value.rate;
export const rotRate = rotRutFigures.rotRate.value;
export const rutRate = rotRutFigures.rutRate.value;
export const rotCeiling = rotRutFigures.rotCeiling.value;
export const combinedCeiling = rotRutFigures.combinedCeiling.value;

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
