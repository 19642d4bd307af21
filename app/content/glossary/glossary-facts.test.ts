/** The glossary states no figure or date that ../shared/course-facts.md and content-brief.md do not
 * give, read the way the lesson tests read them (app/content/lesson-facts.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { amountsIn, datesIn, factDates, factNumbers, percentagesIn, yearsIn } from "../lesson-facts";
import { glossaryTerms } from "./terms";

const shared = path.resolve(process.cwd(), "../shared");
const facts = ["course-facts.md", "content-brief.md", "tax-formulas.md"]
  .map((file) => readFileSync(path.join(shared, file), "utf8"))
  .join("\n");
const numbers = factNumbers(facts);
const dates = factDates(facts);

describe.each(glossaryTerms.map((term) => [term.term, term] as const))("%s", (_, term) => {
  it.each(["en", "se"] as const)("in %s states only figures and dates the facts files give", (language) => {
    const text = term[language];
    const unknown = (values: number[]) => values.filter((value) => !numbers.has(value));
    expect(unknown(percentagesIn(text, language))).toEqual([]);
    expect(unknown(amountsIn(text, language))).toEqual([]);
    expect(unknown(yearsIn(text))).toEqual([]);
    expect(datesIn(text).filter((date) => !dates.has(date))).toEqual([]);
  });
});
