/**
 * Exact decimal arithmetic for the tax lines (tax-formulas.md §5a): every coefficient of the law is a
 * finite decimal (0.3874, 30.55 %), so a value is kept as an integer over a power of ten and rounded
 * only where the law rounds. Binary floating point gave 23 296 for a jobbskatteavdrag of 23 295.xx
 * (2026, 202 900 kr at 35.13 %), as 0.1 has no exact binary form.
 */
export interface Exact {
  /** value = units / 10^scale */
  units: bigint;
  scale: number;
}

const ten = (power: number) => 10n ** BigInt(power);

/** A number written as a finite decimal ("0.3874", 30.55, 202900); its shortest form is taken as exact. */
export function exact(value: number | string): Exact {
  const text = typeof value === "number" ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a finite decimal: ${text}`);
  const [, sign = "", whole = "0", fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not finite: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // 1e-7 and 1e21 style: written out in full; the law's figures never need it, but inputs could.
  return value.toFixed(20).replace(/\.?0+$/, "");
}

function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * ten(scale - a.scale), b.units * ten(scale - b.scale), scale];
}

export function plus(a: Exact, b: Exact): Exact {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function minus(a: Exact, b: Exact): Exact {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function times(a: Exact, b: Exact): Exact {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Exact, b: Exact): number {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Rounded down to a whole multiple of `step` kronor (floor, also for negative values). */
export function floorTo(value: Exact, step = 1): number {
  const divisor = ten(value.scale) * BigInt(step);
  let quotient = value.units / divisor;
  if (value.units % divisor !== 0n && value.units < 0n) quotient -= 1n;
  return Number(quotient) * step;
}

/** Rounded up to a whole multiple of `step` kronor. */
export function ceilTo(value: Exact, step = 1): number {
  return -floorTo({ units: -value.units, scale: value.scale }, step);
}

/** As a JavaScript number, for continuity checks and charts (not for a printed line). */
export function toNumber(value: Exact): number {
  return Number(value.units) / 10 ** value.scale;
}

/** A percentage (30.55) as the fraction it stands for (0.3055), exactly. */
export function percent(value: number | string): Exact {
  const { units, scale } = exact(value);
  return { units, scale: scale + 2 };
}
