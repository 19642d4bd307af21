/**
 * All the facts the project carries, and what they allow a text to state: a figure or a day that
 * some row graded A or B (or ungraded) gives, that a row's rule gives when counted (derived-facts.ts),
 * or that a myth's correction gives. A C row's figures are allowed only where another row gives them too.
 */
import { keyChangeFacts } from "./content-brief-facts";
import { course1Facts } from "./course-facts-course1";
import { course2Facts } from "./course-facts-course2";
import { course3Facts } from "./course-facts-course3";
import { myths } from "./course-facts-myths";
import { derivedFacts } from "./derived-facts";
import { type Fact, type FactTable, isStateable } from "./fact";
import { taxFormulaFacts } from "./tax-formula-facts";

export const factTables: readonly FactTable[] = [
  course1Facts,
  course2Facts,
  course3Facts,
  keyChangeFacts,
  taxFormulaFacts,
];

export const allFacts: readonly Fact[] = factTables.flatMap((table) => table.facts);

const stateable = [...allFacts.filter(isStateable), ...derivedFacts, ...myths];

/** Every figure a text may state (amounts, rates, years, box numbers), as values. */
export const stateableFigures: ReadonlySet<number> = new Set(stateable.flatMap((fact) => fact.figures));

/** Every day a text may state, as `month-day`. */
export const stateableDates: ReadonlySet<string> = new Set(stateable.flatMap((fact) => fact.dates));
