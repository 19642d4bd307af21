/**
 * The rows of tax-formulas.md (researched 2026-11-26) that the courses and key-change cards use: the
 * price base amount, the skiktgräns and state tax, the basic allowance, the jobbskatteavdrag, the
 * fees and reductions of section 5 and the national average municipal rate: every row a figure the
 * tax calculator computes with points at (tax-figures.ts).
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
        "General pension contribution: 7 % of salary and active business income (not of pension); each income rounded down to 100 kr; the fee rounded to the nearest 100 kr; none when the income is below 42.3 % of pbb; capped at 8.07 income base amounts: at most 43 000 kr (2024), 45 500 kr (2025, B), 47 100 kr (2026). A tax reduction of 100 % of the fee offsets it (IL 67 kap. 4 §).",
      incomeYears: [2024, 2025, 2026],
      source: "tax-formulas.md section 5 (IL 67 kap. 4 §)",
      confidence: "A/B",
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
    {
      topic: "## 2. Förhöjt grundavdrag, 66+",
      statement:
        "Special amount for 66+, the same in 2025 and 2026 up to 3.24 pbb: FFI up to 0.91 pbb: 0.687 pbb; 0.91–1.11: 0.885 pbb − 20 % FFI; 1.11–1.965: 0.600 pbb + 5.7 % FFI; 1.965–2.72: 0.333 pbb + 19.49 % FFI; 2.72–3.11: 39.49 % FFI − 0.212 pbb; 3.11–3.24: 49.49 % FFI − 0.523 pbb. Above, 2025 and 2026: 3.24–5.00: 0.096 pbb + 30.4 % FFI and 35.6 % FFI − 0.073 pbb; 5.00–7.88: 0.186 pbb + 28.6 % FFI and 0.017 pbb + 33.8 % FFI; 7.88–8.08: 0.872 pbb + 19.9 % FFI and 0.703 pbb + 25.1 % FFI; flat 2.48 pbb (8.08–10.94) and 2.732 pbb (8.08–11.16); taper 9.263 pbb − 62 % FFI (10.94–12.47) and 9.651 pbb − 62 % FFI (11.16–12.84); above 1.532 pbb and 1.691 pbb.",
      incomeYears: [2025, 2026],
      source: "tax-formulas.md section 2 (IL 63 kap. 3 a §; SFS 2024:1131 and 2025:1376)",
      confidence: "B",
    },
    {
      topic: "## 3. Jobbskatteavdrag, under 66",
      statement:
        "Jobbskatteavdrag under 66, 2025 and 2026, by AI: up to 0.91 pbb: AI − GA; 0.91–3.24 pbb: 0.91 pbb + 38.74 % × (AI − 0.91 pbb) − GA; 3.24–8.08 pbb: 1.813 pbb + 19.9 % (2025) or 25.1 % (2026) × (AI − 3.24 pbb) − GA; over 8.08 pbb: 2.776 pbb (2025) or 3.027 pbb (2026) − GA. The base is multiplied by KI.",
      incomeYears: [2025, 2026],
      // 2024's column is graded C in the file, so it is not transcribed.
      source: "tax-formulas.md section 3 (IL 67 kap. 7 §)",
      confidence: "B",
    },
    {
      topic: "## 4. Jobbskatteavdrag, 66+",
      statement:
        "Jobbskatteavdrag 66+, 2025 and 2026: AI up to 1.75 pbb: 22 % × AI; 1.75–5.24 pbb: 0.2635 pbb + 7 % × AI; over 5.24 pbb: 0.6293 pbb. Not multiplied by KI.",
      incomeYears: [2025, 2026],
      source: "tax-formulas.md section 4 (IL 67 kap. 8 §)",
      confidence: "B",
    },
    {
      topic: "Tax reduction for earned income (skattereduktion för förvärvsinkomst",
      statement:
        "Tax reduction for earned income: BFI up to 40 000: 0; 40 000–240 000: 0.75 % × (BFI − 40 000), öre dropped; above 240 000: 1 500 kr; only against municipal tax.",
      source: "tax-formulas.md section 5 (IL 67 kap. 46–47 §§)",
      confidence: "A",
    },
    {
      topic: "Public service fee: 1 % of BFI",
      statement:
        "Public service fee: 1 % of BFI, the base capped at 1.55 income base amounts in 2025 and 1.42 in 2026: at most 1 249 kr (2025) and 1 184 kr (2026); öre dropped. Due from everyone unlimitedly taxable who had turned 18 at the start of the year.",
      incomeYears: [2025, 2026],
      source: "tax-formulas.md section 5 (Lag 2018:1893; Lag 2025:986)",
      confidence: "A/B",
    },
    {
      topic: "Burial fee: one uniform rate set by Kammarkollegiet",
      statement:
        "Burial fee: one uniform rate set by Kammarkollegiet, 0.293 % (2025) and 0.292 % (2026), of the taxable earned income, except in Stockholm and Tranås, which set their own (2026: 0.07 % and 0.285 %); öre dropped.",
      incomeYears: [2025, 2026],
      // Stockholm's and Tranås's 2025 rates rest on one dataset (C), so they are left out.
      source: "tax-formulas.md section 5",
      confidence: "B",
    },
    {
      topic: '"66+" means the person had turned 66',
      statement: '"66+" means the person had turned 66 before the income year began.',
      source: "tax-formulas.md, abbreviations",
      confidence: "none",
    },
  ]),
};
