/** course-facts.md, course 3 (general tax planning), transcribed row by row. */
import type { FactTable } from "./fact";

export const course3Facts: FactTable = {
  file: "course-facts.md",
  heading: "Course 3: general tax planning (a year plan)",
  facts: [
    {
      topic: "preliminary tax for F-tax payers",
      statement: "Due on the 12th of each month, the 17th in January and August.",
      figures: [12, 17],
      dates: [],
      source: "Skatteverket",
      confidence: "A",
    },
    {
      topic: "paying in extra to avoid interest on kvarskatt (2025 income)",
      statement:
        "Pay by 12 February 2026 for the part above 30 000 kr and by 4 May 2026 for the rest, to avoid cost interest.",
      figures: [2026, 30000],
      dates: ["2-12", "5-4"],
      incomeYears: [2025],
      source: "Skatteverket press release",
      confidence: "B",
    },
    {
      topic: "when kvarskatt is due",
      statement: "About 90 days after the final tax notice; the date is on the notice (slutskattebesked).",
      figures: [90],
      dates: [],
      source: "Skatteverket, skattekonto FAQ",
      confidence: "A",
    },
    {
      topic: "what the 2026 budget changed (prop. 2025/26:1, adopted December 2025)",
      statement:
        "A stronger jobbskatteavdrag and a higher basic allowance for people who were 66 at the start of the year (prop. 2025/26:32); the travel threshold 15 000 kr (prop. 2025/26:31).",
      figures: [66, 15000],
      dates: [],
      incomeYears: [2026],
      source: "Riksdagen (HD0332, SkU1y); SFS 2025:1376",
      confidence: "A",
    },
    {
      topic: "what else changes in 2026 (decided earlier)",
      statement:
        "ISK tax-free amount 300 000 kr (2025 budget); no interest reduction for loans without security (prop. 2024/25:26); ROT back to 30 % (the temporary 2025 law lapsed).",
      figures: [300000, 2025, 30],
      dates: [],
      incomeYears: [2026],
      source: "rows above",
      confidence: "A/B",
    },
    {
      topic: "income tax rates",
      statement:
        "Municipal tax (kommun + region) averages 32.37 % (2024), 32.41 % (2025), 32.38 % (2026; from 28.93 % in Österåker to 35.65 % in Dorotea). State income tax is 20 % of taxable earned income above the skiktgräns. Capital income is taxed at 30 %.",
      figures: [32.37, 2024, 32.41, 2025, 32.38, 2026, 28.93, 35.65, 20, 30],
      dates: [],
      incomeYears: [2024, 2025, 2026],
      source: "SCB, Kommunalskatterna 2026; IL 65 kap. 5 §",
      confidence: "A/B",
    },
    {
      topic: "state tax limits",
      statement:
        "Skiktgräns 598 500 kr (2024), 625 800 kr (2025), 643 000 kr (2026). Brytpunkt, under 66: 615 300 (2024), 643 100 (2025), 660 400 (2026); from 66: 733 200 (2025), 760 500 (2026).",
      figures: [598500, 2024, 625800, 2025, 643000, 2026, 66, 615300, 643100, 660400, 733200, 760500],
      dates: [],
      incomeYears: [2024, 2025, 2026],
      source: "Skatteverket, Belopp och procent 2025 and 2026",
      confidence: "A/B",
    },
    {
      topic: "basic allowance (grundavdrag), under 66",
      statement:
        "Between 16 800 and 44 200 kr (2024), 17 300 and 45 300 kr (2025), 17 400 and 45 600 kr (2026), depending on income; higher from 66 (2026: up to 179 100 kr).",
      figures: [16800, 44200, 2024, 17300, 45300, 2025, 17400, 45600, 2026, 66, 179100],
      dates: [],
      incomeYears: [2024, 2025, 2026],
      source: "Skatteverket, Belopp och procent; IL 63 kap.",
      confidence: "A/B",
    },
    {
      topic: "price base amount (prisbasbelopp)",
      statement: "57 300 kr (2024), 58 800 kr (2025), 59 200 kr (2026).",
      figures: [57300, 2024, 58800, 2025, 59200, 2026],
      dates: [],
      incomeYears: [2024, 2025, 2026],
      source: "SFS 2025:872 (2026); Skatteverket",
      confidence: "A/B",
    },
    {
      topic: "adjusting preliminary tax",
      statement:
        "Employees and pensioners ask Skatteverket for jämkning (a decision telling the employer to deduct more or less than the table); to have more deducted you can simply ask the employer. F-tax payers send a new preliminär inkomstdeklaration, at any time of the year.",
      figures: [],
      dates: [],
      source: "Skatteverket, jämkning; debiterad preliminärskatt",
      confidence: "A",
    },
    {
      topic: "the year's rhythm",
      statement:
        'Use the declaration dates (course 1) and the key-change facts in content-brief.md; the 2027 season\'s dates are not published: say "check Skatteverket in February 2027".',
      figures: [1, 2027],
      dates: [],
      source: "",
      confidence: "none",
    },
  ],
};
