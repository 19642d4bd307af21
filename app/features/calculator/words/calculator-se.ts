/** Skattekalkylatorns ord på svenska: see calculator-en.ts. */
import type { CalculatorDictionary } from "./calculator-en";

export const seCalculator: CalculatorDictionary = {
  metaTitle: "Räkna ut din inkomstskatt för 2025 och 2026 | Skattlyktan",
  metaDescription:
    "Räkna ut din egen inkomstskatt för 2025 och 2026, rad för rad som Skatteverket räknar, och se vad som ändrades mellan åren. Gratis, och inget du skriver lämnar din webbläsare.",
  appName: "Skattlyktans skattekalkylator",
  breadcrumb: "Du är här",
  home: "Hem",
  title: "Din inkomstskatt 2025 och 2026",
  intro:
    "Fyll i din lön, ditt födelseår och din kommunalskatt. Du får din skatt för varje år rad för rad, uträknad som Skatteverket gör, och vad som ändrades från 2025 till 2026.",
  privacy: "Allt räknas ut i din webbläsare: inget du skriver skickas någonstans eller sparas.",
  noScript:
    "Kalkylatorn behöver JavaScript för att visa ett resultat. Den räknar ändå bara i din webbläsare.",
  formTitle: "Dina uppgifter",
  salary: "Lön före skatt",
  salaryHint: "I kronor, före skatt, till exempel {example}.",
  period: "Beloppen gäller",
  perYear: "per år",
  perMonth: "per månad",
  born: "Födelseår",
  bornHint:
    "Från 66 år gäller andra regler: att du hade fyllt 66 år vid årets ingång, alltså född {born2025} eller tidigare för 2025 och {born2026} eller tidigare för 2026.",
  rate: "Total kommunal skattesats, %",
  rateHint:
    "Kommunalskatt och regionskatt tillsammans, utan begravnings- och kyrkoavgift. Den står på ditt slutskattebesked, och [Skatteverket](https://www.skatteverket.se) har alla kommuners skattesatser. Lämna fältet tomt för riksgenomsnittet: {average2025} för 2025 och {average2026} för 2026.",
  pension: "Pension före skatt (frivilligt)",
  pensionHint: "Räknas bara om du hade fyllt 66 år vid årets ingång. Lämna fältet tomt om du inte har någon.",
  year: "År som visas först",
  submit: "Räkna ut min skatt",
  errors: {
    required: "Fyll i det här, till exempel {example}.",
    notNumber: "Skriv ett tal, till exempel {example}.",
    negative: "Skriv ett belopp som är noll eller mer.",
    tooLarge: "Skriv högst {max} per år: ett större belopp är troligen ett skrivfel.",
    rateRange:
      "Skriv en skattesats från {min} till {max}, den lägsta och högsta totala kommunalskatten 2026.",
    bornRange: "Skriv ett år från {min} till {max}, med fyra siffror.",
  },
  resultsTitle: "Din skatt rad för rad",
  caption: "Din skatt för varje år, i kronor. Beloppen är avrundade till hela kronor.",
  line: "Rad",
  change: "Förändring",
  summary: "År {year} blir din skatt totalt {tax}, och du har {net} kvar i månaden.",
  summaryChange: "Från 2025 till 2026 ändras din skatt med {change} per år.",
  // Soft hyphens (U+00AD) let the long words break where Swedish breaks them on a 320 px screen.
  lines: {
    rules: "Regler som gäller",
    under66: "Under 66 år",
    from66: "Från 66 år",
    income: "Inkomst för året",
    rate: "Kommunal skatte­sats",
    grundavdrag: "Grund­avdrag",
    bfi: "Beskatt­nings­bar för­värvs­inkomst",
    municipalTax: "Kommunal inkomst­skatt",
    stateTax: "Statlig inkomst­skatt",
    pensionContribution: "Allmän pensions­avgift",
    pensionReduction: "Skatte­reduktion för allmän pensions­avgift",
    jobTaxCredit: "Jobbskatte­avdrag",
    earnedIncomeReduction: "Skatte­reduktion för för­värvs­inkomst",
    totalTax: "Skatt totalt",
    netPerMonth: "Kvar efter skatt per månad",
  },
  notEstablished: "Inte fastställt",
  notComputed: "Inte uträknat",
  notCovered: {
    "pension-under-66":
      "{year}: inte uträknat. Pension räknas bara om du hade fyllt 66 år vid ingången av {year}; andra fall har vi inga säkra källor för.",
  },
  explanationsTitle: "Vad raderna betyder",
  explanations: {
    grundavdrag:
      "En del av din inkomst som inte beskattas. Det beror på din inkomst och är högre om du hade fyllt 66 år vid årets ingång.",
    bfi: "Din inkomst minus grundavdraget: det som kommunal och statlig inkomstskatt tas ut på.",
    municipalTax: "Din kommunala skattesats gånger din beskattningsbara förvärvsinkomst.",
    stateTax:
      "20 % av din beskattningsbara förvärvsinkomst över skiktgränsen: {threshold2025} för 2025 och {threshold2026} för 2026.",
    pensionContribution:
      "7 % av din lön (inte av pension), till din allmänna pension. Ingen avgift om lönen är lägre än 42,3 % av prisbasbeloppet ({pbb2026} för 2026).",
    pensionReduction:
      "En skattereduktion på samma belopp, så avgiften höjer inte din skatt så länge skatten räcker till den.",
    jobTaxCredit:
      "En skattereduktion för inkomst av arbete. Den kan bara minska den kommunala inkomstskatten.",
    earnedIncomeReduction:
      "0,75 % av din beskattningsbara förvärvsinkomst över {earnedFrom}, högst {earnedMax}. Den kan bara minska den kommunala inkomstskatten.",
    totalTax:
      "Det du betalar för året: skatterna och pensionsavgiften, minus skattereduktionerna. En skattereduktion som är större än skatten den får minska går förlorad.",
    netPerMonth: "Din inkomst minus skatten totalt, delad med tolv.",
  },
  lessonLink: "Lektion: {title}",
  notIncludedTitle: "Det här räknar kalkylatorn inte med",
  notIncluded: [
    "Public service-avgiften: 1 % av den beskattningsbara förvärvsinkomsten, högst {publicService2026} för 2026. Taket för 2025 har vi inga säkra källor för, så avgiften är utelämnad båda åren för att de ska gå att jämföra.",
    "Begravningsavgiften och kyrkoavgiften, som beror på var du bor och om du är medlem.",
    "Kapitalinkomster, fastighetsavgift, andra inkomster än lön, och pension om du inte hade fyllt 66 år vid årets ingång.",
    "Den som inte var bosatt i Sverige hela året.",
  ],
  year2024:
    "2024 räknas inte ut: jobbskatteavdraget för 2024 vilar på en enda andrahandskälla, och beloppen från 66 år för 2024 är inte fastställda. Det räcker inte för att vi ska ange något belopp.",
  disclaimer:
    "Det här är allmän information, inte skatterådgivning. Skatteverket bestämmer din skatt: det är ditt slutskattebesked som gäller. Fråga [Skatteverket](https://www.skatteverket.se) om din egen situation.",
};
