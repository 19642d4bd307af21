/** course-facts.md, course 1 (avoiding declaration errors), transcribed row by row (corrected 2026-11-26, extended and corrected 2026-11-28). */
import { type FactTable, fromStatements } from "./fact";

export const course1Facts: FactTable = {
  file: "course-facts.md",
  heading: "Course 1: avoiding declaration errors",
  facts: fromStatements([
    {
      topic: "travel deduction, threshold",
      statement:
        "Income year 2025: only commuting costs above 11 000 kr are deductible; enter the whole cost at box 2.1, Skatteverket subtracts the 11 000 kr. From income year 2026 the threshold is 15 000 kr (prop. 2025/26:31, in force 1 January 2026, part of the 2026 budget). The bill raises a threshold that already applied to work travel, travel to and from a place of education, and inställelseresor; it adds no new deduction.",
      incomeYears: [2025, 2026],
      source:
        "Skatteverket help text to box 2.1 (www8.skatteverket.se/hjalptexter/EfInk1b_avdtj.html); prop. 2025/26:31 (rkrattsbaser.gov.se)",
      confidence: "A",
    },
    {
      topic: "travel to a place of education",
      statement:
        'There is no general deduction for students. Travel to a course is deductible only in special cases (for example training paid by the employer because of restructuring or risk of redundancy, or work-oriented rehabilitation); then the commuting rules and the same threshold apply. Lessons say "only in special cases; ask Skatteverket".',
      source:
        "Skatteverket, rättslig vägledning (resor till och från utbildningsplats; arbetslivsinriktad rehabilitering)",
      confidence: "B",
    },
    {
      topic: "travel deduction, car",
      statement:
        "Own car 25 kr per mil (10 km) since 1 January 2023 (was 18.50). Company car (förmånsbil) 12 kr/mil; a company car driven entirely by electricity 9.50 kr/mil.",
      source: "prop. 2022/23:18; Kronofogden news 2022-12-20",
      confidence: "A",
    },
    {
      topic: "travel deduction, when the car counts",
      statement:
        "At least 5 km between home and work, and the car regularly saves at least 2 hours a day (there and back together) compared with public transport. Other grounds: no public transport on a stretch of at least 2 km; the car is used in the job on at least 60 days and for at least 300 mil (3 000 km) of business driving a year (60–159 days: the deduction for those days; 160 days or more: for all working days); or the person must use a car because of high age, illness or disability.",
      source: "Skatteverket, rättslig vägledning (reseavdrag, bil; 12 kap. 27–30 §§ IL)",
      confidence: "A",
    },
    {
      topic: "travel deduction, public transport",
      statement: "At least 2 km; the cheapest fare counts.",
      source: "Skatteverket, rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "travel deduction, errors",
      statement:
        "About 900 000 people claim it; Skatteverket has said that roughly half of the claims are wrong or too high, most often on the two-hour time saving, then days or distance.",
      source: "Skatteverket, quoted by TT and SvD",
      confidence: "B",
    },
    {
      topic: "shares and funds",
      statement:
        'Capital gains are taxed at 30 %. Sales of listed shares go on form K4; the e-service fills in most of it, but the acquisition cost (omkostnadsbelopp: purchase price including brokerage by the average method, or, for any market-listed share, fund unit or bond, 20 % of the sale price after selling costs, the schablonmetod, 48 kap. 15 § IL) often needs the taxpayer\'s own input, as do inherited or transferred holdings and foreign brokers. Fund gains and losses are pre-filled. Losses on listed shares and equity funds (and on other listed delägarrätter and unlisted shares) offset gains on such holdings in full; a remaining loss counts at 70 %; a loss on an interest fund is deductible in full. Sales inside an ISK are not declared. (2026-11-28: scope of the 20 % rule, "after selling costs", what the full offset is against)',
      source:
        'Skatteverket, K4, "Omkostnadsbelopp" and kvittning pages; Skatteverket\'s handbook chapter "Kapitalvinst – delägarrätter" (48 kap. IL: "20 % av försäljningspriset … för marknadsnoterad egendom"; "Förluster på andelar i räntefonder är avdragsgilla fullt ut"); FAR Rätt Skatt on 48 kap. 15 § IL',
      confidence: "A/B",
    },
    {
      topic: "foreign income",
      statement:
        "Anyone resident in Sweden is taxed on all income, Swedish and foreign, and must report all foreign income even when a treaty exempts it. Foreign tax is credited (avräkning) up to the Swedish tax on that income; automatically only when the foreign tax is on a Swedish statement, otherwise ask for it in the return (form SKV 2703). Unused credit carries forward 5 years.",
      source: "Skatteverket, skattskyldighet and avräkning pages",
      confidence: "A",
    },
    {
      topic: "pay for work abroad: the six-month and one-year rules",
      statement:
        'A person resident in Sweden who is employed and works abroad pays no Swedish tax on that pay if the employment and the stay abroad last at least six months and the pay is taxed in the country of work under its law and any treaty (the six-month rule; several countries are allowed, but pay for a country that did not tax it stays taxable in Sweden), or if they last at least one year in the same country, even when that country does not tax the pay because of its law or administrative practice (the one-year rule) (3 kap. 9 § IL). The job must require the stay abroad. Not for the self-employed; public employees (state, municipality, region, a Church of Sweden parish) get only the six-month rule; not for crews of ships or of Swedish, Danish or Norwegian aircraft. Visits to Sweden may total at most 6 days a month on average or 72 days in 12 months (B). The taxpayer must be able to show the foreign tax was paid. No change for 2026 was found. Lesson wording: "worked abroad six months or more? Ask Skatteverket before you pay a Swedish top-up". (2026-11-28)',
      source:
        'Skatteverket, "Sexmånadersregeln och ettårsregeln" (skatteverket.se/privat/internationellt/arbetautomlands/); rättslig vägledning (323993, 3 kap. 9 § IL, edition 2023); visit limits: Skattenytt 2011 (FAR Online) and avdragslexikon.se',
      confidence: "A/B",
    },
    {
      topic: "foreign accounts",
      statement:
        "Income on accounts abroad must be declared by the taxpayer; Skatteverket offers self-correction (självrättelse) for undeclared foreign assets.",
      source: "Skatteverket, självrättelse page",
      confidence: "B",
    },
    {
      topic: "renting out a home",
      statement:
        "Fixed deduction 40 000 kr per home and year (shared by co-owners), plus 20 % of the rent for a house or owner-occupied flat, or the fee/rent of the let part for a bostadsrätt or rented flat. A surplus is capital income taxed at 30 %. Rent paid through a platform must still be declared.",
      source: "Skatteverket, uthyrning av privatbostad",
      confidence: "A",
    },
    {
      topic: "interest",
      statement:
        "A deficit in capital income (underskott av kapital: in practice net interest costs) gives a tax reduction of 30 % up to 100 000 kr and 21 % above. For 2025 only half of the interest on loans without security (blancolån, credit cards) counts; from 2026 none of it (prop. 2024/25:26, decided in autumn 2024 with the 2025 budget). Enter the whole interest: secured loans at box 8.1, unsecured at box 8.8; the calculation applies the half. A lender missing from your statement is named under Övriga upplysningar (a private lender with personnummer).",
      incomeYears: [2025, 2026],
      source: "Skatteverket, avdrag för ränteutgifter; prop. 2024/25:26",
      confidence: "A",
    },
    {
      topic: "gifts to charity",
      statement:
        "25 % of gifts, at most 1 500 kr a year (gifts of 6 000 kr); each gift at least 200 kr, at least 2 000 kr in the year, to a recipient Skatteverket has approved; giver 18 or older. Automatic, through the recipient's report.",
      source: "Skatteverket, skattereduktion för gåvor",
      confidence: "A",
    },
    {
      topic: "a-kassa",
      statement: "25 % tax reduction on the unemployment-fund fee; automatic. Union fees give nothing.",
      source: "Skatteverket, rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "ROT and RUT",
      statement:
        "RUT 50 %. ROT 30 %, but 50 % for work paid 12 May – 31 December 2025 (the payment date decides; prop. 2024/25:156, a temporary law that lapsed at the end of 2025, so 30 % applies again from 2026). Together at most 75 000 kr of tax reduction per person and year, of which ROT at most 50 000 kr (ROT's ceiling was 75 000 kr in 2024).",
      incomeYears: [2025, 2026],
      source: "prop. 2024/25:156; prop. 2023/24:86; Skatteverket",
      confidence: "A",
    },
    {
      topic: "ROT and RUT, how it works",
      statement:
        "The firm deducts the reduction on the invoice; once you have paid, it asks Skatteverket for the rest, and the amount is pre-filled in your return. The reduction cannot exceed your tax; if it does, you repay the difference.",
      source: "Skatteverket, skattereduktioner (limit); firms' guidance quoting Skatteverket (mechanics)",
      confidence: "A/B",
    },
    {
      topic: "declaration dates (2025 income)",
      statement:
        "Returns in digital mailboxes 2–6 March 2026; e-service opened 17 March 2026; approved digitally without changes by 31 March → refund 7–10 April 2026; last day 4 May 2026; most other refunds 9–12 June 2026.",
      incomeYears: [2025],
      source: "Skatteverket (as in content-brief.md)",
      confidence: "B",
    },
    {
      topic: "late filing fee",
      statement:
        "A person's return is due 2 May (32 kap. 1 § SFL; 4 May in 2026, when 2 May was a Saturday). A late return costs 1 250 kr; if it is still missing three months after the deadline a second 1 250 kr is charged, and after two more months a third: 3 750 kr in all (48 kap. 6–7 §§ SFL). 6 250 kr is the fee for a limited company's or economic association's return, not a person's. No fee for someone living or staying abroad on the deadline who files by 31 May (48 kap. 3 §). Skatteverket grants more time (anstånd) for special reasons, beyond 31 May only for exceptional ones (36 kap. 2 §), and must waive a fee in whole or part where charging it would be unreasonable (51 kap. 1 §). (2026-11-28: later fees, waiver, deadline)",
      source:
        "SFL 32 kap. 1 §, 36 kap. 2 §, 48 kap. 1, 3, 6, 7 §§, 51 kap. 1 § (law text, SFS 2011:1244 as consolidated, svenskforfattningssamling.se); Skatteverket, rättslig vägledning (förseningsavgift, 48 kap. 3 and 6 §§ SFL); DN (three fees, 3 750 kr)",
      confidence: "A",
    },
    {
      topic: "approving the return",
      statement:
        'App: approve unchanged, or add a travel deduction (box 2.1) and nothing else; sign with an e-ID or with the security codes printed with the return. E-service Inkomstdeklaration 1: approve and make any change, for example an annexe (bilaga) such as K4; with the security codes instead of an e-ID the travel deduction is the only deduction that can be added ("Du kan bara göra avdrag om du loggat in med e-legitimation. Avdrag för resor till och från arbetet kan du göra även om du loggat in med säkerhetskoder"). SMS and phone: only approve an unchanged return, with the security codes; no travel deduction. Every change other than a travel deduction (other deductions, an annexe, changed or added figures) can be made only in the e-service or on the paper form. In spring 2026 the app, the e-service, SMS and phone were all offered for approving unchanged by 31 March. (2026-11-28: SMS/phone cannot add a travel deduction; the app only the travel deduction)',
      source:
        'Skatteverket, "Så här deklarerar du" (skatteverket.se/privat/deklaration/sahardeklarerardu.4.2b543913a42158acf800013564.html: "I appen kan du godkänna din deklaration utan ändringar. Du kan också begära avdrag för resor … I e-tjänsten kan du både godkänna deklarationen och göra ändringar, till exempel lämna en bilaga"); Skatteverket, "How to file your tax return" (English: a travel deduction via the e-service or by post; text message and call only to approve without changes); Skatteverket help text to section 2 (www8.skatteverket.se/hjalptexter/EfInk1b_avdtj.html); EFN (spring 2026: the channels for approving unchanged, B)',
      confidence: "A/B",
    },
    {
      topic: "correcting a return",
      statement:
        "Before the decision on final tax: file a new return (the latest one counts). After it: ask for a review (begäran om omprövning), at the latest in the sixth year after the end of the tax year (66 kap. 7 § SFL); the e-service takes it until mid-December; the tax must be paid meanwhile.",
      source: "Skatteverket (making changes to your tax return; omprövning); rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "tax surcharge (skattetillägg) and self-correction (självrättelse)",
      statement:
        "A wrong or missing figure in a return (an oriktig uppgift) brings a skattetillägg of 40 % of the income tax that would have been avoided (20 % on other taxes such as VAT; 10 % when the error only puts an amount in the wrong year). None is charged if the error is visible from statements (kontrolluppgifter) Skatteverket had within a year of the tax year, if the amount is insignificant, or if the taxpayer corrects it on their own initiative (självrättelse: a new return before the final tax decision, a request for omprövning after it). A correction made more than two months after Skatteverket announced a general check that it relates to does not count as own initiative. Skatteverket must also waive the surcharge in whole or part where it would be unreasonable (age, illness, an excusable misjudgement of a rule, misleading statements). Worked example the lessons may use: a wrong deduction that lowered the tax by 7 780 kr would cost 40 % of that, 3 112 kr, if Skatteverket finds it, and nothing if corrected first. (2026-11-28)",
      source: "SFL 49 kap. 4, 5, 10, 11, 13 §§ and 51 kap. 1 § (law text, SFS 2011:1244 as consolidated)",
      confidence: "A",
    },
    {
      topic: "where things go in the return (Inkomstdeklaration 1)",
      statement:
        "1.4 private pension and life annuities; 2.1 travel to and from work; 2.4 other work expenses; 7.3 surplus from letting a private home (house, owner-occupied flat, bostadsrätt or rented flat); 8.1 interest on loans with security; 8.8 interest on loans without security (2025); K4 section C (listed bonds, currency) goes to 7.2 (gain) or 8.1 (loss); K4 section A (listed shares, equity funds) to 7.4 (gain) or 8.3 (loss); foreign income: tick the box under Övriga upplysningar and enter the amount at the right point (salary at 1.1 if it counts for Swedish pension, otherwise 1.5); 9.2 the base for yield tax on a foreign pension insurance; 10.6 the base for särskild löneskatt on one's own pension saving in a business. (2026-11-28: 1.4, 7.3, 7.2/8.1, 7.4/8.3, 10.6 added; 7.3 now from Skatteverket)",
      source:
        'Skatteverket help texts (EfInk1b_inktj, EfInk1b_avdtj, the help text to 7.3: "Överskottet ska deklareras i punkt 7.3", EfInk1k4_markn: "punkt 7.2 (vinst) eller 8.1 (förlust)"); Skatteverket, "Uthyrning av bostad" ("Du redovisar överskottet vid punkt 7.3"); pages on interest, foreign income and partners\' pension saving (10.6); 7.4/8.3 only from copies of the form (skattoteket.se and one other): B',
      confidence: "A/B",
    },
  ]),
};
