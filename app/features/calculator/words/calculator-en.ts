/**
 * The tax calculator page's words (English), passed by its loader so no other page carries them
 * (docs/decisions/043). Figures are placeholders filled from app/features/calculator/tax/constants.ts through
 * app/lib/numbers.ts, so a figure is written once, with its source.
 */
export const enCalculator = {
  metaTitle: "Income tax calculator for 2025 and 2026 | Skattlyktan",
  metaDescription:
    "Work out your own income tax for 2025 and 2026, line by line as Skatteverket computes it, and what changed between the years. Free, and nothing you type leaves your browser.",
  appName: "Skattlyktan income tax calculator",
  breadcrumb: "You are here",
  home: "Home",
  title: "Your income tax in 2025 and 2026",
  intro:
    "Enter your salary, the year you were born and your municipal tax rate. You get your tax for each year line by line, computed the way Skatteverket does it, and what changed from 2025 to 2026.",
  privacy: "Everything is worked out in your browser: nothing you type is sent anywhere or stored.",
  noScript: "The calculator needs JavaScript to show a result. It still runs only in your browser.",
  formTitle: "Your figures",
  salary: "Salary before tax",
  salaryHint: "In kronor, before tax, for example {example}.",
  period: "The amounts are",
  perYear: "per year",
  perMonth: "per month",
  born: "Year of birth",
  bornHint:
    "From 66 the rules differ: that means you had turned 66 before the year began, so born in {born2025} or earlier for 2025 and {born2026} or earlier for 2026.",
  rate: "Total municipal tax rate, %",
  rateHint:
    "Municipal and regional tax together, without burial or church fee. It is on your final tax decision (slutskattebesked), and [Skatteverket](https://www.skatteverket.se) lists every municipality’s rate. Leave it empty for the national average: {average2025} in 2025 and {average2026} in 2026.",
  pension: "Pension before tax (optional)",
  pensionHint: "Covered only if you had turned 66 before the year began. Leave it empty if you have none.",
  year: "Year to show first",
  submit: "Work out my tax",
  errors: {
    required: "Enter this, for example {example}.",
    notNumber: "Enter a number, for example {example}.",
    negative: "Enter an amount of zero or more.",
    tooLarge: "Enter at most {max} a year: a larger amount is most likely a typing slip.",
    rateRange: "Enter a rate from {min} to {max}, the lowest and highest total municipal rates for 2026.",
    bornRange: "Enter a year from {min} to {max}, with four digits.",
  },
  resultsTitle: "Your tax, line by line",
  caption: "Your tax for each year, in kronor. Amounts are rounded to the nearest krona.",
  line: "Line",
  change: "Change",
  summary: "In {year} your total tax is {tax}, which leaves {net} a month.",
  summaryChange: "From 2025 to 2026 your tax changes by {change} a year.",
  lines: {
    rules: "Rules that apply",
    under66: "Under 66",
    from66: "From 66",
    income: "Income for the year",
    rate: "Municipal tax rate",
    grundavdrag: "Basic allowance (grundavdrag)",
    bfi: "Taxable income",
    municipalTax: "Municipal income tax",
    stateTax: "State income tax",
    pensionContribution: "General pension contribution",
    pensionReduction: "Tax reduction for the pension contribution",
    jobTaxCredit: "Earned income tax credit (jobbskatteavdrag)",
    earnedIncomeReduction: "Tax reduction for earned income",
    totalTax: "Total tax",
    netPerMonth: "Left after tax, per month",
  },
  notEstablished: "Not established",
  notComputed: "Not computed",
  notCovered: {
    "pension-under-66":
      "{year}: not computed. A pension is covered only if you had turned 66 before {year} began; other cases are not established in our sources.",
  },
  explanationsTitle: "What each line means",
  explanations: {
    grundavdrag:
      "A part of your income that is not taxed; it depends on your income, and is higher if you had turned 66 before the year began.",
    bfi: "Your income minus the basic allowance: what municipal and state tax are charged on.",
    municipalTax: "Your municipal tax rate times your taxable income.",
    stateTax:
      "20% of your taxable income above the threshold (skiktgräns): {threshold2025} in 2025 and {threshold2026} in 2026.",
    pensionContribution:
      "7% of your salary (not of a pension), towards your state pension; none if your salary is below 42.3% of the price base amount (prisbasbelopp, {pbb2026} in 2026).",
    pensionReduction:
      "A tax reduction of the same size, so the contribution adds nothing to your tax as long as your tax is large enough to take it.",
    jobTaxCredit: "A tax reduction for income from work. It can only reduce municipal tax.",
    earnedIncomeReduction:
      "0.75% of your taxable income above {earnedFrom}, at most {earnedMax}. It can only reduce municipal tax.",
    totalTax:
      "What you pay for the year: the taxes and the pension contribution, minus the reductions. A reduction larger than the tax it may reduce is lost.",
    netPerMonth: "Your income minus the total tax, divided by twelve.",
  },
  lessonLink: "Lesson: {title}",
  notIncludedTitle: "What the calculator leaves out",
  notIncluded: [
    "The public service fee (public service-avgift): 1% of taxable income, at most {publicService2026} in 2026. Its ceiling for 2025 is not established in our sources, so it is left out of both years to keep them comparable.",
    "The burial fee (begravningsavgift) and the church fee (kyrkoavgift), which depend on where you live and whether you are a member.",
    "Capital income, property fee, other income than salary, and a pension unless you had turned 66 before the year began.",
    "People who were not resident in Sweden for the whole year.",
  ],
  year2024:
    "2024 is not computed: the earned income tax credit for 2024 rests on a single secondary source, and the figures from 66 for 2024 are not established, which is not enough for us to state a figure.",
  disclaimer:
    "This is general information, not tax advice. Skatteverket is the authority on your tax: your final tax decision is what counts. For your own situation, ask [Skatteverket](https://www.skatteverket.se).",
};

export type CalculatorDictionary = typeof enCalculator;
