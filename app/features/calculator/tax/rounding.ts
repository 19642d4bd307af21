/** The law's rounding of each line (tax-formulas.md §5a), on exact values (exact.ts). */
import { ceilTo, type Exact, exact, floorTo } from "./exact";

const asExact = (amount: Exact | number) => (typeof amount === "number" ? exact(amount) : amount);

/** FFI and AI: rounded down to whole 100 kr (IL 1 kap. 5 §, 67 kap. 6 §). */
export function floorTo100(amount: Exact | number): number {
  return floorTo(asExact(amount), 100);
}

/** Grundavdrag: rounded up to whole 100 kr (IL 63 kap. 2 §). */
export function ceilTo100(amount: Exact | number): number {
  return ceilTo(asExact(amount), 100);
}

/** Pension contribution: to the nearest 100 kr, exactly 50 rounded down (Lag 1994:1744 3 §). */
export function nearest100HalfDown(amount: Exact | number): number {
  const value = asExact(amount);
  const hundreds = floorTo(value, 100);
  const unit = 10n ** BigInt(value.scale);
  return value.units - BigInt(hundreds) * unit > 50n * unit ? hundreds + 100 : hundreds;
}

/** Each tax reduction, tax on capital, the fees: öre dropped (IL 67 kap. 1 §; SFF 22 kap. 1 §), never
 * below zero. */
export function dropOre(amount: Exact | number): number {
  return Math.max(0, floorTo(asExact(amount)));
}
