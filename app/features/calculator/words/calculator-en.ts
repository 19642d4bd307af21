/**
 * The tax calculator page's words (English), passed by its loader so no other page carries them
 * (docs/decisions/043). Figures are placeholders filled from app/content/facts (tax-figures.ts,
 * lesson-figures.ts) through app/lib/numbers.ts, so a figure is written once, with
 * its source; dates come from ../shared/course-facts.md.
 */
export const enCalculator = {
  metaTitle: "Your tax return for 2026, prepared: income tax calculator | Skattlyktan",
  metaDescription:
    "Work out your final tax for 2026 beside 2025, line by line as Skatteverket computes it: whether you get money back or pay, and the boxes of your return to check. Nothing you type leaves your browser.",
  appName: "Skattlyktan income tax calculator",
  breadcrumb: "You are here",
  home: "Home",
  title: "Your return, prepared: your tax for 2026 and 2025",
  intro:
    "Enter your pay or pension and the tax deducted from it; add travel costs, interest, savings and home services if you have them. You get your final tax line by line, computed the way Skatteverket does it, whether you get money back or pay, and the boxes of your return to check.",
  privacy:
    "Everything is worked out in your browser. Your figures stay in the address after the # sign, which a browser never sends to a server, and are stored nowhere unless you ask.",
  noScript:
    "The calculator needs JavaScript to work out a result. Without it the form cannot be sent, so your figures never leave your computer; what each line means is below.",
  formTitle: "Your figures",
  incomeTitle: "Income and tax deducted",
  placeTitle: "Where you live",
  extrasTitle: "Deductions, savings and home services (optional)",
  year: "Your income year",
  period: "Pay, pension and tax deducted are",
  perYear: "for the whole year",
  perMonth: "per month",
  salary: "Salary before tax",
  salaryHint: "In kronor, for example {example}. Leave it empty if you only have a pension.",
  pension: "Pension before tax",
  pensionHint: "Covered if you had turned 66 before the year began. Leave it empty if you have none.",
  paid: "Tax deducted (preliminary tax)",
  paidHint: "The tax on your payslips and pension statements. Leave it empty to see your final tax only.",
  born: "Year of birth",
  bornHint:
    "From 66 the rules differ: that means you had turned 66 before the year began, so born in {born2025} or earlier for 2025 and {born2026} or earlier for 2026.",
  municipality: "Municipality",
  municipalityHint: "Your municipality sets your rate and, in Stockholm and Tranås, your burial fee.",
  municipalityNone: "Not chosen: use the rate below",
  rate: "Or your total municipal tax rate, %",
  rateHint:
    "Municipal and regional tax together, without burial or church fee, as on your final tax decision. Leave it empty for the national average: {average2025} in 2025 and {average2026} in 2026.",
  church: "Church fee, % (optional)",
  churchHint:
    "Only if you are a member of the Church of Sweden: your parish's rate, as on your final tax decision.",
  travel: "Travel to and from work: the year's whole cost",
  travelHint:
    "Before the threshold: only the part above {travel2025} (2025) or {travel2026} (2026) is deducted.",
  interest: "Interest paid for the year",
  interestHint: "The whole interest, as on your lender's statement.",
  loan: "The loan is",
  secured: "with security (a mortgage)",
  unsecured: "without security (consumer loan, credit card)",
  isk: "ISK and capital insurance: capital base",
  iskHint:
    "A quarter of the values at the start of each quarter plus the year's deposits; your bank's statement shows it.",
  rot: "ROT work: labour cost paid",
  rut: "RUT services: labour cost paid",
  rotRutHint: "The labour cost, not materials. The firm has already deducted the reduction on the invoice.",
  rotRaised: "The ROT work was paid between May 12 and December 31, 2025 (50% for 2025)",
  sold: "I sold shares or fund units outside an ISK",
  submit: "Work out my return",
  errors: {
    notNumber: "Enter a number, for example {example}.",
    percent: "Enter an amount in kronor, not a percentage.",
    negative: "Enter an amount of zero or more.",
    decimals: "Enter at most two decimals.",
    tooLarge: "Enter at most {max} a year: a larger amount is most likely a typing slip.",
    rateRange: "Enter a rate from {min} to {max}, the lowest and highest total municipal rates for 2026.",
    churchRange: "Enter a rate from {min} to {max}.",
    bornRange: "Enter a year from {min}, with four digits.",
    bornAfterYear: "That is after the income year {year}: check your year of birth.",
    incomeRequired: "Enter a salary or a pension, or both.",
    municipality: "Choose a municipality from the list.",
    period: "Choose per month or for the whole year.",
  },
  questions: {
    ambiguous: "Did you mean {first} or {second}?",
    monthly: "{amount} for a whole year is little. Is it per month?",
    monthlyYes: "Yes, per month",
    monthlyNo: "No, for the whole year",
    pensionAged:
      "You had turned 66 before {year} began. Is any of your income a pension? A pension is taxed differently from a salary: it gives no earned income tax credit.",
    allSalary: "It is all salary",
    allPension: "It is all pension",
  },
  resultsTitle: "Your result",
  headline: "Your final tax for {year}: {tax}",
  refund: "You get {amount} back.",
  toPay: "You have {amount} to pay (kvarskatt).",
  even: "The tax deducted matches your final tax.",
  noPaid: "Enter the tax deducted to see whether you get money back or pay.",
  changeFrom2025: "With the same figures, your final tax changes by {change} from 2025 to 2026.",
  leftOut:
    "Left out of this total: a sale of shares or funds (K4), property fee, gifts, other income than salary and pension, and a year not resident in Sweden.",
  burialNotEstablished:
    "The 2025 burial fee in {municipality} is not established in our sources, so the 2025 total leaves it out.",
  nextTitle: "What to do next",
  next2026: {
    refund:
      "Approve your return when it comes in spring 2027. A return approved digitally without changes by March 31 has brought its refund in April; the dates for 2027 are not published yet: check Skatteverket in February 2027.",
    toPay:
      "Pay the kvarskatt into your tax account. Cost interest (kostnadsränta) runs on the part above SEK 30,000 from mid-February 2027 and on the rest from early May 2027; the exact dates are not published yet: check Skatteverket in February 2027. The last day to pay is on your final tax decision, about 90 days after it.",
  },
  next2025: {
    refund:
      "For 2025, a return approved digitally without changes by March 31, 2026 brought its refund on April 7–10, 2026; most other refunds came on June 9–12, 2026.",
    toPay:
      "For 2025, paying by February 12, 2026 (the part above SEK 30,000) and by May 4, 2026 (the rest) avoided cost interest. The last day to pay is on your final tax decision.",
  },
  caption: "Your tax for each year, in whole kronor, rounded as the law rounds each line.",
  line: "Line",
  change: "Change",
  summary: "In {year} your final tax is {tax}. {balance}",
  lines: {
    rules: "Rules that apply",
    under66: "Under 66",
    from66: "From 66",
    income: "Income for the year",
    rate: "Municipal tax rate",
    travelDeduction: "Travel deduction",
    grundavdrag: "Basic allowance (grundavdrag)",
    bfi: "Taxable earned income",
    municipalTax: "Municipal income tax",
    stateTax: "State income tax",
    capitalTax: "Tax on capital income",
    pensionContribution: "General pension contribution",
    pensionReduction: "Tax reduction for the pension contribution",
    jobTaxCredit: "Earned income tax credit (jobbskatteavdrag)",
    earnedIncomeReduction: "Tax reduction for earned income",
    capitalDeficitReduction: "Tax reduction for a capital deficit",
    rotReduction: "ROT reduction",
    rutReduction: "RUT reduction",
    publicServiceFee: "Public service fee",
    burialFee: "Burial fee",
    churchFee: "Church fee",
    finalTax: "Final tax",
    paid: "Tax deducted",
    rotRutReceived: "ROT and RUT deducted on your invoices",
    balance: "Back to you (+) or to pay (−)",
  },
  notEstablished: "Not established",
  notComputed: "Not computed",
  notCovered: {
    "pension-under-66":
      "{year}: not computed. A pension is covered only if you had turned 66 before {year} began; other cases are not established in our sources.",
  },
  boxesTitle: "Your boxes in the return",
  boxesIntro: "What to check or fill in on Inkomstdeklaration 1 for {year}, from what you entered.",
  box: "Box",
  boxAmount: "Amount",
  prefilled: "Pre-filled: nothing to enter",
  boxes: {
    "2.1": "Travel to and from work: enter the whole cost; Skatteverket subtracts the threshold.",
    "8.1": "Interest on loans with security: enter the whole interest.",
    "8.8": "Interest on loans without security: enter the whole interest; the calculation counts half.",
    unsecured2026: "Interest on loans without security gives no reduction from 2026.",
    K4: "A sale of listed shares or funds: form K4 (not computed here; funds are pre-filled, shares often need your purchase price).",
    isk: "ISK and capital insurance: the standard income is pre-filled.",
    rotRut: "ROT and RUT: the reduction is pre-filled.",
  },
  print: "Print",
  keep: "Keep my figures in this browser",
  keepHint: "Stored only on this device (localStorage), until you clear them.",
  clear: "Clear saved figures",
  checked: "Rules for 2025 and 2026, checked on {date}.",
  sources:
    "Sources: Skatteverket, the Income Tax Act (inkomstskattelagen) and the laws on the fees, as collected in our facts files.",
  explanationsTitle: "What each line means",
  explanations: {
    grundavdrag:
      "A part of your income that is not taxed; it depends on your income, and is higher if you had turned 66 before the year began.",
    bfi: "Your income minus deductions and the basic allowance: what municipal and state tax are charged on.",
    municipalTax: "Your municipal tax rate times your taxable income, öre dropped.",
    stateTax:
      "20% of your taxable income above the threshold (skiktgräns): {threshold2025} in 2025 and {threshold2026} in 2026.",
    pensionContribution:
      "7% of your salary (not of a pension), towards your state pension; none if your salary is below 42.3% of the price base amount (prisbasbelopp, {pbb2026} in 2026).",
    pensionReduction:
      "A tax reduction of the same size, so the contribution adds nothing to your tax as long as your tax is large enough to take it.",
    jobTaxCredit: "A tax reduction for income from work. It can only reduce municipal tax.",
    earnedIncomeReduction:
      "0.75% of your taxable income above {earnedFrom}, at most {earnedMax}. It can only reduce municipal tax.",
    capitalDeficitReduction:
      "30% of interest paid (beyond any capital income) up to {deficitLimit}, 21% above.",
    publicServiceFee:
      "1% of your taxable earned income, at most {publicService2025} in 2025 and {publicService2026} in 2026.",
    burialFee:
      "{burial2025} (2025) and {burial2026} (2026) of your taxable earned income; Stockholm and Tranås set their own.",
    finalTax:
      "What you pay for the year: the taxes and fees, minus the reductions. A reduction larger than the tax it may reduce is lost.",
  },
  lessonLink: "Lesson: {title}",
  notIncludedTitle: "What the calculator leaves out",
  notIncluded: [
    "A sale of shares or funds (form K4), property fee, gifts, rental income, and other income than salary and pension.",
    "A pension unless you had turned 66 before the year began, and people not resident in Sweden for the whole year.",
    "The travel deduction's effect on the earned income tax credit: it is not in our sources, so the credit is worked out on your whole salary.",
  ],
  year2024:
    "2024 is not computed: the earned income tax credit for 2024 rests on a single secondary source, and the figures from 66 for 2024 are not established, which is not enough for us to state a figure.",
  disclaimer:
    "This is general information, not tax advice. Skatteverket is the authority on your tax: your final tax decision is what counts. For your own situation, ask [Skatteverket](https://www.skatteverket.se).",
};

export type CalculatorDictionary = typeof enCalculator;
