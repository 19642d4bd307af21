/** content-brief.md, the key-change cards' facts (the file grades no row: each is "none"). */
import { type FactTable, fromStatements } from "./fact";

export const keyChangeFacts: FactTable = {
  file: "content-brief.md",
  heading: "Facts for the three key-change cards (2025, individuals)",
  facts: fromStatements([
    {
      topic: "ages",
      statement:
        '"From 66" in Swedish tax rules means having turned 66 before the start of the tax year (for 2025: born 1958 or earlier).',
      incomeYears: [2025],
      source: "Skatteverket",
      confidence: "none",
    },
    {
      topic: "private pension",
      statement:
        "Private pension saving is deductible only for people without a right to occupational pension (pensionsrätt i anställning) and for the self-employed.",
      source: "Skatteverket",
      confidence: "none",
    },
    {
      topic: "new tax rates",
      statement:
        "The threshold for state income tax (skiktgräns) rises to 625 800 kr of taxable income for 2025 (598 500 kr in 2024); state tax starts at a monthly income of roughly 53 600 kr (brytpunkt 643 100 kr a year under 66, 733 200 kr from 66).",
      incomeYears: [2024, 2025],
      source: 'Swedish budget for 2025 (prop. 2024/25:1), summarised by SEB "Plånboksnyheter 2025"',
      confidence: "none",
    },
    {
      topic: "new tax rates",
      statement:
        "The earned income tax credit (jobbskatteavdrag) is strengthened; most people who work pay somewhat less tax. Pensioners get a matching tax cut.",
      incomeYears: [2024, 2025],
      source: "prop. 2024/25:1",
      confidence: "none",
    },
    {
      topic: "deduction updates",
      statement:
        "Basic allowance (grundavdrag) 2025 for people under 66: at least 17 300 kr, at most 45 300 kr (0.293 and 0.77 of the price base amount 58 800 kr, rounded up to the next hundred). People who turned 66 before the start of the year get a higher allowance.",
      incomeYears: [2025],
      source: "Skatteverket; prop. 2024/25:1",
      confidence: "none",
    },
    {
      topic: "deduction updates",
      statement:
        "The ROT deduction (rotavdraget) was raised temporarily from 30 % to 50 % of the labour cost for work paid from 12 May to 31 December 2025; from 1 January 2026 it is 30 % again. The yearly ceiling (50 000 kr for ROT) is unchanged.",
      incomeYears: [2025, 2026],
      source: "prop. 2024/25:156; Skatteverket",
      confidence: "none",
    },
    {
      topic: "savings",
      statement:
        "A tax-free amount (fribelopp) on ISK, capital insurance and PEPP accounts: 150 000 kr in 2025, 300 000 kr from 2026. It applies per person, to all of that person's ISK, capital-insurance and PEPP holdings together.",
      incomeYears: [2025, 2026],
      source: "prop. 2024/25:1",
      confidence: "none",
    },
    {
      topic: "digital declaration",
      statement:
        "Most people approve their income tax return digitally (the e-service Inkomstdeklaration 1, the app, SMS or phone; e-legitimation such as BankID). The 2025 income is declared in spring 2026: returns reached digital mailboxes 2–6 March 2026; the e-service opened 17 March 2026; a return approved digitally without changes or additions by 31 March gave a refund 7–10 April; the last day was 4 May 2026; refunds for the rest from 9–12 June. (For comparison, spring 2025, for 2024 income: opened 18 March, last day 2 May.) Give the year with every date.",
      incomeYears: [2025],
      source: "Skatteverket (skatteverket.se/privat/deklaration)",
      confidence: "none",
    },
    // SECTION The three free courses
    // SECTION Company details
    // SECTION Legal pages
  ]),
};
