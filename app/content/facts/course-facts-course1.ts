/** course-facts.md, course 1 (avoiding declaration errors), transcribed row by row (corrected 2026-11-26). */
import type { FactTable } from "./fact";

export const course1Facts: FactTable = {
  file: "course-facts.md",
  heading: "Course 1: avoiding declaration errors",
  facts: [
    {
      topic: "travel deduction, threshold",
      statement:
        "Income year 2025: only commuting costs above 11 000 kr are deductible; enter the whole cost at box 2.1, Skatteverket subtracts the 11 000 kr. From income year 2026 the threshold is 15 000 kr (prop. 2025/26:31, in force 1 January 2026, part of the 2026 budget). The bill raises a threshold that already applied to work travel, travel to and from a place of education, and inställelseresor; it adds no new deduction.",
      figures: [2025, 11000, 2.1, 2026, 15000],
      dates: ["1-1"],
      incomeYears: [2025, 2026],
      source:
        "Skatteverket help text to box 2.1 (www8.skatteverket.se/hjalptexter/EfInk1b_avdtj.html); prop. 2025/26:31 (rkrattsbaser.gov.se)",
      confidence: "A",
    },
    {
      topic: "travel to a place of education",
      statement:
        'There is no general deduction for students. Travel to a course is deductible only in special cases (for example training paid by the employer because of restructuring or risk of redundancy, or work-oriented rehabilitation); then the commuting rules and the same threshold apply. Lessons say "only in special cases; ask Skatteverket".',
      figures: [],
      dates: [],
      source:
        "Skatteverket, rättslig vägledning (resor till och från utbildningsplats; arbetslivsinriktad rehabilitering)",
      confidence: "B",
    },
    {
      topic: "travel deduction, car",
      statement:
        "Own car 25 kr per mil (10 km) since 1 January 2023 (was 18.50). Company car (förmånsbil) 12 kr/mil; a company car driven entirely by electricity 9.50 kr/mil.",
      figures: [25, 10, 2023, 18.5, 12, 9.5],
      dates: ["1-1"],
      source: "prop. 2022/23:18; Kronofogden news 2022-12-20",
      confidence: "A",
    },
    {
      topic: "travel deduction, when the car counts",
      statement:
        "At least 5 km between home and work, and the car regularly saves at least 2 hours a day (there and back together) compared with public transport. Other grounds: no public transport on a stretch of at least 2 km; the car is used in the job on at least 60 days and for at least 300 mil (3 000 km) of business driving a year (60–159 days: the deduction for those days; 160 days or more: for all working days); or the person must use a car because of high age, illness or disability.",
      figures: [5, 2, 60, 300, 3000, 159, 160],
      dates: [],
      source: "Skatteverket, rättslig vägledning (reseavdrag, bil; 12 kap. 27–30 §§ IL)",
      confidence: "A",
    },
    {
      topic: "travel deduction, public transport",
      statement: "At least 2 km; the cheapest fare counts.",
      figures: [2],
      dates: [],
      source: "Skatteverket, rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "travel deduction, errors",
      statement:
        "About 900 000 people claim it; Skatteverket has said that roughly half of the claims are wrong or too high, most often on the two-hour time saving, then days or distance.",
      figures: [900000],
      dates: [],
      source: "Skatteverket, quoted by TT and SvD",
      confidence: "B",
    },
    {
      topic: "shares and funds",
      statement:
        "Capital gains are taxed at 30 %. Sales of listed shares go on form K4; the e-service fills in most of it, but the acquisition cost (average method, or 20 % of the sale price for listed shares) often needs the taxpayer's own input, as do inherited or transferred holdings and foreign brokers. Fund gains and losses are pre-filled. Losses on listed shares and equity funds offset gains fully; a remaining loss counts at 70 %. Sales inside an ISK are not declared.",
      figures: [30, 20, 70],
      dates: [],
      source: "Skatteverket, K4 and kvittning pages",
      confidence: "A",
    },
    {
      topic: "foreign income",
      statement:
        "Anyone resident in Sweden is taxed on all income, Swedish and foreign, and must report all foreign income even when a treaty exempts it. Foreign tax is credited (avräkning) up to the Swedish tax on that income; automatically only when the foreign tax is on a Swedish statement, otherwise ask for it in the return (form SKV 2703). Unused credit carries forward 5 years.",
      figures: [5],
      dates: [],
      source: "Skatteverket, skattskyldighet and avräkning pages",
      confidence: "A",
    },
    {
      topic: "foreign accounts",
      statement:
        "Income on accounts abroad must be declared by the taxpayer; Skatteverket offers self-correction (självrättelse) for undeclared foreign assets.",
      figures: [],
      dates: [],
      source: "Skatteverket, självrättelse page",
      confidence: "B",
    },
    {
      topic: "renting out a home",
      statement:
        "Fixed deduction 40 000 kr per home and year (shared by co-owners), plus 20 % of the rent for a house or owner-occupied flat, or the fee/rent of the let part for a bostadsrätt or rented flat. A surplus is capital income taxed at 30 %. Rent paid through a platform must still be declared.",
      figures: [40000, 20, 30],
      dates: [],
      source: "Skatteverket, uthyrning av privatbostad",
      confidence: "A",
    },
    {
      topic: "interest",
      statement:
        "A deficit in capital income (underskott av kapital: in practice net interest costs) gives a tax reduction of 30 % up to 100 000 kr and 21 % above. For 2025 only half of the interest on loans without security (blancolån, credit cards) counts; from 2026 none of it (prop. 2024/25:26, decided in autumn 2024 with the 2025 budget). Enter the whole interest: secured loans at box 8.1, unsecured at box 8.8; the calculation applies the half. A lender missing from your statement is named under Övriga upplysningar (a private lender with personnummer).",
      figures: [30, 100000, 21, 2025, 2026, 2024, 8.1, 8.8],
      dates: [],
      incomeYears: [2025, 2026],
      source: "Skatteverket, avdrag för ränteutgifter; prop. 2024/25:26",
      confidence: "A",
    },
    {
      topic: "gifts to charity",
      statement:
        "25 % of gifts, at most 1 500 kr a year (gifts of 6 000 kr); each gift at least 200 kr, at least 2 000 kr in the year, to a recipient Skatteverket has approved; giver 18 or older. Automatic, through the recipient's report.",
      figures: [25, 1500, 6000, 200, 2000, 18],
      dates: [],
      source: "Skatteverket, skattereduktion för gåvor",
      confidence: "A",
    },
    {
      topic: "a-kassa",
      statement: "25 % tax reduction on the unemployment-fund fee; automatic. Union fees give nothing.",
      figures: [25],
      dates: [],
      source: "Skatteverket, rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "ROT and RUT",
      statement:
        "RUT 50 %. ROT 30 %, but 50 % for work paid 12 May – 31 December 2025 (the payment date decides; prop. 2024/25:156, a temporary law that lapsed at the end of 2025, so 30 % applies again from 2026). Together at most 75 000 kr of tax reduction per person and year, of which ROT at most 50 000 kr (ROT's ceiling was 75 000 kr in 2024).",
      figures: [50, 30, 2025, 2026, 75000, 50000, 2024],
      dates: ["5-12", "12-31"],
      incomeYears: [2025, 2026],
      source: "prop. 2024/25:156; prop. 2023/24:86; Skatteverket",
      confidence: "A",
    },
    {
      topic: "ROT and RUT, how it works",
      statement:
        "The firm deducts the reduction on the invoice; once you have paid, it asks Skatteverket for the rest, and the amount is pre-filled in your return. The reduction cannot exceed your tax; if it does, you repay the difference.",
      figures: [],
      dates: [],
      source: "Skatteverket, skattereduktioner (limit); firms' guidance quoting Skatteverket (mechanics)",
      confidence: "A/B",
    },
    {
      topic: "declaration dates (2025 income)",
      statement:
        "Returns in digital mailboxes 2–6 March 2026; e-service opened 17 March 2026; approved digitally without changes by 31 March → refund 7–10 April 2026; last day 4 May 2026; most other refunds 9–12 June 2026.",
      figures: [2026],
      dates: ["3-2", "3-6", "3-17", "3-31", "4-7", "4-10", "5-4", "6-9", "6-12"],
      incomeYears: [2025],
      source: "Skatteverket (as in content-brief.md)",
      confidence: "B",
    },
    {
      topic: "late filing fee",
      statement: "1 250 kr (people living abroad have until 31 May before it applies).",
      figures: [1250],
      dates: ["5-31"],
      source: "Skatteverket, rättslig vägledning (förseningsavgift, 48 kap. 6 § SFL)",
      confidence: "A",
    },
    {
      topic: "approving the return",
      statement:
        "In the e-service or app with an e-ID (BankID, Freja); without an e-ID, by app, SMS or phone with the security codes printed with the return (SMS and phone only to approve unchanged, or to add a travel deduction).",
      figures: [],
      dates: [],
      source: 'Skatteverket, "Så här deklarerar du"',
      confidence: "A",
    },
    {
      topic: "correcting a return",
      statement:
        "Before the decision on final tax: file a new return (the latest one counts). After it: ask for a review (begäran om omprövning), at the latest in the sixth year after the end of the tax year (66 kap. 7 § SFL); the e-service takes it until mid-December; the tax must be paid meanwhile.",
      figures: [],
      dates: [],
      source: "Skatteverket (making changes to your tax return; omprövning); rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "where things go in the return (Inkomstdeklaration 1)",
      statement:
        "2.1 travel to and from work; 2.4 other work expenses; 8.1 interest on loans with security; 8.8 interest on loans without security (2025); foreign income: tick the box under Övriga upplysningar and enter the amount at the right point (salary at 1.1 if it counts for Swedish pension, otherwise 1.5); 9.2 the base for yield tax on a foreign pension insurance; K4 for sales of shares and funds.",
      figures: [2.1, 2.4, 8.1, 8.8, 2025, 1.1, 1.5, 9.2],
      dates: [],
      source: "Skatteverket help texts and pages on interest and foreign income",
      confidence: "A",
    },
    {
      // The row's own parenthesis: kept so the figures are known, never stated.
      topic: "where things go in the return (Inkomstdeklaration 1)",
      statement: "7.3 rental surplus, 7.4/8.3 K4 gains/losses: one secondary source only, C: do not state.",
      figures: [7.3, 7.4, 8.3],
      dates: [],
      source: "one secondary source",
      confidence: "C",
    },
  ],
};
