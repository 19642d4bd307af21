/** course-facts.md, course 3 (general tax planning), transcribed row by row (corrected 2026-11-28). */
import { type FactTable, fromStatements } from "./fact";

export const course3Facts: FactTable = {
  file: "course-facts.md",
  heading: "Course 3: general tax planning (a year plan)",
  facts: fromStatements([
    {
      topic: "preliminary tax for F-tax payers",
      statement: "Due on the 12th of each month, the 17th in January and August.",
      source: "Skatteverket",
      confidence: "A",
    },
    {
      topic: "paying in extra to avoid interest on kvarskatt (2025 income)",
      statement:
        "Pay by 12 February 2026 for the part above 30 000 kr and by 4 May 2026 for the rest, to avoid cost interest. The rule: cost interest (kostnadsränta, at the basränta: 125 % of the six-month treasury bill rate, at least 1.25 %) runs on final tax to pay from the 13th of the second month after the tax year, but on amounts up to 30 000 kr only after the 3rd of the fifth month; a start day on a weekend moves to the next Tuesday (3 May 2026 was a Sunday, so paying on 4 May was in time). Tax paid after its due date costs the basränta plus 15 percentage points.",
      incomeYears: [2025],
      source: "Skatteverket press release; SFL 65 kap. 3, 4, 6, 13, 18 §§ (law text)",
      confidence: "A",
    },
    {
      topic: "when kvarskatt is due",
      statement: "About 90 days after the final tax notice; the date is on the notice (slutskattebesked).",
      source: "Skatteverket, skattekonto FAQ",
      confidence: "A",
    },
    {
      topic: "what the 2026 budget changed (prop. 2025/26:1, adopted December 2025)",
      statement:
        'Among its changes for individuals: a stronger jobbskatteavdrag, a higher basic allowance for people who were 66 at the start of the year, and lower tax on sickness and activity compensation (all prop. 2025/26:32); the travel threshold 15 000 kr (prop. 2025/26:31). It also cut food VAT from 12 to 6 % from 1 April 2026 to 31 December 2027 and the energy tax on electricity. The list is not complete: lessons say "among its changes".',
      incomeYears: [2026],
      source:
        "Riksdagen (HD0332, SkU1y); SFS 2025:1376; TT (Nyheter24) and Forvis Mazars budget summaries (VAT, electricity tax)",
      confidence: "A/B",
    },
    {
      topic: "what else changes in 2026 (decided earlier)",
      statement:
        "ISK tax-free amount 300 000 kr (2025 budget); no interest reduction for loans without security (prop. 2024/25:26); ROT back to 30 % (the temporary 2025 law lapsed).",
      incomeYears: [2026],
      source: "rows above",
      confidence: "A/B",
    },
    {
      topic: "income tax rates",
      statement:
        "Municipal tax (kommun + region) averages 32.37 % (2024), 32.41 % (2025), 32.38 % (2026). Lowest and highest: Österåker 28.98 % and Degerfors 35.30 % (2025); Österåker 28.93 % and Dorotea 35.65 % (2026). Every municipality's rate: tax-formulas.md §8. State income tax is 20 % of taxable earned income above the skiktgräns. Capital income is taxed at 30 %.",
      incomeYears: [2024, 2025, 2026],
      source:
        'SCB, Kommunalskatterna 2025 and 2026 (via TT/Marcus Oscarsson and a public research note quoting SCB); regeringen.se press release "Incitament för lägre skatter i kommunsektorn" (September 2025: "32,41 procent år 2025"); IL 65 kap. 5 §',
      confidence: "A/B",
    },
    {
      topic: "state tax limits",
      statement:
        "Skiktgräns 598 500 kr (2024), 625 800 kr (2025), 643 000 kr (2026). Brytpunkt, under 66: 615 300 (2024), 643 100 (2025), 660 400 (2026); from 66: 733 200 (2025), 760 500 (2026; not 751 100, see the myths).",
      incomeYears: [2024, 2025, 2026],
      source:
        'Skatteverket, Belopp och procent 2025 and 2026 (the 2026 page quoted verbatim in two public research notes: "Brytpunkten är 760 500 kronor för dig som fyllt 66 år vid inkomstårets ingång"); SFS 2025:1050 (skiktgräns 2026); reproduced from IL 63 kap. 3 a § (SFS 2025:1376): 643 000 + (0.293 + 1.691) × 59 200 rounded up',
      confidence: "A/B",
    },
    {
      topic: "basic allowance (grundavdrag), under 66",
      statement:
        "Between 16 800 and 44 200 kr (2024), 17 300 and 45 300 kr (2025), 17 400 and 45 600 kr (2026), depending on income; higher from 66: in 2026 65 800 kr at low incomes, at most 179 100 kr, and 117 500 kr at high incomes.",
      incomeYears: [2024, 2025, 2026],
      source:
        "Skatteverket, Belopp och procent 2026 (quoted verbatim in two public research notes); IL 63 kap. (SFS 2025:1376)",
      confidence: "A/B",
    },
    {
      topic: "price base amount (prisbasbelopp) and income base amount (inkomstbasbelopp)",
      statement:
        "Prisbasbelopp 57 300 kr (2024), 58 800 kr (2025), 59 200 kr (2026). Inkomstbasbelopp 76 200 kr (2024), 80 600 kr (2025), 83 400 kr (2026).",
      incomeYears: [2024, 2025, 2026],
      source:
        "SFS 2025:872 (prisbasbelopp 2026) and SFS 2025:1002 (inkomstbasbelopp 2026); Företagarna and Sparbanken Skaraborg (2024, 2025)",
      confidence: "A/B",
    },
    {
      topic: "adjusting preliminary tax",
      statement:
        "Employees and pensioners ask Skatteverket for jämkning (a decision telling the employer to deduct more or less than the table); to have more deducted you can simply ask the employer. F-tax payers send a new preliminär inkomstdeklaration, at any time of the year.",
      source: "Skatteverket, jämkning; debiterad preliminärskatt",
      confidence: "A",
    },
    {
      topic: "the year's rhythm",
      statement:
        'Use the declaration dates (course 1) and the key-change facts in content-brief.md; the 2027 season\'s dates were not found in any source (searched 2026-11-28): say "check Skatteverket in February 2027". Already decided for 2027: the higher basic allowance needs age 67 at the start of the year (Lag 2025:1374); food VAT stays at 6 % until 31 December 2027. No budget bill for 2027 and no 2027 price or income base amount was found.',
      incomeYears: [2026, 2027],
      source:
        "IL 63 kap. 3 a § in its 2027 wording (Lag 2025:1374, quoted in a public research note); TT (Nyheter24) on VAT",
      confidence: "B",
    },
    {
      topic: "burial fee and church fee",
      statement:
        "Everyone registered in Sweden with taxable earned income pays a burial fee (begravningsavgift) on it: one uniform rate set by Kammarkollegiet, 0.293 % (2025) and 0.292 % (2026), except in Stockholm and Tranås, where the municipality runs burials and sets its own (2026: 0.07 % and 0.285 %). Members of the Church of Sweden also pay a church fee (kyrkoavgift) set by their parish. Both are collected with the tax, shown separately on the final tax notice, and no tax reduction can be set off against them.",
      incomeYears: [2025, 2026],
      source:
        'Skatteverket, Belopp och procent 2026 and "Skattereduktioner" (quoted verbatim in public research notes); Skatteverket\'s 2025 rate data as exported in a public repository (0.293 %); Svenska kyrkan parish pages (uniform rate; Stockholm and Tranås excepted)',
      confidence: "B",
    },
  ]),
};
