/** The glossary states no figure or date that the project's facts data (app/content/facts/,
 * transcribed from ../shared/) does not give, read the way the lesson tests read them. */
import { describe, expect, it } from "vitest";
import { stateableDates as dates, stateableFigures as numbers } from "../facts/fact-library";
import { amountsIn, datesIn, percentagesIn, yearsIn } from "../lesson-facts";
import { glossaryTerms } from "./terms";

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
