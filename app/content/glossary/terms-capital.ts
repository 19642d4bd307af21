/** Glossary terms of capital income: gains, losses and form K4 (facts: course-facts.md, course 1: shares
 * and funds, interest, renting out a home). */
import { figureText } from "../../lib/numbers";
import { shareSaleFigures } from "../facts/lesson-figures";
import type { GlossaryTermInput } from "./glossary-schema";

// Figures the share-sale calculator computes with, by import (docs/decisions/065).
const [english, swedish] = [figureText("en", " "), figureText("se", " ")];
const {
  capitalGainsTaxRate: taxRate,
  remainingLossShare: lossShare,
  standardCostShare: costShare,
} = shareSaleFigures;

export const capitalTerms: GlossaryTermInput[] = [
  {
    term: "inkomst av kapital",
    gloss: "capital income",
    forms: ["inkomstslaget kapital", "kapitalinkomst"],
    en: `One of the income categories: among other things capital gains on shares and funds, a surplus from letting a private home, and interest. It is taxed at ${english.percent(taxRate.value)}, separately from earned income. Interest costs count against it, and a deficit (underskott av kapital) gives a tax reduction.`,
    se: `Ett av inkomstslagen: bland annat kapitalvinster på aktier och fonder, överskott när du hyr ut en privatbostad och räntor. Den beskattas med ${swedish.percent(taxRate.value)}, för sig och inte tillsammans med förvärvsinkomsten. Ränteutgifter räknas av här, och ett underskott ger skattereduktion.`,
  },
  {
    term: "kapitalvinst",
    gloss: "capital gain",
    forms: ["kapitalvinsten", "kapitalvinster", "kapitalvinsterna"],
    where: ["K4"],
    en: `The gain when you sell, for example, shares or fund units for more than they cost. It is capital income, taxed at ${english.percent(taxRate.value)}. Sales of listed shares go on form K4. Losses on listed shares and equity funds offset gains fully; a loss that remains counts at ${english.percent(lossShare.value)}.`,
    se: `Vinsten när du säljer till exempel aktier eller fondandelar för mer än de kostade. Den är inkomst av kapital och beskattas med ${swedish.percent(taxRate.value)}. Försäljning av marknadsnoterade aktier redovisas på blankett K4. Förluster på marknadsnoterade aktier och aktiefonder kvittas fullt ut mot vinster; en förlust som blir kvar räknas till ${swedish.percent(lossShare.value)}.`,
  },
  {
    term: "kapitalförlust",
    gloss: "capital loss",
    forms: ["kapitalförlusten", "kapitalförluster"],
    en: `The loss when you sell, for example, shares or fund units for less than they cost. Losses on listed shares and equity funds offset gains on such holdings in full; a loss that remains counts at ${english.percent(lossShare.value)}. A loss on an interest fund is deductible in full.`,
    se: `Förlusten när du säljer till exempel aktier eller fondandelar för mindre än de kostade. Förluster på marknadsnoterade aktier och aktiefonder kvittas fullt ut mot vinster på sådana innehav; en förlust som blir kvar räknas till ${swedish.percent(lossShare.value)}. En förlust på en räntefond är avdragsgill fullt ut.`,
  },
  {
    term: "omkostnadsbelopp",
    gloss: "acquisition cost",
    forms: ["omkostnadsbeloppet"],
    en: `What a holding cost you, set against the sale price to give the gain or loss: the purchase price including brokerage, by the average method (genomsnittsmetoden), or, for any market-listed share, fund unit or bond, ${english.percent(costShare.value)} of the sale price after selling costs (schablonmetoden). On form K4 it often needs your own input, as do inherited or transferred holdings and foreign brokers.`,
    se: `Det ett innehav har kostat dig, som räknas av från försäljningspriset och ger vinsten eller förlusten: inköpspriset med courtage enligt genomsnittsmetoden eller, för alla marknadsnoterade aktier, fondandelar och obligationer, ${swedish.percent(costShare.value)} av försäljningspriset efter försäljningskostnader (schablonmetoden). På blankett K4 behöver du ofta ange det själv, liksom för ärvda eller överlåtna innehav och utländska mäklare.`,
  },
  {
    term: "genomsnittsmetod",
    gloss: "average cost method",
    forms: ["genomsnittsmetoden"],
    en: "One way to work out the omkostnadsbelopp: the average purchase price, brokerage included, of all your shares or fund units of the same kind.",
    se: "Ett sätt att räkna fram omkostnadsbeloppet: det genomsnittliga inköpspriset, med courtage, för alla dina aktier eller fondandelar av samma slag.",
  },
  {
    term: "schablonmetod",
    gloss: "standard method (the 20 per cent rule)",
    forms: ["schablonmetoden"],
    en: `Instead of the real acquisition cost, ${english.percent(costShare.value)} of the sale price after selling costs counts as the omkostnadsbelopp. It may be used for any market-listed share, fund unit or bond, not for listed shares only.`,
    se: `I stället för det verkliga omkostnadsbeloppet räknas ${swedish.percent(costShare.value)} av försäljningspriset efter försäljningskostnader. Metoden får användas för alla marknadsnoterade aktier, fondandelar och obligationer, inte bara för aktier.`,
  },
  {
    term: "K4",
    gloss: "form K4 (sales of listed shares, funds and other holdings)",
    forms: ["blankett K4", "K4-blanketten"],
    where: ["K4"],
    en: `The form for sales of listed shares, fund units and other market-listed holdings such as bonds. The e-service fills in most of it, but the omkostnadsbelopp often needs your own input: by the average method, or by the ${english.percent(costShare.value)} rule (${english.percent(costShare.value)} of the sale price after selling costs). Fund gains and losses are filled in beforehand; sales inside an ISK are not declared. A K4 can be added only in the e-service or on paper.`,
    se: `Blanketten för försäljning av marknadsnoterade aktier, fondandelar och andra marknadsnoterade innehav som obligationer. E-tjänsten fyller i det mesta, men omkostnadsbeloppet behöver du ofta ange själv: enligt genomsnittsmetoden eller schablonmetoden (${swedish.percent(costShare.value)} av försäljningspriset efter försäljningskostnader). Vinster och förluster på fonder är förifyllda, och försäljningar inom ett ISK deklareras inte. Blankett K4 kan du bara lämna i e-tjänsten eller på papper.`,
  },
];
