/** Grundavdrag, under 66 (IL 63 kap. 3 §) and förhöjt for 66+ (63 kap. 3 a §): tax-formulas.md §§1–2. */
import { commonConstants, type LinearBand, type TaxYear, yearConstants } from "./constants";
import { ceilTo100 } from "./rounding";

/** The under-66 amount before rounding (the same text 2024–2026). */
export function basicAllowanceRaw(ffi: number, pbb: number): number {
  if (ffi <= 0.99 * pbb) return 0.423 * pbb;
  if (ffi <= 2.72 * pbb) return 0.423 * pbb + 0.2 * (ffi - 0.99 * pbb);
  if (ffi <= 3.11 * pbb) return 0.77 * pbb;
  if (ffi <= 7.88 * pbb) return 0.77 * pbb - 0.1 * (ffi - 3.11 * pbb);
  return 0.293 * pbb;
}

function piecewise(bands: readonly LinearBand[], ffi: number, pbb: number): number | undefined {
  const band = bands.find((candidate) => ffi <= candidate.upTo * pbb);
  return band ? band.base * pbb + band.rate * ffi : undefined;
}

/** The 66+ special amount added to the under-66 amount, before rounding. */
export function enhancedSpecialAmountRaw(ffi: number, year: TaxYear): number {
  const pbb = yearConstants[year].pbb.value;
  return (
    piecewise(commonConstants.enhancedAllowanceLower.value, ffi, pbb) ??
    piecewise(yearConstants[year].enhancedAllowanceUpper.value, ffi, pbb) ??
    0
  );
}

/** Grundavdrag on a (rounded) FFI: rounded up to 100 kr, never more than FFI (63 kap. 2 and 5 §§). */
export function grundavdrag(ffi: number, year: TaxYear, enhanced: boolean): number {
  if (ffi <= 0) return 0;
  const pbb = yearConstants[year].pbb.value;
  // Rounded once, on the sum: Skatteverket's 66+ vector (FFI 90 000 → 72 000) holds only that way.
  const raw = basicAllowanceRaw(ffi, pbb) + (enhanced ? enhancedSpecialAmountRaw(ffi, year) : 0);
  return Math.min(ceilTo100(raw), ffi);
}
