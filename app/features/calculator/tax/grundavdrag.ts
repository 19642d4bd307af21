/** Grundavdrag, under 66 (IL 63 kap. 3 §) and förhöjt for 66+ (63 kap. 3 a §): tax-formulas.md §§1–2. */
import { commonConstants, type LinearBand, type TaxYear, yearConstants } from "./constants";
import { compare, type Exact, exact, plus, times } from "./exact";
import { ceilTo100 } from "./rounding";

/** `a × pbb + b × x`, exactly. */
export function linear(a: number, pbb: number, b: number, x: number): Exact {
  return plus(times(exact(a), exact(pbb)), times(exact(b), exact(x)));
}

const upTo = (x: number, share: number, pbb: number) =>
  compare(exact(x), times(exact(share), exact(pbb))) <= 0;

/** The under-66 amount before rounding (the same text 2024–2026). */
export function basicAllowanceRaw(ffi: number, pbb: number): Exact {
  if (upTo(ffi, 0.99, pbb)) return linear(0.423, pbb, 0, ffi);
  // 0.423 pbb + 20 % × (FFI − 0.99 pbb) = 0.225 pbb + 20 % × FFI; 0.77 pbb − 10 % × (FFI − 3.11 pbb) = 1.081 pbb − 10 % × FFI
  if (upTo(ffi, 2.72, pbb)) return linear(0.225, pbb, 0.2, ffi);
  if (upTo(ffi, 3.11, pbb)) return linear(0.77, pbb, 0, ffi);
  if (upTo(ffi, 7.88, pbb)) return linear(1.081, pbb, -0.1, ffi);
  return linear(0.293, pbb, 0, ffi);
}

function piecewise(bands: readonly LinearBand[], ffi: number, pbb: number): Exact | undefined {
  const band = bands.find(
    (candidate) => candidate.upTo === Number.POSITIVE_INFINITY || upTo(ffi, candidate.upTo, pbb),
  );
  return band ? linear(band.base, pbb, band.rate, ffi) : undefined;
}

/** The 66+ special amount added to the under-66 amount, before rounding. */
export function enhancedSpecialAmountRaw(ffi: number, year: TaxYear): Exact {
  const pbb = yearConstants[year].pbb.value;
  return (
    piecewise(commonConstants.enhancedAllowanceLower.value, ffi, pbb) ??
    piecewise(yearConstants[year].enhancedAllowanceUpper.value, ffi, pbb) ??
    exact(0)
  );
}

/** Grundavdrag on a (rounded) FFI: rounded up to 100 kr, never more than FFI (63 kap. 2 and 5 §§). */
export function grundavdrag(ffi: number, year: TaxYear, enhanced: boolean): number {
  if (ffi <= 0) return 0;
  const pbb = yearConstants[year].pbb.value;
  // Rounded once, on the sum: Skatteverket's 66+ vector (FFI 90 000 → 72 000) holds only that way.
  const under66 = basicAllowanceRaw(ffi, pbb);
  const raw = enhanced ? plus(under66, enhancedSpecialAmountRaw(ffi, year)) : under66;
  return Math.min(ceilTo100(raw), ffi);
}
