/** The chart's vertical scale: round numbers, and never so tall that a few sign-ups lie flat on zero. */

/** The smallest 1, 2 or 5 × 10ⁿ at or above the highest value: round gridline labels. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

/** With little data the scale stops at 5, in steps of 1, so 1, 2 and 3 stand apart; beyond, a round
 * top and its halves and quarters. */
export function chartScale(highest: number): { max: number; ticks: number[] } {
  const max = Math.max(5, niceMax(highest));
  if (max <= 5) return { max, ticks: [0, 1, 2, 3, 4, 5] };
  return { max, ticks: [0, max / 4, max / 2, (3 * max) / 4, max] };
}
