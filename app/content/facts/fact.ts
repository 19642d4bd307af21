/**
 * The shape of the facts the project carries itself (issue 36, part 6): every figure, date and rule a
 * lesson, a dictionary text or a mail may state, transcribed from the researched facts files so that a
 * clone with nothing beside it can test its text. `shared-files.test.ts` notices when those files change.
 */

/** How sure a row is, as the facts file grades it: A an authority, B two reputable sources, C one
 * source (never stated), "A/B" a row whose parts differ, "none" a row the file leaves ungraded (it
 * states no rule, or points to other rows). */
export type Confidence = "A" | "B" | "C" | "A/B" | "none";

import { datesOf, figuresOf } from "./fact-figures";

export interface Fact {
  /** The row's topic as the file names it (its first column). */
  topic: string;
  /** The row's fact, worded as the file words it (without its bold marks). */
  statement: string;
  /** Every figure the statement gives (amounts, rates, years, box numbers), as values: read from it. */
  figures: readonly number[];
  /** Every day it gives, as `month-day` (`4-7` is April 7), each day of a range on its own: read from it. */
  dates: readonly string[];
  /** The income years its figures apply to, where it has them. */
  incomeYears?: readonly number[];
  /** Where it can be checked, as the file gives it. */
  source: string;
  confidence: Confidence;
}

/** One table (or list) of a facts file, under its heading. */
export interface FactTable {
  file: "course-facts.md" | "content-brief.md" | "tax-formulas.md";
  heading: string;
  facts: readonly Fact[];
}

/** A row a page may state: graded A or B (a C row is kept, never stated). */
export function isStateable(fact: Fact): boolean {
  return fact.confidence !== "C";
}

/** A row as transcribed: its figures and dates are read from its statement, never typed a second time. */
export type FactRow = Omit<Fact, "figures" | "dates">;

/** The figures and dates a statement gives, read from it (fact-figures.ts). */
export function withFigures<Row extends { statement: string }>(
  row: Row,
): Row & { figures: readonly number[]; dates: readonly string[] } {
  return { ...row, figures: figuresOf(row.statement), dates: datesOf(row.statement) };
}

export function fromStatements(rows: readonly FactRow[]): readonly Fact[] {
  return rows.map(withFigures);
}
