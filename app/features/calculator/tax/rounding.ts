/**
 * The rounding rules of tax-formulas.md. Amounts like 0.423 × 59 200 are not exact in binary floating
 * point, so each is first snapped to a millionth of a krona: otherwise 24 900.000000001 would round
 * up to 25 000.
 */

function snap(amount: number): number {
  return Math.round(amount * 1e6) / 1e6;
}

/** FFI and AI: rounded down to whole 100 kr (IL 1 kap. 5 §, 67 kap. 6 §). */
export function floorTo100(amount: number): number {
  return Math.floor(snap(amount) / 100) * 100;
}

/** Grundavdrag: rounded up to whole 100 kr (IL 63 kap. 2 §). */
export function ceilTo100(amount: number): number {
  return Math.ceil(snap(amount) / 100) * 100;
}

/** Pension contribution: to the nearest 100 kr, exactly 50 rounded down. */
export function nearest100HalfDown(amount: number): number {
  const hundreds = Math.floor(snap(amount) / 100);
  const rest = snap(amount - hundreds * 100);
  return (rest > 50 ? hundreds + 1 : hundreds) * 100;
}

/** Jobbskatteavdrag: öre dropped. */
export function dropOre(amount: number): number {
  return Math.floor(snap(amount));
}
