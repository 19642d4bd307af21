/** Glossary terms of saving: ISK, capital insurance, pensions (facts: course 2 of course-facts.md). */
import { figureText } from "../../lib/numbers";
import { iskFigures } from "../facts/lesson-figures";
import type { GlossaryTermInput } from "./glossary-schema";

// Figures the calculators compute with, by import (docs/decisions/065).
const [english, swedish] = [figureText("en", " "), figureText("se", " ")];
const { capitalTaxRate, rateFloor, taxFreeAmount } = iskFigures;

export const savingsTerms: GlossaryTermInput[] = [
  {
    term: "investeringssparkonto (ISK)",
    gloss: "investment savings account",
    forms: ["investeringssparkonto", "investeringssparkontot", "ISK"],
    en: "A savings account for shares and funds. Sales inside it are not declared and gains are not taxed as such; instead you are taxed on a standard income (schablonintäkt) worked out from the account’s value. From 2025 a tax-free amount (skattefri grundnivå) applies.",
    se: "Ett sparkonto för aktier och fonder. Försäljningar inom kontot deklareras inte och vinsterna beskattas inte som sådana; i stället beskattas du för en schablonintäkt som räknas fram ur kontots värde. Från 2025 gäller en skattefri grundnivå.",
  },
  {
    term: "kapitalunderlag",
    gloss: "capital base (ISK)",
    forms: ["kapitalunderlaget"],
    en: "The base of the ISK tax: a quarter of the sum of the account’s value at the start of each quarter and the deposits made during the year.",
    se: "Underlaget för skatten på ISK: en fjärdedel av summan av kontots värde vid ingången av varje kvartal och de insättningar du har gjort under året.",
  },
  {
    term: "schablonintäkt",
    gloss: "standard income (ISK)",
    forms: ["schablonintäkten"],
    en: `A calculated income on which ISK is taxed, whatever the account actually earned: the capital base times the state borrowing rate at the end of November of the previous year plus one percentage point, never less than ${english.percent(rateFloor.value)}. It is taxed at ${english.percent(capitalTaxRate.value)}. For 2025 the tax comes to 0.888% of the capital base.`,
    se: `En beräknad intäkt som ISK beskattas för, oavsett vad kontot faktiskt gav: kapitalunderlaget gånger statslåneräntan vid utgången av november året före plus en procentenhet, dock lägst ${swedish.percent(rateFloor.value)}. Intäkten beskattas med ${swedish.percent(capitalTaxRate.value)}. För 2025 blir skatten 0,888 % av kapitalunderlaget.`,
  },
  {
    term: "statslåneränta",
    gloss: "state borrowing rate",
    forms: ["statslåneräntan"],
    en: "The Swedish state’s borrowing rate. Its level at the end of November of the previous year sets the standard income on ISK.",
    se: "Statens upplåningsränta. Räntan vid utgången av november året före avgör schablonintäkten på ISK.",
  },
  {
    term: "skattefri grundnivå",
    gloss: "tax-free amount (ISK, capital insurance, PEPP)",
    forms: ["skattefria grundnivån"],
    en: `Skatteverket’s term for the tax-free amount on ISK, capital insurance and PEPP: ${english.kr(taxFreeAmount.value[2025])} for 2025 and ${english.kr(taxFreeAmount.value[2026])} for 2026. It applies per person, to all of that person’s ISK, capital insurance and PEPP holdings together, not per account. For ISK it is applied automatically; for capital insurance it works as a deduction in capital income.`,
    se: `Det skattefria beloppet för ISK, kapitalförsäkring och PEPP: ${swedish.kr(taxFreeAmount.value[2025])} för 2025 och ${swedish.kr(taxFreeAmount.value[2026])} för 2026. Det gäller per person, för alla ens ISK, kapitalförsäkringar och PEPP tillsammans, inte per konto. För ISK räknas det in automatiskt; för kapitalförsäkring fungerar det som ett avdrag i inkomstslaget kapital.`,
  },
  {
    term: "kapitalförsäkring",
    gloss: "capital insurance (endowment insurance)",
    forms: ["kapitalförsäkringen", "kapitalförsäkringar"],
    en: "Saving in the form of an insurance. It shares the skattefri grundnivå with ISK and PEPP; for a capital insurance that tax-free amount works as a deduction in capital income.",
    se: "Sparande i form av en försäkring. Den delar den skattefria grundnivån med ISK och PEPP; för kapitalförsäkring fungerar grundnivån som ett avdrag i inkomstslaget kapital.",
  },
  {
    term: "PEPP",
    gloss: "pan-European personal pension product",
    en: "The EU’s pan-European personal pension product. It is taxed like a capital insurance: payments give no deduction, and it counts within the skattefri grundnivå.",
    se: "Paneuropeisk privat pensionsprodukt, en pensionsform inom EU. Den beskattas som en kapitalförsäkring: inbetalningar ger inget avdrag, och den räknas in i den skattefria grundnivån.",
  },
  {
    term: "avkastningsskatt",
    gloss: "yield tax",
    forms: ["avkastningsskatten"],
    where: ["9.2"],
    en: "A tax on the yield of certain forms of saving. The holder of a foreign pension insurance pays a 15% yield tax and reports its base at box 9.2. Whether a Swiss Pillar 3a account counts as one is not established: ask Skatteverket.",
    se: "En skatt på avkastningen av vissa sparformer. Den som har en utländsk pensionsförsäkring betalar 15 % i avkastningsskatt och redovisar underlaget i ruta 9.2. Om ett schweiziskt pelare 3a-konto räknas dit är inte klarlagt: fråga Skatteverket.",
  },
];
