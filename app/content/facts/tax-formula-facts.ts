/**
 * The rows of tax-formulas.md (researched 2026-11-26) that the courses and key-change cards use: the
 * price base amount, the skiktgräns and state tax, the basic allowance under 66 and the national
 * average municipal rate. The calculators' own formulas stay with the calculators.
 */
import { type FactTable, fromStatements } from "./fact";

export const taxFormulaFacts: FactTable = {
  file: "tax-formulas.md",
  heading: "Tax formulas for the site's calculators",
  facts: fromStatements([
    {
      topic: "pbb prisbasbelopp",
      statement: "pbb prisbasbelopp (57 300 kr 2024, 58 800 kr 2025, 59 200 kr 2026)",
      incomeYears: [2024, 2025, 2026],
      // Ungraded here; course-facts.md's price base amount row grades the same figures A/B.
      source: "tax-formulas.md, abbreviations",
      confidence: "none",
    },
    {
      topic: "förvärvsinkomst (salary + active business income",
      statement:
        "FFI fastställd förvärvsinkomst (salary + active business income − general deductions, rounded down to 100 kr, IL 1 kap. 5 §); BFI beskattningsbar förvärvsinkomst = FFI − GA; AI arbetsinkomst (rounded down to 100 kr, IL 67 kap. 6 §).",
      source: "tax-formulas.md, abbreviations (IL 1 kap. 5 §; IL 67 kap. 6 §)",
      confidence: "A/B",
    },
    {
      topic: "General pension contribution (allmän pensionsavgift)",
      statement:
        "General pension contribution: 7 % of salary and active business income (not of pension); each income rounded down to 100 kr; the fee rounded to the nearest 100 kr; none when the income is below 42.3 % of pbb; capped at 8.07 income base amounts: at most 43 000 kr (2024), 47 100 kr (2026). A tax reduction of 100 % of the fee offsets it (IL 67 kap. 4 §).",
      incomeYears: [2024, 2025, 2026],
      source: "tax-formulas.md section 5 (IL 67 kap. 4 §)",
      confidence: "A",
    },
    {
      topic: "## 1. Grundavdrag, under 66",
      statement:
        "Grundavdrag under 66, the same in every year given: up to 0.99 pbb: 0.423 pbb; 0.99–2.72 pbb: 0.423 pbb + 20 % × (FFI − 0.99 pbb); 2.72–3.11 pbb: 0.77 pbb; 3.11–7.88 pbb: 0.77 pbb − 10 % × (FFI − 3.11 pbb); over 7.88 pbb: 0.293 pbb.",
      incomeYears: [2024, 2025, 2026],
      source: "IL 63 kap. 3 §",
      confidence: "A/B",
    },
    {
      topic: "Municipal tax = BFI × KI",
      statement:
        "Municipal tax = BFI × KI. State tax = 20 % × (BFI − skiktgräns), only when that base is at least 200 kr. Skiktgräns 598 500 (2024), 625 800 (2025), 643 000 (2026).",
      incomeYears: [2024, 2025, 2026],
      source: "IL 65 kap. 2, 3 and 5 §§",
      confidence: "A/B",
    },
    {
      topic: "Municipal rates for all 290 municipalities",
      statement:
        "Skatteverket publishes the municipal rates for all 290 municipalities per year; the national average is 32.41 % in 2025 and 32.38 % in 2026.",
      incomeYears: [2025, 2026],
      // Ungraded here; course-facts.md's income tax rates row grades the same averages A/B.
      source: "Skatteverket (skattesatser-kommuner-2026.xlsx); SCB, Totala kommunala skattesatser",
      confidence: "none",
    },
  ]),
};
