/** Glossary terms of deductions and tax reductions (facts: course 1 and 2 of course-facts.md). */
import { figureText } from "../../lib/numbers";
import { interestFigures, rotRutFigures, travelFigures } from "../facts/lesson-figures";
import type { GlossaryTermInput } from "./glossary-schema";

// Figures the calculators compute with, by import (docs/decisions/065).
const [english, swedish] = [figureText("en", " "), figureText("se", " ")];
const { combinedCeiling, rotCeiling, rotRaised, rotRate, rutRate } = rotRutFigures;
const { lowerRate, rateLimit, upperRate } = interestFigures;
const threshold = travelFigures.threshold.value;

export const deductionTerms: GlossaryTermInput[] = [
  {
    term: "reseavdrag",
    gloss: "travel deduction",
    forms: ["reseavdraget"],
    where: ["2.1"],
    en: `The deduction for travel between home and work: for income year 2025 the costs above ${english.kr(threshold[2025])}, from 2026 above ${english.kr(threshold[2026])}. Enter the whole cost at box 2.1; Skatteverket subtracts the threshold. It is a deduction, not a tax reduction. A car counts only under conditions, for example that it regularly saves at least two hours a day compared with public transport. Add it in the app or the e-service, even with the security codes; SMS and phone only approve an unchanged return.`,
    se: `Avdraget för resor mellan bostaden och arbetet: för inkomståret 2025 kostnaderna över ${swedish.kr(threshold[2025])}, från 2026 över ${swedish.kr(threshold[2026])}. Skriv hela kostnaden i ruta 2.1, så drar Skatteverket av gränsbeloppet. Det är ett avdrag, ingen skattereduktion. Bil räknas bara på vissa villkor, till exempel att du regelbundet sparar minst två timmar om dagen jämfört med kollektivtrafik. Lägg till avdraget i appen eller e-tjänsten, även med säkerhetskoderna; sms och telefon godkänner bara en oförändrad deklaration.`,
  },
  {
    term: "förmånsbil",
    gloss: "company car (taxable benefit)",
    forms: ["förmånsbilen"],
    en: "A car from your employer that you may also use privately. If you travel to work in one, the travel deduction is worked out at a lower amount per mil (10 km) than for your own car, and a lower one still for a car driven entirely by electricity.",
    se: "En bil från arbetsgivaren som du också får använda privat. Reser du till arbetet med förmånsbil räknas reseavdraget med ett lägre belopp per mil än för egen bil, och ett ännu lägre för en bil som drivs helt med el.",
  },
  {
    term: "rotavdrag",
    gloss: "ROT tax reduction (repairs and building work)",
    forms: ["rotavdraget"],
    en: `Despite its name, a tax reduction, for the labour cost of repair, maintenance, conversion and extension. The firm deducts it on the invoice, and the amount is filled in beforehand in your return. It is ${english.percent(rotRate.value)}, but ${english.percent(rotRaised.value.rate)} for work paid May 12 – December 31, 2025; from 2026 it is ${english.percent(rotRate.value)} again. At most ${english.kr(rotCeiling.value)} per person and year, within the ${english.kr(combinedCeiling.value)} that ROT and RUT give together.`,
    se: `Trots namnet en skattereduktion, för arbetskostnaden vid reparation, underhåll, om- och tillbyggnad. Företaget drar av den på fakturan, och beloppet är förifyllt i deklarationen. Rotavdraget är ${swedish.percent(rotRate.value)}, men ${swedish.percent(rotRaised.value.rate)} för arbete som betalades 12 maj – 31 december 2025; från 2026 är det ${swedish.percent(rotRate.value)} igen. Högst ${swedish.kr(rotCeiling.value)} per person och år, inom de ${swedish.kr(combinedCeiling.value)} som rot och rut ger tillsammans.`,
  },
  {
    term: "rutavdrag",
    gloss: "RUT tax reduction (household services)",
    forms: ["rutavdraget"],
    en: `Despite its name, a tax reduction: ${english.percent(rutRate.value)} of the labour cost of household services. The firm deducts it on the invoice, and the amount is filled in beforehand in your return. ROT and RUT together give at most ${english.kr(combinedCeiling.value)} per person and year; the ceiling applies to the tax reduction, not to the labour cost.`,
    se: `Trots namnet en skattereduktion: ${swedish.percent(rutRate.value)} av arbetskostnaden för hushållsnära tjänster. Företaget drar av den på fakturan, och beloppet är förifyllt i deklarationen. Rot och rut ger tillsammans högst ${swedish.kr(combinedCeiling.value)} per person och år; taket gäller skattereduktionen, inte arbetskostnaden.`,
  },
  {
    term: "a-kassa",
    gloss: "unemployment insurance fund",
    forms: ["a-kassan", "a-kasseavgiften", "a-kasseavgift"],
    en: "An unemployment insurance fund. The fee you pay to it gives a tax reduction of 25%, automatically. A trade union fee gives nothing.",
    se: "Arbetslöshetskassa. Avgiften till a-kassan ger skattereduktion med 25 %, automatiskt. Avgiften till facket ger ingenting.",
  },
  {
    term: "underskott av kapital",
    gloss: "deficit in capital income",
    forms: ["underskottet av kapital"],
    where: ["8.1", "8.8"],
    en: `When your capital costs exceed your capital income: in practice, net interest costs. It gives a tax reduction of ${english.percent(lowerRate.value)} on up to ${english.kr(rateLimit.value)} and ${english.percent(upperRate.value)} on the part above. Enter the whole interest: on loans with security at box 8.1, on loans without security at box 8.8 (for 2025 only half of that interest counts, and the calculation applies the half).`,
    se: `När kapitalkostnaderna är större än kapitalinkomsterna, i praktiken räntekostnader netto. Underskottet ger skattereduktion med ${swedish.percent(lowerRate.value)} på upp till ${swedish.kr(rateLimit.value)} och ${swedish.percent(upperRate.value)} på det som överstiger. Skriv hela räntan: för lån med säkerhet i ruta 8.1, för lån utan säkerhet i ruta 8.8 (för 2025 räknas bara hälften av den räntan, och det sköter beräkningen).`,
  },
  {
    term: "blancolån",
    gloss: "unsecured loan",
    forms: ["blancolånet", "blancolånen"],
    where: ["8.8"],
    en: "A loan without security; interest on credit cards is treated the same way. For 2025 only half of the interest counts towards the reduction for a deficit in capital income, and from 2026 none of it. Enter the whole interest at box 8.8.",
    se: "Lån utan säkerhet. Räntan på kreditkort behandlas på samma sätt. För 2025 räknas bara hälften av räntan in i skattereduktionen för underskott av kapital, och från 2026 ingenting. Skriv hela räntan i ruta 8.8.",
  },
  {
    term: "pensionsrätt i anställning",
    gloss: "occupational pension rights",
    forms: ["pensionsrätt i anställningen", "pensionsrätt i din anställning"],
    en: "The right to an occupational pension through your job. It decides whether you may deduct private pension saving: only people with no pension rights in their job, or with active business income, may.",
    se: "Rätt till tjänstepension genom anställningen. Den avgör om du får dra av privat pensionssparande: det får bara den som saknar pensionsrätt i anställningen eller har inkomst av aktiv näringsverksamhet.",
  },
  {
    term: "privat pensionssparande",
    gloss: "private pension saving",
    forms: ["privata pensionssparandet"],
    en: "Saving for a pension on your own, deductible only for people with no pension rights in their job or with active business income: at most 35% of that income (business income of this year or last year, whichever gives more) and 10 price base amounts (SEK 588,000 for 2025, SEK 592,000 for 2026). In a business, särskild löneskatt of 24.26% is due on the deduction. The tax is deferred, not removed: payouts, from 55 at the earliest, are taxed as income from employment.",
    se: "Pensionssparande på egen hand, avdragsgillt bara för den som saknar pensionsrätt i anställningen eller har inkomst av aktiv näringsverksamhet: högst 35 % av den inkomsten (årets eller förra årets näringsinkomst, den som ger mest) och 10 prisbasbelopp (588 000 kr för 2025, 592 000 kr för 2026). I en näringsverksamhet betalas särskild löneskatt med 24,26 % på avdraget. Skatten skjuts upp, den försvinner inte: utbetalningarna, tidigast från 55 år, beskattas som inkomst av tjänst.",
  },
];
