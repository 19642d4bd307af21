/** Glossary terms of the return and of paying tax (facts: ../shared/course-facts.md, course 1 and 3). */
import type { GlossaryTermInput } from "./glossary-schema";

export const returnTerms: GlossaryTermInput[] = [
  {
    term: "inkomstdeklaration",
    gloss: "income tax return",
    forms: ["Inkomstdeklaration 1", "inkomstdeklarationen", "deklarationen", "deklaration"],
    en: "Your income tax return. As a private person you file Inkomstdeklaration 1, largely filled in beforehand from what employers, banks and others have reported. You check it, add what is missing and approve it: digitally with an e-ID, or with the security codes printed with the return. For income year 2025 the last day was May 4, 2026.",
    se: "Deklarationen av dina inkomster. Som privatperson lämnar du Inkomstdeklaration 1, som till stor del är ifylld i förväg med uppgifter från arbetsgivare, banker och andra. Du kontrollerar den, lägger till det som saknas och godkänner den, digitalt med e-legitimation eller med säkerhetskoderna som står på deklarationen. För inkomståret 2025 var sista dag 4 maj 2026.",
  },
  {
    term: "e-legitimation",
    gloss: "electronic ID (e-ID)",
    forms: ["e-legitimationen"],
    en: "An electronic ID, such as BankID or Freja, with which you log in to Skatteverket’s e-service or app and approve your return. Without one, you use the security codes printed with the return: the app approves it unchanged or adds a travel deduction; SMS and phone only approve it unchanged; in the e-service the travel deduction is then the only deduction you can add.",
    se: "En elektronisk legitimation, till exempel BankID eller Freja, som du loggar in i Skatteverkets e-tjänst eller app med och godkänner deklarationen. Utan den använder du säkerhetskoderna som står på deklarationen: i appen godkänner du den oförändrad eller lägger till reseavdrag; med sms och telefon godkänner du den bara oförändrad; i e-tjänsten är reseavdraget då det enda avdrag du kan göra.",
  },
  {
    term: "Övriga upplysningar",
    gloss: "other information (a section of the return)",
    where: ["Övriga upplysningar"],
    en: "The section of the return for information the boxes do not cover. There you tick that you have had income from abroad, and name a lender missing from your statement (for example a private person who lent you money, with their personnummer).",
    se: "Avsnittet i deklarationen för uppgifter som rutorna inte täcker. Där kryssar du i att du har haft inkomst från utlandet, och där anger du en långivare som saknas i underlaget (till exempel en privatperson som har lånat ut pengar till dig, med personnummer).",
  },
  {
    term: "kontrolluppgift",
    gloss: "third-party statement (of income or interest)",
    forms: ["kontrolluppgiften", "kontrolluppgifter", "kontrolluppgifterna"],
    en: "A statement that an employer, bank or other payer sends to Skatteverket about you, for example your salary or the interest on your loans. These statements fill in your return beforehand, so compare them with your own papers before you approve it.",
    se: "Uppgifter som arbetsgivare, banker och andra lämnar till Skatteverket om dig, till exempel om din lön eller räntan på dina lån. Det är de som fyller i deklarationen i förväg, så jämför dem med dina egna papper innan du godkänner.",
  },
  {
    term: "inkomstår",
    gloss: "income year",
    forms: ["inkomståret"],
    en: "The calendar year in which you earn the income. You declare it the following spring: income from 2025 is declared in spring 2026.",
    se: "Det kalenderår då du tjänar inkomsten. Du deklarerar den våren därpå: inkomster från 2025 deklareras våren 2026.",
  },
  {
    term: "skattekonto",
    gloss: "tax account",
    forms: ["skattekontot"],
    en: "Your account at Skatteverket. Preliminary tax, final tax, refunds and kvarskatt all go through it.",
    se: "Ditt konto hos Skatteverket. Preliminärskatt, slutlig skatt, återbetalningar och kvarskatt går via det.",
  },
  {
    term: "kvarskatt",
    gloss: "tax left to pay",
    forms: ["kvarskatten"],
    en: "Tax left to pay when your final tax is higher than the preliminary tax paid during the year. It is due about 90 days after the final tax decision; the date is on the decision. For income year 2025, paying in extra by February 12, 2026 (the part above SEK 30,000) and by May 4, 2026 (the rest) avoided cost interest.",
    se: "Skatt som återstår när den slutliga skatten är högre än den preliminärskatt som betalats under året. Den ska betalas ungefär 90 dagar efter slutskattebeskedet; datumet står på beskedet. För inkomståret 2025 slapp du kostnadsränta om du betalade in det som översteg 30 000 kr senast 12 februari 2026 och resten senast 4 maj 2026.",
  },
  {
    term: "kostnadsränta",
    gloss: "cost interest (on tax owed)",
    forms: ["kostnadsräntan"],
    en: "Interest Skatteverket charges on tax you owe, at the basränta (125% of the six-month treasury bill rate, at least 1.25%). For income year 2025 you avoided it by paying in the part above SEK 30,000 by February 12, 2026 and the rest by May 4, 2026. Tax paid after its due date costs the basränta plus 15 percentage points.",
    se: "Ränta som Skatteverket tar ut på skatt du är skyldig, efter basräntan (125 % av räntan på sexmånaders statsskuldväxlar, lägst 1,25 %). För inkomståret 2025 slapp du den om du betalade in det som översteg 30 000 kr senast 12 februari 2026 och resten senast 4 maj 2026. Skatt som betalas efter förfallodagen kostar basräntan plus 15 procentenheter.",
  },
  {
    term: "preliminärskatt",
    gloss: "preliminary tax",
    forms: ["preliminärskatten", "preliminär skatt", "preliminära skatten"],
    en: "Tax paid in advance during the year. Your employer or pension payer deducts it from each payment; people with F-tax pay it themselves every month. After the year it is set against your final tax: too much gives a refund, too little gives kvarskatt.",
    se: "Skatt som betalas i förskott under året. Arbetsgivaren eller pensionsutbetalaren drar den från varje utbetalning, och den som har F-skatt betalar den själv varje månad. Efter året räknas den av mot den slutliga skatten: för mycket ger återbetalning, för lite ger kvarskatt.",
  },
  {
    term: "jämkning",
    gloss: "adjustment of preliminary tax",
    forms: ["jämkningen"],
    en: "A decision by Skatteverket, which you apply for, telling your employer or pension payer to deduct more or less preliminary tax than the tax table says. To have more deducted, you can simply ask your employer. People with F-tax send a new preliminär inkomstdeklaration instead.",
    se: "Ett beslut från Skatteverket, som du ansöker om, att arbetsgivaren eller pensionsutbetalaren ska dra mer eller mindre preliminärskatt än skattetabellen anger. Vill du bara att mer ska dras räcker det att be arbetsgivaren. Har du F-skatt lämnar du i stället en ny preliminär inkomstdeklaration.",
  },
  {
    term: "F-skatt",
    gloss: "F-tax (approval for business tax)",
    forms: ["F-skatten"],
    en: "Skatteverket’s approval for someone who runs a business. With F-tax you pay your preliminary tax yourself every month: by the 12th, and by the 17th in January and August.",
    se: "Skatteverkets godkännande för den som driver näringsverksamhet. Med F-skatt betalar du själv din preliminärskatt varje månad: senast den 12:e, men senast den 17:e i januari och augusti.",
  },
  {
    term: "preliminär inkomstdeklaration",
    gloss: "preliminary income return (for F-tax)",
    forms: ["preliminära inkomstdeklarationen"],
    en: "Where someone with F-tax estimates the year’s income, from which Skatteverket sets the preliminary tax. To change that tax, send a new one at any time of the year.",
    se: "Här uppskattar den som har F-skatt årets inkomster, och utifrån den bestämmer Skatteverket preliminärskatten. Vill du ändra skatten lämnar du en ny, när som helst under året.",
  },
];
