/** course-facts.md, course 2 (legal tax optimisation, including Pillar 3a), transcribed row by row
 * (as corrected 2026-11-28). */
import { type FactTable, fromStatements } from "./fact";

export const course2Facts: FactTable = {
  file: "course-facts.md",
  heading: "Course 2: legal tax optimisation, including Pillar 3a",
  facts: fromStatements([
    {
      topic: "ISK, how it is taxed",
      statement:
        "Capital base = ¼ of (value at the start of each quarter + deposits during the year). Standard income = base × (state borrowing rate at the end of November of the previous year + 1 percentage point), never below 1.25 %. Taxed at 30 %.",
      source: "Skatteverket, ISK; rättslig vägledning",
      confidence: "A",
    },
    {
      topic: "ISK, 2025 and 2026",
      statement:
        "Borrowing rate 30 Nov 2024 was 1.96 % → tax 0.888 % of the capital base for 2025. 30 Nov 2025: 2.55 % → 1.065 % for 2026.",
      incomeYears: [2025, 2026],
      source: "banks' published figures (Handelsbanken, Avanza, Länsförsäkringar)",
      confidence: "B",
    },
    {
      topic: "ISK tax-free amount",
      statement:
        "150 000 kr (2025), 300 000 kr (2026), per person, for ISK, capital insurance and PEPP together (Skatteverket's term: skattefri grundnivå); applied automatically for ISK (for capital insurance it works as a deduction in capital income). Both steps were decided in the 2025 budget (prop. 2024/25:1, autumn 2024).",
      incomeYears: [2025, 2026],
      source: "prop. 2024/25:1; Swedbank, Avanza, Handelsbanken",
      confidence: "B",
    },
    {
      topic: "private pension saving",
      statement:
        "Deductible only for people with no pension rights in their job, or with active business income: at most 35 % of that income and 10 price base amounts (588 000 kr for 2025, 592 000 kr for 2026). For business income the 35 % may be computed on this year's or last year's income, whichever gives more (for employees without pension rights: not established, C). Abolished for everyone else since 2016.",
      incomeYears: [2025, 2026],
      source:
        'Skatteverket, rättslig vägledning (2907, 2908); Skatteverket, "Avdrag för eget pensionssparande" (partners: "Du kan välja att göra beräkningen på årets eller föregående års inkomst"); Björn Lundén (sole traders: "årets inkomst (eller föregående års inkomst om den var högre)"); SFS 2025:872 (price base amount 2026)',
      confidence: "A/B",
    },
    {
      topic: "private pension saving in a business",
      statement:
        'A sole trader deducts the premiums in the business (form NE), a partner in a trading partnership on form N3A. Särskild löneskatt of 24.26 % is due on the deducted amount; it is itself deductible in the business, and its base is reported at box 10.6 ("Eget") of the return (Skatteverket\'s page for partners). Both are deducted before the business surplus on which egenavgifter (28.97 %) are computed, so the deduction also lowers the egenavgift base; the saving is therefore not "municipal rate × deduction". Lessons name the 24.26 % and the egenavgift effect and compute no net saving without the whole NE calculation.',
      source:
        'Skatteverket, "Avdrag för eget pensionssparande" (partners: "Du ska betala särskild löneskatt med 24,26 procent på ditt avdrag för pensionssparande … ruta 10.6"); Skatteverket, "Egenavgifter" (base = the surplus; 28.97 %); Björn Lundén and Wiklands (sole traders: 24.26 %, deductible; NE: R38 premiums, R39 löneskatt, before the surplus R47)',
      confidence: "A/B",
    },
    {
      topic: "private pension, at payout",
      statement:
        "A deduction for pension saving defers tax; it does not remove it. Payouts from a private pension insurance or an IPS account are taxed as income from employment (tjänst) at the ordinary rate of the year paid, reported at box 1.4 (Privat pension och livränta). Payouts start at 55 at the earliest and normally run over at least 5 years; until then the money is locked. While saved, the capital bears a yearly yield tax (avkastningsskatt) of 15 % of a standard return (capital at the start of the year × the previous year's average government borrowing rate, at least 0.5 %), which the insurer or bank pays out of the savings.",
      source:
        'Skatteverket, rättslig vägledning ("En pension beskattas i inkomstslaget tjänst"); Skatteverket help text to box 1.4 (www8.skatteverket.se/hjalptexter/EfInk1b_inktj.html); Konsumenternas ("Utbetalningarna … beskattas som inkomst av tjänst"; yield tax, lag 1990:661); FAR Online faktasiffror (15 %, at least 0.5 %); 55 and 5 years: Konsumenternas, Expowera, Marketmate',
      confidence: "A/B",
    },
    {
      topic: "PEPP",
      statement:
        "The EU pan-European personal pension product is taxed like a capital insurance: no deduction; counts within the ISK tax-free amount.",
      source: "Skatteverket, rättslig vägledning; prop. 2022/23:7",
      confidence: "A",
    },
    {
      topic: "deductions you are entitled to",
      statement: "Use course 1's rows (travel, interest, gifts, a-kassa, ROT/RUT, rental).",
      source: "",
      confidence: "none",
    },
    {
      topic: "Pillar 3a, what it is",
      statement:
        'The Swiss "third pillar": a tied private pension. Contributions are deductible in Swiss tax, up to CHF 7 258 (2025 and 2026) for people in a Swiss pension fund, or 20 % of earned income up to CHF 36 288 without one. Paying in needs Swiss earned income. Withdrawal normally from 5 years before the Swiss reference age. Early withdrawal only in these cases: buying or building an owner-occupied main home (or repaying its mortgage); starting or changing self-employment; leaving Switzerland for good; receiving a full Swiss disability (IV) pension; buying into a Swiss pension fund. On death the capital goes to the beneficiaries.',
      incomeYears: [2025, 2026],
      source: "BSV (amounts); Swiss providers' published guidance on BVV 3 (withdrawal cases)",
      confidence: "A/B",
    },
    {
      topic: "Pillar 3a, Swiss tax on a payout abroad",
      statement:
        "A lump sum paid to someone living abroad has Swiss withholding tax deducted (the rate depends on the foundation's canton); a refund is possible only where the tax treaty gives the state of residence the right to tax.",
      source: "Swiss providers' published guidance",
      confidence: "B",
    },
    {
      topic: "Pillar 3a, Swedish tax",
      statement:
        'Not established for 3a. Sweden taxes residents on worldwide income, and the Sweden–Switzerland treaty (art. 19) lets the paying state tax pensions too. What Skatteverket states for foreign insurance in general: a payout from a foreign pension insurance is taxable in Sweden, and the holder pays a 15 % yield tax, reported at box 9.2; a foreign life insurance taken out from 1997 is a capital insurance unless it mainly provides a pension and was taken out while living abroad with tax relief there (58 kap. 5 § IL). A 3a account with a bank foundation is not an insurance at all. No source says which of these Skatteverket applies to 3a. The lesson may name these general rules as "rules that may be relevant", says: declare it, tick foreign income under Övriga upplysningar, and ask Skatteverket (only an advance ruling from Skatterättsnämnden binds; an informal answer does not); it states no rule for 3a.',
      source:
        "Skatteverket (utländsk pensionsförsäkring; rättslig vägledning 58 kap. IL); treaty SFS 1987:1182",
      confidence: "none",
    },
  ]),
};
