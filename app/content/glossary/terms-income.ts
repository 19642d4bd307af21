/** Glossary terms of income tax on earned income (facts: course 3 of course-facts.md, tax-formulas.md). */
import { figureText } from "../../lib/numbers";
import { commonConstants, yearConstants } from "../facts/tax-figures";
import type { GlossaryTermInput } from "./glossary-schema";

// Figures the calculator computes with, by import (docs/decisions/065).
const [english, swedish] = [figureText("en", " "), figureText("se", " ")];
const [y2025, y2026] = [yearConstants[2025], yearConstants[2026]];
const { pensionContributionRate, stateTaxRate } = commonConstants;

export const incomeTerms: GlossaryTermInput[] = [
  {
    term: "avdrag",
    gloss: "deduction",
    forms: ["avdraget", "avdragen"],
    en: "A deduction lowers the income your tax is worked out on. The travel deduction (reseavdrag) is one. Compare skattereduktion, which comes off the tax itself.",
    se: "Ett avdrag sänker den inkomst som skatten räknas på. Reseavdraget är ett exempel. Jämför med skattereduktion, som dras direkt från skatten.",
  },
  {
    term: "skattereduktion",
    gloss: "tax reduction",
    forms: ["skattereduktionen", "skattereduktioner", "skattereduktionerna"],
    en: "A tax reduction comes off the tax itself, not off the income. Examples: the jobbskatteavdrag, rotavdrag and rutavdrag, the reduction for a deficit in capital income (interest), gifts to charity and the a-kassa fee. A reduction cannot be larger than the tax it is set against.",
    se: "En skattereduktion dras direkt från skatten, inte från inkomsten. Exempel är jobbskatteavdraget, rotavdraget och rutavdraget, reduktionen för underskott av kapital (räntor), gåvor till välgörande ändamål och avgiften till a-kassan. Reduktionen kan inte bli större än den skatt den räknas av mot.",
  },
  {
    term: "grundavdrag",
    gloss: "basic allowance",
    forms: ["grundavdraget"],
    en: "An amount deducted automatically from your earned income before tax is worked out. How large it is depends on your income: for income year 2025, if you are under 66, between SEK 17,300 and SEK 45,300. If you turned 66 before the year began, your allowance is higher.",
    se: "Ett avdrag som görs automatiskt från din förvärvsinkomst innan skatten räknas ut. Hur stort det är beror på inkomsten: för inkomståret 2025 mellan 17 300 och 45 300 kr om du är under 66 år. Har du fyllt 66 före årets början är grundavdraget högre.",
  },
  {
    term: "jobbskatteavdrag",
    gloss: "earned income tax credit",
    forms: ["jobbskatteavdraget"],
    en: "Despite its name, a tax reduction rather than a deduction: it lowers the tax on your income from work, not the income. It is worked out automatically. It was strengthened for 2025 and again for 2026.",
    se: "Trots namnet en skattereduktion och inget avdrag: det minskar skatten på inkomst av arbete, inte inkomsten. Det räknas fram automatiskt. Jobbskatteavdraget förstärktes för 2025 och igen för 2026.",
  },
  {
    term: "skiktgräns",
    gloss: "threshold for state income tax",
    forms: ["skiktgränsen"],
    en: `The taxable earned income above which state income tax is charged: ${english.share(stateTaxRate.value)} of the part above it. For income year 2025 it is ${english.kr(y2025.stateTaxThreshold.value)} (${english.kr(y2026.stateTaxThreshold.value)} for 2026).`,
    se: `Gränsen för statlig inkomstskatt: på den del av den beskattningsbara förvärvsinkomsten som ligger över skiktgränsen betalar du ${swedish.share(stateTaxRate.value)} i statlig skatt. För inkomståret 2025 är skiktgränsen ${swedish.kr(y2025.stateTaxThreshold.value)} (${swedish.kr(y2026.stateTaxThreshold.value)} för 2026).`,
  },
  {
    term: "brytpunkt",
    gloss: "income at which state tax begins",
    forms: ["brytpunkten"],
    en: "The income, before the basic allowance, at which state income tax begins: the skiktgräns plus the basic allowance at that income. Under 66 it is SEK 643,100 for 2025 and SEK 660,400 for 2026; from 66, SEK 733,200 for 2025 and SEK 760,500 for 2026.",
    se: "Den inkomst före grundavdrag där du börjar betala statlig inkomstskatt: skiktgränsen plus grundavdraget vid den inkomsten. Under 66 år är brytpunkten 643 100 kr för 2025 och 660 400 kr för 2026, från 66 år 733 200 kr för 2025 och 760 500 kr för 2026.",
  },
  {
    term: "kommunalskatt",
    gloss: "municipal tax",
    forms: ["kommunalskatten"],
    en: `The tax to your municipality and region on your taxable earned income. The rate depends on where you live; for 2025 it averages ${english.percent(y2025.averageMunicipalRate.value)}.`,
    se: `Skatten till kommunen och regionen på din beskattningsbara förvärvsinkomst. Skattesatsen beror på var du bor; för 2025 är genomsnittet ${swedish.percent(y2025.averageMunicipalRate.value)}.`,
  },
  {
    term: "statlig inkomstskatt",
    gloss: "state income tax",
    forms: ["statliga inkomstskatten", "statlig skatt", "statliga skatten"],
    en: `Tax to the state: ${english.share(stateTaxRate.value)} of the taxable earned income above the skiktgräns. Capital income is taxed separately, at 30%.`,
    se: `Skatt till staten: ${swedish.share(stateTaxRate.value)} av den beskattningsbara förvärvsinkomsten över skiktgränsen. Inkomst av kapital beskattas för sig, med 30 %.`,
  },
  {
    term: "allmän pensionsavgift",
    gloss: "general pension contribution",
    forms: ["allmänna pensionsavgiften", "pensionsavgiften"],
    en: `A contribution of ${english.share(pensionContributionRate.value)} of your salary and active business income (not of pension). A tax reduction of the same amount offsets it.`,
    se: `En avgift på ${swedish.share(pensionContributionRate.value)} av lön och inkomst av aktiv näringsverksamhet (inte av pension). En skattereduktion på samma belopp tar ut avgiften.`,
  },
  {
    term: "fastställd förvärvsinkomst",
    gloss: "assessed earned income",
    forms: ["fastställda förvärvsinkomsten"],
    en: "Your earned income for the year (for example salary and active business income) minus general deductions, rounded down to the nearest SEK 100. The basic allowance is worked out from it.",
    se: "Din förvärvsinkomst för året (till exempel lön och inkomst av aktiv näringsverksamhet) minus allmänna avdrag, avrundad nedåt till helt hundratal kronor. Grundavdraget räknas fram utifrån den.",
  },
  {
    term: "beskattningsbar förvärvsinkomst",
    gloss: "taxable earned income",
    forms: ["beskattningsbara förvärvsinkomsten"],
    en: "Fastställd förvärvsinkomst minus the basic allowance: the income that municipal tax and state income tax are worked out on.",
    se: "Fastställd förvärvsinkomst minus grundavdrag: den inkomst som kommunalskatten och den statliga inkomstskatten räknas på.",
  },
  {
    term: "inkomst av tjänst",
    gloss: "income from employment",
    forms: ["inkomstslaget tjänst"],
    en: "The income category for a salary, among other things. Payouts from a private pension insurance or an IPS account are taxed as such income too, at the rate of the year they are paid, and reported at box 1.4.",
    se: "Inkomstslaget för bland annat lön. Utbetalningar från en privat pensionsförsäkring eller ett IPS-konto beskattas också som inkomst av tjänst, efter skattesatsen det år de betalas ut, och redovisas i ruta 1.4.",
  },
  {
    term: "prisbasbelopp",
    gloss: "price base amount",
    forms: ["prisbasbeloppet"],
    en: `An amount set for each year, from which many limits in the tax rules are worked out, the basic allowance among them. It is ${english.kr(y2025.pbb.value)} for 2025 and ${english.kr(y2026.pbb.value)} for 2026.`,
    se: `Ett belopp som fastställs för varje år och som många gränser i skattereglerna räknas fram ur, bland annat grundavdraget. Det är ${swedish.kr(y2025.pbb.value)} för 2025 och ${swedish.kr(y2026.pbb.value)} för 2026.`,
  },
  {
    term: "inkomstbasbelopp",
    gloss: "income base amount",
    forms: ["inkomstbasbeloppet"],
    en: "An amount set for each year beside the price base amount: SEK 80,600 for 2025 and SEK 83,400 for 2026.",
    se: "Ett belopp som fastställs för varje år, vid sidan av prisbasbeloppet: 80 600 kr för 2025 och 83 400 kr för 2026.",
  },
  {
    term: "aktiv näringsverksamhet",
    gloss: "active business (income)",
    forms: ["aktiva näringsverksamheten"],
    en: "A business you run and work in yourself. Its income is earned income, like a salary: the general pension contribution is charged on it, and people with active business income may deduct private pension saving. If you are unsure whether your business counts as active, ask Skatteverket.",
    se: "Näringsverksamhet som du själv driver och arbetar i. Inkomsten räknas som förvärvsinkomst, precis som lön: allmän pensionsavgift tas ut på den, och den som har inkomst av aktiv näringsverksamhet kan få dra av privat pensionssparande. Är du osäker på om din verksamhet räknas som aktiv, fråga Skatteverket.",
  },
  {
    term: "begravningsavgift",
    gloss: "burial fee",
    forms: ["begravningsavgiften"],
    en: `A fee everyone registered in Sweden pays on their taxable earned income, at one uniform rate: ${english.percent(y2025.burialFeeRate.value)} for 2025 and ${english.percent(y2026.burialFeeRate.value)} for 2026, except in Stockholm and Tranås, where the municipality sets its own. It is collected with the tax and shown separately on the final tax notice; no tax reduction can be set off against it.`,
    se: `En avgift som alla folkbokförda i Sverige betalar på sin beskattningsbara förvärvsinkomst, med en enhetlig sats: ${swedish.percent(y2025.burialFeeRate.value)} för 2025 och ${swedish.percent(y2026.burialFeeRate.value)} för 2026, utom i Stockholm och Tranås, där kommunen bestämmer sin egen. Den tas ut med skatten och syns för sig på slutskattebeskedet, och ingen skattereduktion kan räknas av mot den.`,
  },
  {
    term: "kyrkoavgift",
    gloss: "church fee",
    forms: ["kyrkoavgiften"],
    en: "The fee members of the Church of Sweden pay, at a rate their parish sets. Like the burial fee it is collected with the tax and shown separately on the final tax notice, and no tax reduction can be set off against it.",
    se: "Avgiften som medlemmar i Svenska kyrkan betalar, med en sats som församlingen bestämmer. Liksom begravningsavgiften tas den ut med skatten och syns för sig på slutskattebeskedet, och ingen skattereduktion kan räknas av mot den.",
  },
];
