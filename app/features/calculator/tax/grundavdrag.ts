/** Grundavdrag, under 66 (IL 63 kap. 3 §) and förhöjt for 66+ (63 kap. 3 a §): tax-formulas.md §§1–2. */

import type { LinearBand, Step } from "../../../content/facts/sourced";
import { commonConstants, yearConstants } from "../../../content/facts/tax-figures";
import type { TaxYear } from "./constants";
import { compare, type Exact, exact, minus, plus, times } from "./exact";
import { ceilTo100 } from "./rounding";

/** `a × pbb + b × x`, exactly. */
export function linear(a: number, pbb: number, b: number, x: number): Exact {
  return plus(times(exact(a), exact(pbb)), times(exact(b), exact(x)));
}

const upTo = (x: number, share: number, pbb: number) =>
  compare(exact(x), times(exact(share), exact(pbb))) <= 0;

/** `from × pbb + rate × (x − at × pbb)`, exactly: a band as the formulas write it. */
export function step({ from, rate, at }: Step, pbb: number, x: number): Exact {
  return plus(linear(from, pbb, 0, 0), times(exact(rate), minus(exact(x), linear(at, pbb, 0, 0))));
}

/** The band x falls in (the last one is open-ended). */
export function bandOf<Band extends { upTo: number }>(bands: readonly Band[], x: number, pbb: number) {
  return bands.find((band) => band.upTo === Number.POSITIVE_INFINITY || upTo(x, band.upTo, pbb));
}

/** The under-66 amount before rounding (the same text 2024–2026). */
export function basicAllowanceRaw(ffi: number, pbb: number): Exact {
  const band = bandOf(commonConstants.basicAllowance.value, ffi, pbb);
  return band ? step(band, pbb, ffi) : exact(0);
}

export function piecewise(bands: readonly LinearBand[], ffi: number, pbb: number): Exact | undefined {
  const band = bandOf(bands, ffi, pbb);
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
