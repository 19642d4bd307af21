/**
 * A figure the site computes with (docs/decisions/065): its value in the code's unit, and the fact row
 * that states it, as `file › topic` (fact-library.ts). computed-figures.test.ts checks that the row
 * gives the value, in the unit the row writes it in.
 */
export interface Sourced<T> {
  value: T;
  source: string;
  confidence: "A" | "B";
  /** The code holds a share the row writes as a percentage (0.199 for "19.9 %"): the value itself, or
   * the `rate` of each band or part of it. */
  share?: true;
  /** The row says it in words ("half", "none"), so no figure can be compared: why. */
  inWords?: string;
}

/** `from × pbb + rate × (x − at × pbb)` for x up to `upTo` pbb, as the formulas write a band. */
export interface Step {
  upTo: number;
  from: number;
  rate: number;
  at: number;
}

/** `base × pbb + rate × x` for x up to `upTo` pbb, as the förhöjt grundavdrag's law writes a band. */
export interface LinearBand {
  upTo: number;
  base: number;
  rate: number;
}
