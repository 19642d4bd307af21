/** Skattekalkylatorns ord på svenska: see calculator-en.ts. */
import type { CalculatorDictionary } from "./calculator-en";

export const seCalculator: CalculatorDictionary = {
  metaTitle: "Din deklaration för 2026, förberedd: skattekalkylator | Skattlyktan",
  metaDescription:
    "Räkna ut din slutliga skatt för 2026 bredvid 2025, rad för rad som Skatteverket räknar: om du får tillbaka eller ska betala, och vilka rutor i deklarationen du ska kontrollera. Inget du skriver lämnar din webbläsare.",
  appName: "Skattlyktans skattekalkylator",
  breadcrumb: "Du är här",
  home: "Hem",
  title: "Din deklaration, förberedd: din skatt 2026 och 2025",
  intro:
    "Fyll i din lön eller pension och skatten som dragits på den. Lägg till resekostnader, räntor, sparande och hushållstjänster om du har sådana. Du får din slutliga skatt rad för rad, uträknad som Skatteverket gör, om du får tillbaka eller ska betala, och vilka rutor i deklarationen du ska kontrollera.",
  privacy:
    "Allt räknas ut i din webbläsare. Dina siffror står i adressen efter tecknet #, som en webbläsare aldrig skickar till en server, och sparas ingenstans om du inte ber om det.",
  noScript:
    "Kalkylatorn behöver JavaScript för att räkna ut ett resultat. Utan det går formuläret inte att skicka, så dina siffror lämnar aldrig din dator. Vad raderna betyder står längre ned.",
  formTitle: "Dina uppgifter",
  incomeTitle: "Inkomst och dragen skatt",
  placeTitle: "Var du bor",
  extrasTitle: "Avdrag, sparande och hushållstjänster (frivilligt)",
  year: "Ditt inkomstår",
  period: "Lön, pension och dragen skatt gäller",
  perYear: "för hela året",
  perMonth: "per månad",
  salary: "Lön före skatt",
  salaryHint: "I kronor, till exempel {example}. Lämna fältet tomt om du bara har pension.",
  pension: "Pension före skatt",
  pensionHint: "Räknas om du hade fyllt 66 år vid årets ingång. Lämna fältet tomt om du inte har någon.",
  paid: "Dragen skatt (preliminärskatt)",
  paidHint:
    "Skatten på dina lönebesked och pensionsbesked. Lämna fältet tomt om du bara vill se den slutliga skatten.",
  born: "Födelseår",
  bornHint:
    "Från 66 år gäller andra regler: att du hade fyllt 66 år vid årets ingång, alltså född {born2025} eller tidigare för 2025 och {born2026} eller tidigare för 2026.",
  municipality: "Kommun",
  municipalityHint: "Kommunen bestämmer din skattesats och, i Stockholm och Tranås, din begravningsavgift.",
  municipalityNone: "Inte vald: använd skattesatsen nedan",
  rate: "Eller din totala kommunala skattesats, %",
  rateHint:
    "Kommunalskatt och regionskatt tillsammans, utan begravnings- och kyrkoavgift, som på ditt slutskattebesked. Lämna fältet tomt för riksgenomsnittet: {average2025} för 2025 och {average2026} för 2026.",
  church: "Kyrkoavgift, % (frivilligt)",
  churchHint: "Bara om du är medlem i Svenska kyrkan: din församlings avgift, som på ditt slutskattebesked.",
  travel: "Resor till och från arbetet: årets hela kostnad",
  travelHint:
    "Före beloppsgränsen: bara det som överstiger {travel2025} (2025) eller {travel2026} (2026) dras av.",
  interest: "Betalda räntor för året",
  interestHint: "Hela räntan, som på långivarens årsbesked.",
  loan: "Lånet är",
  secured: "med säkerhet (bolån)",
  unsecured: "utan säkerhet (privatlån, kreditkort)",
  isk: "ISK och kapitalförsäkring: kapitalunderlag",
  iskHint:
    "En fjärdedel av värdena vid varje kvartals början plus årets insättningar; det står på bankens årsbesked.",
  rot: "ROT-arbete: betald arbetskostnad",
  rut: "RUT-tjänster: betald arbetskostnad",
  rotRutHint: "Arbetskostnaden, inte material. Företaget har redan dragit av reduktionen på fakturan.",
  rotRaised: "ROT-arbetet betalades mellan 12 maj och 31 december 2025 (50 % för 2025)",
  sold: "Jag har sålt aktier eller fondandelar utanför ett ISK",
  submit: "Räkna ut min deklaration",
  errors: {
    notNumber: "Skriv ett tal, till exempel {example}.",
    percent: "Skriv ett belopp i kronor, inte en procentsats.",
    negative: "Skriv ett belopp som är noll eller mer.",
    decimals: "Skriv högst två decimaler.",
    tooLarge: "Skriv högst {max} per år: ett större belopp är troligen ett skrivfel.",
    rateRange:
      "Skriv en skattesats från {min} till {max}, den lägsta och högsta totala kommunalskatten 2026.",
    churchRange: "Skriv en avgift från {min} till {max}.",
    bornRange: "Skriv ett år från {min}, med fyra siffror.",
    bornAfterYear: "Det är efter inkomståret {year}: kontrollera ditt födelseår.",
    incomeRequired: "Fyll i en lön eller en pension, eller båda.",
    municipality: "Välj en kommun i listan.",
    period: "Välj per månad eller för hela året.",
  },
  questions: {
    ambiguous: "Menade du {first} eller {second}?",
    monthly: "{amount} för ett helt år är lite. Gäller det per månad?",
    monthlyYes: "Ja, per månad",
    monthlyNo: "Nej, för hela året",
    pensionAged:
      "Du hade fyllt 66 år vid ingången av {year}. Är någon del av din inkomst pension? Pension beskattas annorlunda än lön: den ger inget jobbskatteavdrag.",
    allSalary: "Allt är lön",
    allPension: "Allt är pension",
  },
  resultsTitle: "Ditt resultat",
  headline: "Din slutliga skatt för {year}: {tax}",
  refund: "Du får tillbaka {amount}.",
  toPay: "Du har {amount} att betala (kvarskatt).",
  even: "Den dragna skatten motsvarar din slutliga skatt.",
  noPaid: "Fyll i den dragna skatten för att se om du får tillbaka eller ska betala.",
  changeFrom2025: "Med samma siffror ändras din slutliga skatt med {change} från 2025 till 2026.",
  leftOut:
    "Det här ingår inte i summan: försäljning av aktier eller fonder (K4), fastighetsavgift, gåvor, andra inkomster än lön och pension, och ett år då du inte bodde i Sverige.",
  burialNotEstablished:
    "Begravningsavgiften för 2025 i {municipality} har vi inga säkra källor för, så summan för 2025 räknar inte med den.",
  nextTitle: "Det här gör du sedan",
  next2026: {
    refund:
      "Godkänn din deklaration när den kommer våren 2027. En deklaration som godkänts digitalt utan ändringar senast 31 mars har gett återbetalning i april; datumen för 2027 är inte publicerade än: kontrollera hos Skatteverket i februari 2027.",
    toPay:
      "Betala in kvarskatten på ditt skattekonto. Kostnadsränta löper på det som överstiger 30 000 kr från mitten av februari 2027 och på resten från början av maj 2027; de exakta datumen är inte publicerade än: kontrollera hos Skatteverket i februari 2027. Sista dag att betala står på ditt slutskattebesked, ungefär 90 dagar efter det.",
  },
  next2025: {
    refund:
      "För 2025 gav en deklaration som godkänts digitalt utan ändringar senast 31 mars 2026 återbetalning 7–10 april 2026; de flesta andra fick sin 9–12 juni 2026.",
    toPay:
      "För 2025 slapp den kostnadsränta som betalade senast 12 februari 2026 (det som översteg 30 000 kr) och senast 4 maj 2026 (resten). Sista dag att betala står på slutskattebeskedet.",
  },
  caption: "Din skatt för varje år, i hela kronor, avrundad som lagen avrundar varje rad.",
  line: "Rad",
  change: "För\u00adändring",
  summary: "År {year} blir din slutliga skatt {tax}. {balance}",
  // Soft hyphens (U+00AD) let the long words break where Swedish breaks them on a 320 px screen.
  lines: {
    rules: "Regler som gäller",
    under66: "Under 66 år",
    from66: "Från 66 år",
    income: "Inkomst för året",
    rate: "Kommunal skatte\u00adsats",
    travelDeduction: "Reseavdrag",
    grundavdrag: "Grund\u00adavdrag",
    bfi: "Beskatt\u00adnings\u00adbar för\u00advärvs\u00adinkomst",
    municipalTax: "Kommunal inkomst\u00adskatt",
    stateTax: "Statlig inkomst\u00adskatt",
    capitalTax: "Skatt på inkomst av kapital",
    pensionContribution: "Allmän pensions\u00adavgift",
    pensionReduction: "Skatte\u00adreduktion för allmän pensions\u00adavgift",
    jobTaxCredit: "Jobbskatte\u00adavdrag",
    earnedIncomeReduction: "Skatte\u00adreduktion för för\u00advärvs\u00adinkomst",
    capitalDeficitReduction: "Skatte\u00adreduktion för under\u00adskott av kapital",
    rotReduction: "ROT-avdrag",
    rutReduction: "RUT-avdrag",
    publicServiceFee: "Public service-avgift",
    burialFee: "Begravnings\u00adavgift",
    churchFee: "Kyrko\u00adavgift",
    finalTax: "Slutlig skatt",
    paid: "Dragen skatt",
    rotRutReceived: "ROT och RUT avdraget på dina fakturor",
    balance: "Tillbaka till dig (+) eller att betala (−)",
  },
  notEstablished: "Inte fastställt",
  notComputed: "Inte uträknat",
  notCovered: {
    "pension-under-66":
      "{year}: inte uträknat. Pension räknas bara om du hade fyllt 66 år vid ingången av {year}; andra fall har vi inga säkra källor för.",
  },
  boxesTitle: "Dina rutor i deklarationen",
  boxesIntro:
    "Det här kontrollerar eller fyller du i på Inkomstdeklaration 1 för {year}, utifrån det du skrev in.",
  box: "Ruta",
  boxAmount: "Belopp",
  prefilled: "Förifyllt: inget att fylla i",
  boxes: {
    "2.1": "Resor till och från arbetet: fyll i hela kostnaden; Skatteverket drar av beloppsgränsen.",
    "8.1": "Räntor på lån med säkerhet: fyll i hela räntan.",
    "8.8": "Räntor på lån utan säkerhet: fyll i hela räntan; beräkningen räknar med hälften.",
    unsecured2026: "Räntor på lån utan säkerhet ger ingen skattereduktion från 2026.",
    K4: "Försäljning av marknadsnoterade aktier eller fonder: blankett K4 (räknas inte ut här; fonder är förifyllda, för aktier behövs ofta ditt inköpspris).",
    isk: "ISK och kapitalförsäkring: schablonintäkten är förifylld.",
    rotRut: "ROT och RUT: skattereduktionen är förifylld.",
  },
  print: "Skriv ut",
  keep: "Spara mina siffror i den här webbläsaren",
  keepHint: "Sparas bara på den här enheten (localStorage), tills du rensar dem.",
  clear: "Rensa sparade siffror",
  checked: "Reglerna för 2025 och 2026 kontrollerade {date}.",
  sources:
    "Källor: Skatteverket, inkomstskattelagen och lagarna om avgifterna, som vi samlat i våra faktafiler.",
  explanationsTitle: "Vad raderna betyder",
  explanations: {
    grundavdrag:
      "En del av din inkomst som inte beskattas. Det beror på din inkomst och är högre om du hade fyllt 66 år vid årets ingång.",
    bfi: "Din inkomst minus avdrag och grundavdrag: det som kommunal och statlig inkomstskatt tas ut på.",
    municipalTax: "Din kommunala skattesats gånger din beskattningsbara förvärvsinkomst, utan ören.",
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
    capitalDeficitReduction:
      "30 % av betalda räntor (utöver eventuella kapitalinkomster) upp till {deficitLimit}, 21 % av det som överstiger.",
    publicServiceFee:
      "1 % av din beskattningsbara förvärvsinkomst, högst {publicService2025} för 2025 och {publicService2026} för 2026.",
    burialFee:
      "{burial2025} (2025) och {burial2026} (2026) av din beskattningsbara förvärvsinkomst; Stockholm och Tranås har egna avgifter.",
    finalTax:
      "Det du betalar för året: skatterna och avgifterna, minus skattereduktionerna. En skattereduktion som är större än skatten den får minska går förlorad.",
  },
  lessonLink: "Lektion: {title}",
  notIncludedTitle: "Det här räknar kalkylatorn inte med",
  notIncluded: [
    "Försäljning av aktier eller fonder (blankett K4), fastighetsavgift, gåvor, hyresintäkter och andra inkomster än lön och pension.",
    "Pension om du inte hade fyllt 66 år vid årets ingång, och den som inte var bosatt i Sverige hela året.",
    "Hur reseavdraget påverkar jobbskatteavdraget: det har vi inga säkra källor för, så jobbskatteavdraget räknas på hela lönen.",
  ],
  year2024:
    "2024 räknas inte ut: jobbskatteavdraget för 2024 vilar på en enda andrahandskälla, och beloppen från 66 år för 2024 är inte fastställda. Det räcker inte för att vi ska ange något belopp.",
  disclaimer:
    "Det här är allmän information, inte skatterådgivning. Skatteverket bestämmer din skatt: det är ditt slutskattebesked som gäller. Fråga [Skatteverket](https://www.skatteverket.se) om din egen situation.",
};
