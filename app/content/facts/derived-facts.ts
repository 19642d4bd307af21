/**
 * Dates the facts files give as a rule to count, worked out once here so that a lesson can state them
 * as dates (issue 48: "deadlines as dates, not rules to count"). Each names the row it is derived
 * from; the rows themselves stay in the transcriptions that shared-files.test.ts compares.
 */
import { type Fact, fromStatements } from "./fact";

export const derivedFacts: readonly Fact[] = fromStatements([
  {
    topic: "correcting a return: the omprövning deadline as dates",
    // "at the latest in the sixth year after the end of the tax year" (66 kap. 7 § SFL): the tax
    // year 2025 ends 31 December 2025, so the sixth year after it is 2031; for 2026 it is 2032.
    statement:
      "Income year 2025: ask for omprövning by 31 December 2031 (the e-service takes it until mid-December 2031). Income year 2026: by 31 December 2032 (mid-December 2032).",
    incomeYears: [2025, 2026],
    source: "course-facts.md › correcting a return (66 kap. 7 § SFL), counted",
    confidence: "A",
  },
]);
