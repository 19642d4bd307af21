/** Glossary terms of income from abroad (facts: course-facts.md, course 1: foreign income, the six-month
 * and one-year rules; course 2: Pillar 3a, Swedish tax). */
import type { GlossaryTermInput } from "./glossary-schema";

export const abroadTerms: GlossaryTermInput[] = [
  {
    term: "utländsk inkomst",
    gloss: "foreign income",
    forms: ["utländska inkomster", "utländska inkomsten", "inkomst från utlandet", "inkomster från utlandet"],
    where: ["Övriga upplysningar", "1.1", "1.5"],
    en: "If you are resident in Sweden you are taxed on all your income, Swedish and foreign, and you must declare all foreign income, even when a tax treaty exempts it. Tick the box for foreign income under Övriga upplysningar and enter the amount in the right place: a salary at box 1.1 if it counts for Swedish pension, otherwise at 1.5.",
    se: "Är du bosatt i Sverige beskattas du för alla dina inkomster, både svenska och utländska, och du ska deklarera alla utländska inkomster, även när ett skatteavtal undantar dem. Kryssa i rutan för inkomst från utlandet under Övriga upplysningar och för in beloppet på rätt ställe: lön i ruta 1.1 om den är pensionsgrundande i Sverige, annars i ruta 1.5.",
  },
  {
    term: "skatteavtal",
    gloss: "tax treaty",
    forms: ["skatteavtalet", "skatteavtalen"],
    en: "An agreement between Sweden and another country on which of them may tax an income. It can exempt an income from Swedish tax, but if you are resident in Sweden you must still declare all foreign income. Where both countries tax it, the foreign tax is credited (avräkning). The treaty with Switzerland lets the paying state tax pensions too.",
    se: "En överenskommelse mellan Sverige och ett annat land om vilket av dem som får beskatta en inkomst. Avtalet kan undanta en inkomst från svensk skatt, men är du bosatt i Sverige ska du ändå deklarera alla utländska inkomster. Beskattar båda länderna inkomsten räknas den utländska skatten av (avräkning). Avtalet med Schweiz låter också den stat som betalar ut en pension beskatta den.",
  },
  {
    term: "avräkning av utländsk skatt",
    gloss: "foreign tax credit",
    forms: ["avräkning", "avräkningen"],
    en: "Tax you paid abroad is credited against the Swedish tax, up to the Swedish tax on that income. It happens automatically only when the foreign tax is on a Swedish statement; otherwise ask for it in your return (form SKV 2703). Credit you could not use carries forward for five years.",
    se: "Skatt som du har betalat i utlandet räknas av från den svenska skatten, högst med den svenska skatten på just den inkomsten. Det sker automatiskt bara när den utländska skatten finns med i en svensk kontrolluppgift; annars begär du avräkning i deklarationen (blankett SKV 2703). Det som inte kan räknas av får sparas i fem år.",
  },
  {
    term: "sexmånadersregeln",
    gloss: "six-month rule",
    forms: ["sexmånadersregel"],
    en: "If you are resident in Sweden and employed abroad, your pay for that work is free of Swedish tax when the job and the stay abroad last at least six months and the pay is taxed in the country of work. Not for the self-employed, and visits to Sweden are limited. You must still declare the pay and be able to show that the foreign tax was paid. Ask Skatteverket before you pay a Swedish top-up.",
    se: "Är du bosatt i Sverige och anställd utomlands är lönen för det arbetet fri från svensk skatt om anställningen och vistelsen utomlands varar minst sex månader och lönen beskattas i arbetslandet. Regeln gäller inte egenföretagare, och besöken i Sverige är begränsade. Du ska ändå deklarera lönen och kunna visa att den utländska skatten är betald. Fråga Skatteverket innan du betalar svensk skatt på den.",
  },
  {
    term: "ettårsregeln",
    gloss: "one-year rule",
    forms: ["ettårsregel"],
    en: "If you are resident in Sweden and employed abroad for at least a year in the same country, your pay for that work is free of Swedish tax even when that country does not tax it because of its law or administrative practice. Public employees get only the six-month rule. You must still declare the pay. Ask Skatteverket before you pay a Swedish top-up.",
    se: "Är du bosatt i Sverige och anställd utomlands minst ett år i samma land är lönen för det arbetet fri från svensk skatt, även om landet inte beskattar den på grund av sin lagstiftning eller praxis. Offentligt anställda har bara sexmånadersregeln. Du ska ändå deklarera lönen. Fråga Skatteverket innan du betalar svensk skatt på den.",
  },
];
