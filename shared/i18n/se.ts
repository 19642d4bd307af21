import type {
  CoursePageDictionary,
  CourseStopDictionary,
  Dictionary,
  GlossaryPageDictionary,
  LegalTextDictionary,
  LessonCalculatorsDictionary,
  MailDictionary,
  NewsletterPagesDictionary,
} from "#shared/i18n/translate.ts";
import { maxAddressLength } from "#shared/newsletter-api.ts";

/** Svenska texter (URL-prefixet är /se, dokumentspråket sv). Samma nycklar som `en.ts`.
 * Typografi (docs/decisions/019): hårt mellanslag (U+00A0) som tusentalsavgränsare och före kr, %, §
 * och kap., tankstreck (–) i intervall som 7–10 april; se.typography.test.ts kontrollerar det. */
export const se: Dictionary = {
  signupChoices: {
    legend: "Vad vill du få med e-post?",
    hint: "En kurs är en lektion med några dagars mellanrum.",
    newsletter: "Nyhetsbrevet",
    course: "Kursen ”{course}”",
    nothingChosen: "Välj minst ett.",
  },
  nav: {
    home: "Hem",
    privacy: "Integritet",
    cookies: "Cookies",
    terms: "Villkor",
    main: "Huvudmeny",
    menu: "Meny",
    closeMenu: "Stäng menyn",
    language: "Språk",
    brandHome: "{brand}, startsidan",
    skipToContent: "Hoppa till huvudinnehållet",
  },
  home: {
    metaTitle: "Skattlyktan – skatteändringarna för inkomståret 2026 på klarspråk",
    metaDescription:
      "Gratis guider på klarspråk inför deklarationen våren 2027: skiktgräns, digital deklaration och avdrag för 2026, och vad som ändrades 2025. Allmän information, inte skatterådgivning.",
  },
  hero: {
    eyebrow: "Gratis skatteutbildning · Deklarationen 2027",
    title: "Gör dig redo att deklarera 2026 års inkomster",
    subtitle:
      "Våren 2027 deklarerar du det du tjänade 2026. Här ser du vad som har ändrats för 2026, vad som ändrades året innan och vad det betyder för dig.",
    mission:
      "Vårt mål är enkelt: gratis skatteutbildning på klarspråk för alla som bor i Sverige, oavsett om du är född här eller nyss har flyttat hit.",
    cta: { simulated: "Om nyhetsbrevet", live: "Få skattenyheter via e-post" },
    coursesLink: "Börja en gratis kurs",
    disclaimer:
      "Det här är allmän information, inte professionell skatterådgivning. Vad som gäller för just dig avgör Skatteverket – läs mer på [skatteverket.se](https://www.skatteverket.se).",
    // Inkomståret 2026 först (deklareras våren 2027), 2025 som förra årets siffra (issue 51).
    glance: {
      title: "Inkomståret 2026 i korthet",
      stateTax: {
        label: "Skiktgräns för statlig skatt",
        value: "643 000 kr",
        note: "i beskattningsbar inkomst 2026 (2025: 625 800 kr)",
      },
      fribelopp: {
        label: "Skattefritt på ISK",
        value: "300 000 kr",
        note: "fribelopp per person 2026 (2025: 150 000 kr)",
      },
      rot: {
        label: "Rotavdrag",
        value: "30 %",
        note: "av arbetskostnaden från 1 januari 2026; 50 % för arbete som betalades 12 maj – 31 december 2025",
      },
      // Datumen för 2027 är inte publicerade (course-facts.md): säg det.
      deadline: {
        label: "Deklarationen av 2026 års inkomster",
        value: "Inga datum än",
        note: "se efter hos Skatteverket i februari 2027; säsongen 2026 slutade 4 maj 2026",
      },
    },
  },
  features: {
    title: "Det här gäller för inkomståret 2026",
    subtitle:
      "Tre ändringar som påverkar de flesta som bor och betalar skatt i Sverige, inför deklarationen våren 2027 – och vad som ändrades förra året.",
    feature1: {
      title: "Nya skattenivåer",
      description:
        "För 2026 kan du tjäna mer innan du börjar betala statlig inkomstskatt. Är du under 66 år betalar du ingen statlig skatt på en lön eller pension upp till 660 400 kr om året.",
      points: [
        "Skiktgränsen, alltså den beskattningsbara inkomst där den statliga skatten börjar, är 643 000 kr för 2026 (2025: 625 800 kr).",
        "Inkomsten där du börjar betala statlig skatt, brytpunkten, är 660 400 kr om året för 2026 om du är under 66 år. Från 66 år är brytpunkten 760 500 kr. ”Från 66 år” betyder att du har fyllt 66 före årets början.",
        "Bland budgetens ändringar för 2026: ett förstärkt jobbskatteavdrag, ett högre grundavdrag för dig som hade fyllt 66 vid årets början och lägre skatt på sjuk- och aktivitetsersättning.",
        "Förra året, 2025, var skiktgränsen 625 800 kr (2024: 598 500 kr), och den statliga skatten började vid 643 100 kr om året, ungefär 53 600 kr i månaden, om du var under 66 år; från 66 år var brytpunkten 733 200 kr (för 2025: född 1958 eller tidigare).",
      ],
    },
    feature2: {
      title: "Digital deklaration",
      description:
        "Våren 2027 deklarerar du dina inkomster från 2026, och de flesta godkänner deklarationen digitalt, helt utan papper. Datumen för 2027 är inte publicerade än: se efter hos Skatteverket i februari 2027.",
      points: [
        "Du godkänner deklarationen i Skatteverkets e-tjänst eller app, där du loggar in med e-legitimation som BankID. Utan e-legitimation kan du godkänna den i appen, via sms eller per telefon med säkerhetskoderna som finns med deklarationen.",
        "Via sms eller telefon kan du bara godkänna deklarationen utan ändringar. I appen kan du också lägga till reseavdrag; alla andra ändringar gör du i e-tjänsten eller på pappersblanketten.",
        "Förra året, för 2025 års inkomster, kom deklarationerna till de digitala brevlådorna 2–6 mars 2026, och e-tjänsten öppnade 17 mars 2026. Den som godkände digitalt utan ändringar eller tillägg senast 31 mars 2026 fick en eventuell återbäring 7–10 april 2026. Sista dag att deklarera var 4 maj 2026. De flesta andra som deklarerade i tid fick sin återbäring från 9–12 juni 2026.",
      ],
    },
    feature3: {
      title: "Ändrade avdrag",
      description:
        "För 2026 är fribeloppet för sparande på ISK, i kapitalförsäkring och på PEPP-konto 300 000 kr, rotavdraget är 30 % igen och räntan på lån utan säkerhet sänker inte längre din skatt.",
      points: [
        "Fribeloppet är 300 000 kr för 2026 (2025: 150 000 kr). Det gäller per person, för allt ditt sparande på ISK, i kapitalförsäkring och på PEPP-konto (paneuropeisk privat pensionsprodukt) tillsammans.",
        "Rotavdraget, en skattereduktion för reparation, underhåll, ombyggnad och tillbyggnad av ditt hem, är 30 % av arbetskostnaden för arbete som betalas från 1 januari 2026. De 50 % som gällde förra året gällde bara arbete som betalades från 12 maj till 31 december 2025. Taket på 50 000 kr per person och år ändrades inte.",
        "Ränta på lån utan säkerhet (blancolån, kreditkort) sänker inte längre din skatt för 2026; för 2025 räknades hälften av den. Ränta på lån med säkerhet, som bolån, gör det fortfarande.",
        "Resor till och från arbetet: för 2026 får du bara dra av kostnader över 15 000 kr (2025: 11 000 kr).",
        "Grundavdraget 2026 är minst 17 400 kr och högst 45 600 kr om du är under 66 år, beroende på din inkomst (2025: 17 300–45 300 kr). Hade du fyllt 66 före årets början är grundavdraget högre.",
      ],
    },
    calculatorLink: "Räkna ut din egen skatt för 2025 och 2026",
    more: "Mer i detalj",
    source:
      "Siffrorna kommer från budgetpropositionerna för 2025 och 2026 (prop. 2024/25:1 och 2025/26:1), propositionerna om ränta på lån utan säkerhet (prop. 2024/25:26), höjt rotavdrag (prop. 2024/25:156) och reseavdraget (prop. 2025/26:31) samt Skatteverket. Vad som gäller i just ditt fall hittar du på [skatteverket.se](https://www.skatteverket.se).",
  },
  tools: {
    label: "Gratis verktyg",
    courses: "Kurser",
    coursesNote: "Korta lektioner med kunskapstest",
    calculator: "Skatteräknare",
    calculatorNote: "Din inkomstskatt för 2025 och 2026",
    glossary: "Ordlista",
    glossaryNote: "Skatteverkets ord på klarspråk",
  },
  courses: {
    title: "Gratis kurser",
    progress: "{read} av {count} lektioner lästa",
    subtitle: {
      simulated:
        "Korta, kostnadsfria kurser på klarspråk, med några korta lektioner i varje. Läs dem här när det passar dig – du behöver inte anmäla dig.",
      live: "Korta, kostnadsfria kurser på klarspråk, med några korta lektioner i varje. Läs dem här när det passar dig, eller få en kurs via e-post, en lektion i taget.",
    },
    course1: {
      title: "Undvik fel i deklarationen",
      description:
        "Lär dig vilka misstag som är vanligast i inkomstdeklarationen: glömda avdrag, fel reseavdrag, sålda aktier eller fonder som inte kommit med och inkomster från utlandet som saknas. Du lär dig också att gå igenom deklarationen steg för steg innan du godkänner den.",
      cta: { simulated: "Till nyhetsbrevet", live: "Få kursen via e-post" },
    },
    course2: {
      title: "Laglig skatteoptimering, inklusive Pillar 3a",
      description:
        "Lär dig vilka lagliga möjligheter du har i Sverige: sparande på ISK, de avdrag du har rätt till och privat pensionssparande, som du bara får dra av om du saknar tjänstepension i din anställning eller har inkomst av aktiv näringsverksamhet. Pillar 3a är ett schweiziskt privat pensionssparande, inte ett svenskt. Bor du i Sverige och har sparat i Pillar 3a får du veta vad det är, vilka svenska regler som kan vara relevanta och vad du ska fråga Skatteverket om.",
      cta: { simulated: "Till nyhetsbrevet", live: "Få kursen via e-post" },
    },
    course3: {
      title: "Allmän skatteplanering",
      description:
        "Gör en enkel årsplan för din skatt. Du lär dig vad du ska tänka på när det gäller inkomster, avdrag och sparande, och vilka datum du ska skriva in i kalendern.",
      cta: { simulated: "Till nyhetsbrevet", live: "Få kursen via e-post" },
    },
    free: "Gratis",
    read: "Läs kursen",
    start: "Börja läsa",
    continue: "Fortsätt: Lektion {order} – {title}",
    finished: "Klar: se din sammanfattning",
    about: "Om kursen",
    meta: "{count} lektioner · cirka {minutes} min läsning",
  },
  newsletter: {
    title: "Skattenyheter på klarspråk",
    subtitle: {
      simulated:
        "Ett kort nyhetsbrev när regler eller datum ändras. Nyhetsbrevet har inte startat än: du kan prova formuläret, men adressen du skriver in skickas inte och sparas inte.",
      live: "Ett kort mejl när regler eller datum ändras, och våra kostnadsfria kurser via e-post, en lektion i taget, om du kryssar i dem. Det är gratis, och i varje mejl finns en länk där du kan avsluta prenumerationen.",
    },
    label: "E-postadress",
    placeholder: "du@exempel.se",
    subscribe: "Prenumerera",
    submitting: "Ett ögonblick …",
    success: "Tack för att du prenumererar! Titta efter bekräftelsen i din inkorg.",
    privacyNote: {
      simulated: "Nyhetsbrevet har inte startat än, så adressen skickas ingenstans och sparas inte.",
      live: "Vi använder adressen bara till det du kryssar i här. Först mejlar vi dig en länk där du bekräftar det.",
    },
    toolDescription: {
      simulated:
        "Prova anmälningsformuläret till Skattlyktans nyhetsbrev om skatteändringarna 2025. Nyhetsbrevet har inte startat: adressen skickas inte och sparas inte, och läsaren får se en tacksida.",
      live: "Anmäl en e-postadress till Skattlyktans kostnadsfria nyhetsbrev om skatteändringarna 2025. Ett bekräftelsemejl skickas, och prenumerationen börjar först när läsaren bekräftar via länken i det.",
    },
    toolParamDescription: "E-postadressen som ska anmälas.",
  },
  footer: {
    description: "Gratis utbildning på klarspråk om skatteändringarna 2025 och 2026.",
    disclaimer:
      "Allmän information, inte professionell skatterådgivning. Det är Skatteverket som avgör vad som gäller för dig.",
    pages: "Sidor",
    learn: "Lär dig mer",
    companyDetails: "Företagsuppgifter",
    registrationNumber: "Organisationsnummer",
    vatId: "Momsregistreringsnummer",
    financialLicence: "Tillstånd från Finansinspektionen",
    licencePlaceholder: "[tillståndsnummer från FI – fylls i före lansering]",
    jurisdiction: "Styrelsens säte",
    incorporated: "Grundat",
    copyright: "© {year} {company}. Alla rättigheter förbehållna.",
  },
  cookie: {
    region: "Samtycke till cookies",
    message:
      "Vi använder inga analys- eller marknadsföringscookies, vad du än väljer. Båda knapparna sparar bara ditt svar i den här webbläsaren, så att rutan inte dyker upp på varje sida.",
    current: "Ditt svar just nu: {choice}.",
    accept: "Godkänn alla",
    decline: "Avböj",
    settings: "Cookieinställningar",
    policyLink: "Cookiepolicy",
  },
  thankYou: {
    metaTitle: "Tack – Skattlyktan",
    liveMetaTitle: "Titta i din inkorg – Skattlyktan",
    title: { simulated: "Tack!", live: "Titta i din inkorg och bekräfta" },
    message: "Vi har tagit emot din anmälan. Vi hör av oss snart.",
    note: {
      simulated: "Nyhetsbrevet har inte startat än, så din adress har varken skickats eller sparats.",
      live: "Ett steg kvar: öppna mejlet vi har skickat och klicka på länken i det inom 48 timmar. Hittar du det inte? Titta i skräpposten.",
    },
    noMail:
      "Inget mejl efter några minuter? Titta i skräpposten och kontrollera att du skrev adressen rätt. Fortfarande inget? Anmäl dig igen om en timme, eller skriv till oss på {address}.",
    back: "Tillbaka till startsidan",
  },
  privacy: {
    metaTitle: "Integritetspolicy | Skattlyktan",
    metaDescription: {
      simulated:
        "Så hanterar Skattlyktan personuppgifter: inget konto, ingen spårning, inga analyscookies, och formuläret för nyhetsbrevet skickar inte din e-postadress. Dina rättigheter enligt GDPR.",
      live: "Så hanterar Skattlyktan personuppgifter: inget konto, ingen spårning, inga analyscookies. För nyhetsbrevet: vad vi sparar, varför, hur länge och hur du avslutar det. Dina rättigheter enligt GDPR.",
    },
    title: "Integritetspolicy",
  },
  cookiePolicy: {
    metaTitle: "Cookiepolicy | Skattlyktan",
    metaDescription:
      "Skattlyktan använder inga analys- eller marknadsföringscookies. Vi sparar bara ditt cookieval och dina framsteg i kurserna i webbläsaren. Läs vad det innebär och hur du ändrar eller rensar dem.",
    title: "Cookiepolicy",
  },
  terms: {
    metaTitle: "Användarvillkor | Skattlyktan",
    metaDescription:
      "Villkoren för Skattlyktans kostnadsfria information om skatteändringarna 2025: allmän information, inte professionell skatterådgivning. Svensk lag gäller.",
    title: "Användarvillkor",
  },
  subscription: {
    errors: {
      missingEmail: "Skriv din e-postadress.",
      invalidEmail: "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
      emailTooLong: `Adressen är för lång. En e-postadress har högst ${maxAddressLength} tecken.`,
      rateLimited: "För många försök från din uppkoppling. Vänta några minuter och försök igen.",
      foreignOrigin:
        "En annan webbplats försökte anmäla dig, så inget skickades. Skriv in din adress här om du vill prenumerera.",
      refused: "Vi kunde inte spara din adress just nu. Försök igen om en liten stund.",
      unreachable: "Vi når inte vår server. Kontrollera din internetanslutning och försök igen.",
      tryAgain: "Försök igen",
    },
  },
};

/** The newsletter's mails (live mode), read by the server only. */
export const seMail: MailDictionary = {
  courseMail: {
    confirmIntro:
      "Någon, förhoppningsvis du, har bett att få det här från Skattlyktan till den här adressen:",
    newsletterChoice: "nyhetsbrevet om skatteändringarna",
    courseChoice: "den kostnadsfria kursen ”{course}”, en lektion med några dagars mellanrum",
    confirmAction: "Bekräfta",
    lessonSubject: "{title} (lektion {number} av {total})",
    confirmSubject: "Bekräfta den kostnadsfria kursen ”{course}”",
    confirmSubjectMany: "Bekräfta dina kostnadsfria kurser från Skattlyktan",
    confirmFooterReason: "Du får det här mejlet eftersom adressen angavs på {site} för: {choices}.",
    preheader: "{course}, lektion {number} av {total}",
    drawingAlt: "Illustration till kursen ”{course}”",
    lessonOf: "Lektion {number} av {total}",
    testYourself: "Testa dig själv: lektionens frågor på webbplatsen",
    readOnSite: "Läs lektionen på webbplatsen",
    lastLesson: "Det här var kursens sista lektion. Tack för att du följde den!",
    stopCourse: "Avsluta kursen",
    stopCourseNote:
      "Om du avslutar kursen slutar bara lektionerna att komma. Nyhetsbrevet får du som vanligt om du prenumererar på det.",
    footerReason:
      "Du får det här mejlet eftersom adressen har anmälts till den kostnadsfria kursen ”{course}” på {site}.",
    testNote: "Ett test: lektionen som läsaren får den. Länkarna avslutar ingenting.",
  },
  brand: "Skattlyktan",
  greeting: "Hej!",
  confirmSubject: "Bekräfta din prenumeration på Skattlyktan",
  confirmIntro:
    "Någon, förhoppningsvis du, har anmält den här adressen till Skattlyktans kostnadsfria nyhetsbrev om skatteändringarna.",
  confirmAction: "Bekräfta min prenumeration",
  confirmExpiry: "Länken fungerar en gång och gäller i 48 timmar.",
  confirmIgnore:
    "Var det inte du som anmälde dig kan du strunta i det här mejlet. Om ingen bekräftar anmälan skickar vi inget mer, och adressen raderas efter 7 dagar.",
  unsubscribeLinkSubject: "Din länk för att avsluta prenumerationen på Skattlyktan",
  unsubscribeLinkIntro:
    "Någon, förhoppningsvis du, har bett om en länk för att avsluta den här adressens prenumeration på Skattlyktans nyhetsbrev.",
  unsubscribeLinkIgnore:
    "Var det inte du som bad om länken kan du strunta i det här mejlet. Prenumerationen fortsätter som förut.",
  welcomeSubject: "Välkommen till Skattlyktans nyhetsbrev",
  welcomeTitle: "Nu prenumererar du",
  welcomeBody: [
    "Tack för att du bekräftade. Du får korta nyheter på klarspråk när skatteregler eller datum ändras. Våra tre kostnadsfria kurser finns på webbplatsen, och du kan också få vilken av dem du vill via e-post, en lektion med några dagars mellanrum.",
    "Vi skriver bara när det finns något nytt att berätta, och varje mejl har en länk för att avsluta prenumerationen.",
  ],
  welcomeSiteLink: "Läs guiderna på vår webbplats",
  footerReason: "Du får det här mejlet eftersom adressen har anmälts till Skattlyktans nyhetsbrev på {site}.",
  footerUnsubscribe: "Avsluta prenumerationen",
  footerRemoveAddress: "Ta bort den här adressen",
  footerCompany: "Skattlyktan Utbildning AB, Stockholm",
  footerDisclaimer: "Allmän information, inte professionell skatterådgivning.",
};

/** Kurs- och lektionssidornas egna ord (se `enCoursePage`). */
export const seCoursePage: CoursePageDictionary = {
  breadcrumb: "Du är här",
  home: "Hem",
  metaTitle: "{course}: en gratis kurs | Skattlyktan",
  lessonMetaTitle: "{lesson} | {course} | Skattlyktan",
  kicker: "Gratis kurs",
  learn: "Det här lär du dig",
  lessons: "Lektionerna",
  overview: "{count} lektioner, ungefär {minutes} minuters läsning sammanlagt.",
  readingTime: "{minutes} min läsning",
  lessonOf: "Lektion {order} av {count}",
  start: "Börja med lektion 1",
  byEmail: "Få kursen via e-post",
  byEmailWhat:
    "{count} lektioner via e-post, en med några dagars mellanrum, med början i lektion 1. Gratis, och du kan avsluta när du vill från vilken lektion som helst.",
  byEmailRest: "Få resten av lektionerna via e-post",
  lessonNavigation: "Lektioner",
  previous: "Föregående lektion",
  next: "Nästa lektion",
  allLessons: "Alla lektioner i kursen",
  glossary: "Ordlista med skattetermer",
  calculator: "Räkna ut din egen inkomstskatt för 2025 och 2026",
  end: "Det var kursens sista lektion.",
  stampYears: "Belopp för inkomståret {years}",
  stampYearsMany: "Belopp för inkomståren {years}",
  stampChecked: "Fakta kontrollerade {date} av Skattlyktans redaktion",
  stampAnd: "och",
  quizTitle: "Testa dig själv",
  quizIntro: "{count} frågor om lektionen. Välj ett svar på varje fråga och rätta det sedan.",
  quizQuestion: "Fråga {number} av {count}",
  quizCheck: "Rätta",
  quizShowAnswer: "Visa svaret",
  quizRightAnswer: "Rätt svar: {answer}",
  quizRight: "Rätt.",
  quizWrong: "Inte riktigt.",
  quizChooseFirst: "Välj ett svar först.",
  quizScore: "{right} av {count} rätt.",
  quizPassed: "Alla svar rätt: du har klarat testet.",
  quizTryAgain: "Försök igen",
  reviewTitle: "Testa dig själv på hela kursen",
  reviewIntro:
    "{count} frågor från kursens alla lektioner. Välj ett svar på varje fråga och rätta det sedan.",
  steps: "Kursen steg för steg",
  stepsShow: "Alla lektioner",
  statusRead: "Läst",
  statusPassed: "Testet klarat",
  progressRead: "{read} av {count} lektioner lästa",
  progressNote: "Dina framsteg sparas bara i den här webbläsaren.",
  progressClear: "Rensa mina framsteg",
  progressCleared: "Dina framsteg i kursen är rensade.",
  continue: "Fortsätt: Lektion {order} – {title}",
  finished: "Du har gått klart kursen – se din sammanfattning",
  summaryTitle: "Du har gått klart kursen",
  summaryQuiz: "Kunskapstest du har klarat: {passed} av {count}, sparat bara i den här webbläsaren.",
  summaryBefore: "Innan du godkänner deklarationen våren 2027",
  summaryStep1: "Jämför alla förifyllda uppgifter med dina egna kontrolluppgifter och underlag.",
  summaryStep2:
    "Lägg till det som saknas, till exempel ett avdrag eller en försäljning av aktier eller fonder, i e-tjänsten: i appen kan du bara lägga till reseavdrag; via sms eller telefon kan du bara godkänna deklarationen utan ändringar.",
  summaryStep3: "Se efter hos Skatteverket i februari 2027 vilka datum som gäller för deklarationen 2027.",
  summaryNext: "Nästa kurs: {course}",
  disclaimer:
    "Lektionen är allmän information, inte professionell skatterådgivning. Det är Skatteverket som avgör hur reglerna gäller för dig, så kontrollera ditt eget fall på skatteverket.se.",
};

/** De juridiska sidornas egen text (se `enLegalText`). */
export const seLegalText: LegalTextDictionary = {
  labels: {
    lastUpdated: "Senast uppdaterad: {date}",
    contents: "På den här sidan",
    email: "E-post",
    postalAddress: "Postadress",
    country: "Sverige",
    hostingPlaceholder: "[webbhotellets namn – fylls i före lansering]",
    mailPlaceholder: "[e-posttjänstens namn – fylls i före lansering]",
  },
  privacy: {
    summary: {
      simulated:
        "Kort sagt: vi samlar in nästan ingenting om dig. Det finns inget konto och inga analys- eller marknadsföringscookies. Nyhetsbrevet har inte startat, så formuläret skickar inte din e-postadress någonstans. Ditt cookieval sparas i din egen webbläsare. Vårt webbhotell behandlar tekniska uppgifter, till exempel din IP-adress, för att leverera sidorna och sparar serverloggarna i högst {logRetentionDays} dagar.",
      live: "Kort sagt: vi samlar in så lite som möjligt. Det finns inget konto och inga analys- eller marknadsföringscookies. Prenumererar du på nyhetsbrevet sparar vi din e-postadress och några få uppgifter till, som räknas upp nedan, tills du avslutar prenumerationen – det kan du göra från vilket mejl som helst från oss. Ditt cookieval sparas i din egen webbläsare. Vårt webbhotell behandlar tekniska uppgifter, till exempel din IP-adress, för att leverera sidorna och sparar serverloggarna i högst {logRetentionDays} dagar.",
    },
    sections: {
      introduction: {
        heading: "Vilka vi är",
        body: [
          "Här beskriver vi hur Skattlyktan Utbildning AB i Stockholm behandlar personuppgifter på webbplatsen, i både den svenska och den engelska versionen.",
          "Skattlyktan Utbildning AB är personuppgiftsansvarig enligt EU:s dataskyddsförordning (GDPR). Det betyder att vi bestämmer varför och hur uppgifterna behandlas och ansvarar för att det sker lagligt.",
        ],
      },
      dataCollection: {
        heading: "Vilka uppgifter vi samlar in",
        body: [
          "Det finns inget konto och ingen inloggning, och vi för inget register över besökare. Det här är allt vi behandlar:",
        ],
        items: [
          "Serverloggar. När din webbläsare hämtar en sida behandlar vårt webbhotells servrar tekniska uppgifter, till exempel din IP-adress, tidpunkten och vilken sida som hämtades. Det behövs för att sidan ska nå dig.",
          "Ditt cookieval. När du klickar på Godkänn alla eller Avböj i cookierutan sparar webbläsaren värdet true eller false i sin lokala lagring under nyckeln cookies-accepted. Värdet stannar på din enhet och skickas inte till oss.",
          "Dina framsteg i kurserna. När du når slutet av en lektion eller klarar dess test sparar webbläsaren vilka lektioner du har läst och vilka test du har klarat i sin lokala lagring under nyckeln course-progress. Uppgifterna stannar på din enhet och skickas inte till oss. I vår cookiepolicy står det hur du rensar dem.",
          "Dina siffror i skatteräknaren, bara om du ber om det. Kryssar du i rutan för att spara dina siffror i webbläsaren sparar webbläsaren det du har skrivit i räknaren i sin lokala lagring under nyckeln calculator-figures. Uppgifterna stannar på din enhet och skickas inte till oss; kryssar du ur rutan tas de bort.",
          {
            simulated:
              "Formuläret för nyhetsbrevet: ingenting. Nyhetsbrevet har inte startat, och adressen du skriver in varken skickas eller sparas (se Nyhetsbrevet nedan).",
            live: "Nyhetsbrevet, om du prenumererar: din e-postadress och de få uppgifter som räknas upp under Nyhetsbrevet nedan.",
          },
          "Ingen spårning. Vi använder inga analys- eller marknadsföringscookies och inga spårningsverktyg, och sidorna hämtar ingenting från andra företags webbplatser.",
        ],
      },
      dataUse: {
        heading: "Vad vi använder uppgifterna till och med vilken rättslig grund",
        body: [
          "Vi använder uppgifterna bara till det som står nedan, aldrig till reklam, profilering eller automatiserade beslut om dig. Nyhetsbrevet har ett eget avsnitt längre ned.",
        ],
        items: [
          "Leverera webbplatsen och hålla den säker: uppgifterna i serverloggarna används för att skicka sidorna till din webbläsare och för att upptäcka fel, missbruk och angrepp. Rättslig grund: vårt berättigade intresse av en fungerande och säker webbplats (artikel 6.1 f GDPR).",
          "Komma ihåg ditt cookieval, så att rutan inte visas på varje sida. Lagringen är nödvändig och kräver därför inget samtycke enligt lagen om elektronisk kommunikation. Värdet når aldrig oss.",
          "Svara dig när du kontaktar oss. Då använder vi de uppgifter du skickar, till exempel namn och e-postadress. Rättslig grund: vårt berättigade intresse av att besvara frågor och, när du använder dina rättigheter enligt GDPR, vår rättsliga förpliktelse (artikel 6.1 c och f GDPR).",
        ],
      },
      newsletter: {
        heading: "Nyhetsbrevet",
        body: {
          simulated: [
            "Nyhetsbrevet har inte startat än. Innan det startar kommer den här policyn att tala om exakt vad som sparas, varför, hur länge och vem som behandlar uppgifterna.",
            "Fram till dess stannar det du skriver i formuläret på startsidan kvar på sidan. När du skickar formuläret får du se en tacksida, och:",
          ],
          live: [
            "Skattlyktan Utbildning AB är personuppgiftsansvarig. Ändamål: att skicka det du valde när du anmälde dig: nyhetsbrevet, alltså korta nyheter när skatteregler eller datum ändras, och varje kostnadsfri kurs du bad om via e-post, en lektion med några dagars mellanrum. Rättslig grund: ditt samtycke (artikel 6.1 a GDPR), som du kan ta tillbaka när du vill.",
            "Anmälan sker i två steg (dubbel bekräftelse). Vi mejlar dig en bekräftelselänk som gäller i {confirmLinkHours} timmar. Den öppnar en sida med en knapp som bekräftar anmälan, och först när du har tryckt på den är du prenumerant. Därefter skickar vi ett välkomstmejl.",
            "Vill du avsluta prenumerationen klickar du på länken längst ned i något av våra mejl och trycker på knappen på sidan som öppnas. Det gäller direkt, och du behöver inte logga in. Visar ditt e-postprogram en egen knapp för att avsluta prenumerationen vid vårt mejl, som Gmail och Apple Mail gör, räcker det med ett klick på den.",
            "Studsar och klagomål: när ett e-postsystem meddelar att ett mejl till dig inte gick att leverera, eller att du markerade det som skräppost, sparar vi det och slutar mejla adressen. Rättslig grund: vårt berättigade intresse av att inte skicka mejl som är oönskade eller inte kan levereras, och av att våra mejl fortsätter att komma fram till alla våra läsare (artikel 6.1 f GDPR).",
            "För nyhetsbrevet och kurserna via e-post sparar vi:",
          ],
        },
        items: {
          simulated: [
            "adressen skickas inte till oss eller till någon annan",
            "den sparas inte, varken i din webbläsare eller någon annanstans",
            "den hamnar inte i webbadressen eller i någon logg",
          ],
          live: [
            "din e-postadress",
            "språket du anmälde dig på, så att vi skriver till dig på det",
            "när du anmälde dig och när du bekräftade",
            "vilken version av anmälningstexten du samtyckte till",
            "vad du valde att få: nyhetsbrevet, kurserna eller båda",
            "för varje kurs du bad om: när du bad om den och bekräftade den, vilka av dess lektioner vi har skickat till dig och när, och om du gick klart kursen eller avbröt den",
            "engångskoderna i våra länkar, bara som envägshashar (omvandlade så att de inte går att läsa tillbaka)",
            "en logg över de mejl vi har skickat till dig, som sparas i {sentMailDays} dagar",
            "om ett e-postsystem meddelar att ett mejl till dig studsade eller markerades som skräppost: det beskedet (typ, tid, vilket mejl det gällde och skälet som angavs, med din adress borttagen), kopplat till adressen bara genom en envägshash",
            "hur många mejl som någon har bett om på vår webbplats (bekräftelselänkar, avregistreringslänkar) som har skickats till din adress de senaste {sendLogHours} timmarna, under en envägshash av adressen, så att ingen kan få fler än 3 om dagen skickade dit",
          ],
        },
      },
      dataSharing: {
        heading: "Vilka vi delar uppgifter med",
        body: [
          "Vi säljer inte personuppgifter, hyr inte ut dem och delar dem inte för reklam.",
          "Vårt webbhotell, {hostingProvider}, behandlar uppgifterna i serverloggarna för vår räkning. Webbhotellet är vårt personuppgiftsbiträde enligt ett biträdesavtal och följer bara våra instruktioner.",
          {
            simulated:
              "Formuläret för nyhetsbrevet skickar ingenting, så ingen får några uppgifter från det.",
            live: "Vår e-posttjänst, {mailProvider}, skickar nyhetsbrevet åt oss och behandlar uppgifterna för nyhetsbrevet ovan, även den som vårt personuppgiftsbiträde enligt ett biträdesavtal.",
          },
          "Om ett biträde behandlar uppgifter utanför EU/EES, till exempel i USA, sker överföringen med stöd av ramverket för dataskydd mellan EU och USA (EU–US Data Privacy Framework) om företaget är certifierat enligt det, och annars med stöd av EU-kommissionens standardavtalsklausuler. Du kan be oss om en kopia av skyddsåtgärderna.",
          "Till andra, till exempel en myndighet, lämnar vi bara ut personuppgifter när lagen kräver det. Från länkade webbplatser, till exempel [skatteverket.se](https://www.skatteverket.se), hämtas ingenting förrän du klickar på länken. Där gäller sedan den webbplatsens egen integritetspolicy.",
        ],
      },
      retention: {
        heading: "Hur länge vi sparar uppgifter",
        body: [
          "Serverloggarna sparas i högst {logRetentionDays} dagar och raderas sedan.",
          "Ditt cookieval ligger kvar i din webbläsare tills du rensar det. Vi kan varken se eller radera det från vårt håll. Hur du ändrar eller rensar det står i vår cookiepolicy.",
          {
            simulated:
              "Adresser som skrivs in i formuläret för nyhetsbrevet sparas inte alls, eftersom de aldrig når oss.",
            live: "Nyhetsbrevet: en anmälan som inte bekräftas raderas efter {pendingDays} dagar. En bekräftad prenumeration sparas tills du avslutar den. Loggen över de mejl vi har skickat till dig sparas i {sentMailDays} dagar. När du avslutar prenumerationen, eller ber oss radera dina uppgifter, raderar vi adressen och allt som sparats med den, loggen också. Kvar blir bara en envägshash av adressen, som inte går att läsa tillbaka, så att vi aldrig mejlar den igen av misstag. Den raderas om du anmäler dig och bekräftar på nytt. En kurs som du har gått klart eller avslutat finns kvar i uppgifterna, med de lektioner vi har skickat, tills du avslutar prenumerationen, så att den inte skickas till dig igen. Hur många läsare som slutade efter varje lektion räknas utan något som kan identifiera dem. Besked om studsar och klagomål sparas i {mailEventMonths} månader, kopplade till adressen bara genom hashen, även efter att du har avslutat prenumerationen (en radering tar bort dem). Det antalet sparas i {sendLogHours} timmar. Administrationssidorna för personalen som sköter nyhetsbrevet för en logg över vad var och en har gjort, till exempel skickat ett nyhetsbrev eller exporterat eller raderat en prenumerants uppgifter, med prenumerantens adress förkortad (som a…@example.com). Loggen sparas i {auditLogMonths} månader.",
          },
          "Meddelanden till oss sparar vi så länge som behövs för att hantera ärendet, om inte lagen kräver att vi sparar dem längre.",
        ],
      },
      yourRights: {
        heading: "Dina rättigheter",
        body: [
          "Enligt GDPR har du rättigheterna nedan, och du kan alltid fråga oss vilka uppgifter vi har om dig. Vi svarar kostnadsfritt inom en månad. För att hitta uppgifter i serverloggarna kan vi behöva din IP-adress och ungefär när du besökte webbplatsen.",
        ],
        items: [
          "Tillgång: du kan få veta om vi behandlar personuppgifter om dig och få en kopia av dem.",
          "Rättelse: du kan få felaktiga uppgifter om dig rättade.",
          "Radering: du kan få dina uppgifter raderade, till exempel när de inte längre behövs.",
          "Begränsning: du kan begära att vi begränsar behandlingen, till exempel medan vi kontrollerar om uppgifterna stämmer.",
          "Invändning: du kan invända mot behandling som grundar sig på vårt berättigade intresse. Då måste vi sluta, om vi inte kan visa tvingande berättigade skäl som väger tyngre än dina intressen.",
          {
            simulated:
              "Dataportabilitet: du kan få ut de uppgifter du har lämnat till oss i ett maskinläsbart format, när behandlingen grundar sig på samtycke eller avtal. I dag gör ingen av våra behandlingar det.",
            live: "Dataportabilitet: du kan få ut de uppgifter du har lämnat till oss, till exempel din anmälan till nyhetsbrevet, i ett maskinläsbart format.",
          },
          {
            simulated:
              "Återkalla samtycke: när en behandling grundar sig på ditt samtycke kan du när som helst ta tillbaka det. I dag bygger ingenting vi gör på samtycke.",
            live: "Återkalla samtycke: du kan när som helst ta tillbaka ditt samtycke, lika enkelt som du gav det: till allt med avregistreringslänken i något av våra mejl, eller till en kurs med länken ”Avsluta kursen” i någon av dess lektioner. Det gör inte behandlingen före återkallelsen olaglig.",
          },
          "Klagomål: du kan klaga hos Integritetsskyddsmyndigheten (IMY), [imy.se](https://www.imy.se), om du anser att vi behandlar dina uppgifter felaktigt.",
        ],
      },
      contact: {
        heading: "Kontakt",
        body: [
          "Har du frågor eller vill du använda dina rättigheter? Kontakta Skattlyktan Utbildning AB via kontaktuppgifterna nedan. Vi kan komma att uppdatera policyn, och datumet på sidan visar när den senast ändrades.",
        ],
      },
    },
  },
  cookiePolicy: {
    summary: {
      simulated:
        "Vi använder inga analys- eller marknadsföringscookies. Vi sparar bara tre saker, alla i din egen webbläsare: ditt svar i cookierutan, så att rutan inte dyker upp hela tiden, dina framsteg i en kurs när du läser den och, bara om du ber om det, dina siffror i skatteräknaren. Den lagringen är nödvändig och kräver inget samtycke. Vill du ändra ditt svar väljer du Cookieinställningar längst ned på valfri sida.",
      live: "Vi använder inga analys- eller marknadsföringscookies. För besökare sparar vi bara tre saker, alla i den egna webbläsaren: ditt svar i cookierutan, så att rutan inte dyker upp hela tiden, dina framsteg i en kurs när du läser den och, bara om du ber om det, dina siffror i skatteräknaren. Vår egen personal får dessutom en inloggningscookie när de loggar in på nyhetsbrevets administrationssidor. Allt detta är nödvändigt och kräver inget samtycke. Vill du ändra ditt svar väljer du Cookieinställningar längst ned på valfri sida.",
    },
    sections: {
      introduction: {
        heading: "Om policyn",
        body: [
          "Här förklarar vi vad Skattlyktan Utbildning AB sparar i din webbläsare på webbplatsen, och varför.",
          "Policyn följer 9 kap. 28 § lagen (2022:482) om elektronisk kommunikation (LEK). En webbplats får bara lagra eller läsa uppgifter i din enhet om du får veta syftet och samtycker till det. Undantaget är lagring som är nödvändig för att leverera en tjänst som du uttryckligen har begärt. Sådan lagring kräver inget samtycke, men vi berättar ändå om den här.",
        ],
      },
      whatAreCookies: {
        heading: "Vad är cookies?",
        body: [
          "Cookies (kakor) är små textfiler som en webbplats sparar i din webbläsare och läser av vid senare besök, till exempel för att hålla dig inloggad eller komma ihåg dina inställningar.",
          "Liknande tekniker, till exempel lokal lagring (localStorage), sparar också uppgifter i webbläsaren. Till skillnad från cookies skickas uppgifter i lokal lagring inte automatiskt till servern, utan de stannar på din enhet. Lagen gäller båda, och det gör även den här policyn.",
        ],
      },
      types: {
        heading: "Olika typer av cookies",
        body: {
          simulated: [
            "Cookies och liknande tekniker brukar delas in i tre typer: nödvändiga cookies, analyscookies och marknadsföringscookies. Vi använder bara nödvändig lagring, och då bara tre uppgifter. Vi sätter inga cookies alls, och inga andra företag sparar något i din webbläsare via vår webbplats.",
          ],
          live: [
            "Cookies och liknande tekniker brukar delas in i tre typer: nödvändiga cookies, analyscookies och marknadsföringscookies. Vi använder bara nödvändig lagring: tre uppgifter i besökarnas webbläsare och en cookie för vår egen personal. Inga andra företag sparar något i din webbläsare via vår webbplats.",
          ],
        },
        essential: {
          heading: "Nödvändig lagring",
          body: {
            simulated: [
              "Nödvändig lagring behövs för att en webbplats ska fungera eller för att du ska få något som du har bett om. Den kräver inget samtycke.",
              "Den första uppgiften vi sparar hos besökare är nyckeln cookies-accepted i webbläsarens lokala lagring: true om du klickade på Godkänn alla, false om du klickade på Avböj. Den används bara för att komma ihåg ditt svar, så att rutan inte visas på varje sida. Värdet skickas inte till oss och används inte för att känna igen eller följa dig.",
              "Värdet har inget utgångsdatum utan ligger kvar tills du ändrar eller rensar det. I ett privat fönster raderas det oftast när du stänger fönstret, och vissa webbläsare tar bort det efter en tid utan besök.",
              "Den andra uppgiften är nyckeln course-progress, också i webbläsarens lokala lagring. Den skrivs bara när du använder en kurs: när du når slutet av en lektion och när du svarar rätt på alla frågor i en lektions test. Den innehåller vilka lektioner du har läst och vilka test du har klarat, och hur många lektioner varje kurs har, så att kurssidorna, lektionerna och startsidan kan bocka av dem åt dig. Den läses och skrivs bara av sidan i din webbläsare, skickas aldrig till oss eller någon annan och används inte för att känna igen eller följa dig. Den är nödvändig för listan över dina framsteg som kurserna erbjuder dig och kräver därför inget samtycke. Vill du ta bort den väljer du Rensa mina framsteg på en kurssida (för den kursen) eller rensar webbplatsens data i webbläsaren som beskrivs nedan. Blockerar din webbläsare lagring fungerar kurserna som vanligt, men dina framsteg sparas inte.",
              "Den tredje uppgiften är nyckeln calculator-figures, också i webbläsarens lokala lagring. Den skrivs bara om du kryssar i rutan för att spara dina siffror i skatteräknaren, innehåller de siffror du har skrivit där och tas bort när du kryssar ur rutan. Den läses och skrivs bara av sidan i din webbläsare och skickas aldrig till oss eller någon annan. Den ger dig något du har bett om och kräver därför inget samtycke.",
            ],
            live: [
              "Nödvändig lagring behövs för att en webbplats ska fungera eller för att du ska få något som du har bett om. Den kräver inget samtycke.",
              "Den första uppgiften vi sparar hos besökare är nyckeln cookies-accepted i webbläsarens lokala lagring: true om du klickade på Godkänn alla, false om du klickade på Avböj. Den används bara för att komma ihåg ditt svar, så att rutan inte visas på varje sida. Värdet skickas inte till oss och används inte för att känna igen eller följa dig.",
              "Värdet har inget utgångsdatum utan ligger kvar tills du ändrar eller rensar det. I ett privat fönster raderas det oftast när du stänger fönstret, och vissa webbläsare tar bort det efter en tid utan besök.",
              "Den andra uppgiften är nyckeln course-progress, också i webbläsarens lokala lagring. Den skrivs bara när du använder en kurs: när du når slutet av en lektion och när du svarar rätt på alla frågor i en lektions test. Den innehåller vilka lektioner du har läst och vilka test du har klarat, och hur många lektioner varje kurs har, så att kurssidorna, lektionerna och startsidan kan bocka av dem åt dig. Den läses och skrivs bara av sidan i din webbläsare, skickas aldrig till oss eller någon annan och används inte för att känna igen eller följa dig. Den är nödvändig för listan över dina framsteg som kurserna erbjuder dig och kräver därför inget samtycke. Vill du ta bort den väljer du Rensa mina framsteg på en kurssida (för den kursen) eller rensar webbplatsens data i webbläsaren som beskrivs nedan. Blockerar din webbläsare lagring fungerar kurserna som vanligt, men dina framsteg sparas inte.",
              "Den tredje uppgiften är nyckeln calculator-figures, också i webbläsarens lokala lagring. Den skrivs bara om du kryssar i rutan för att spara dina siffror i skatteräknaren, innehåller de siffror du har skrivit där och tas bort när du kryssar ur rutan. Den läses och skrivs bara av sidan i din webbläsare och skickas aldrig till oss eller någon annan. Den ger dig något du har bett om och kräver därför inget samtycke.",
              "Den enda cookie vi sätter heter __Host-skattlyktan-console, och den får bara vår personal: den sätts när någon som sköter nyhetsbrevet loggar in på dess administrationssidor och håller personen inloggad. Den innehåller ett slumpmässigt värde som pekar ut inloggningen på vår server och inget annat, skickas bara över HTTPS och bara till den här webbplatsen, och raderas när personen loggar ut, eller senast efter {consoleSessionHours} timmar. Besökare på webbplatsen får den aldrig. Den är nödvändig för tjänsten som personalen har bett om och kräver därför inget samtycke.",
            ],
          },
        },
        analytics: {
          heading: "Analyscookies",
          body: [
            "Analyscookies mäter hur besökare använder en webbplats, till exempel vilka sidor de läser och hur länge, ofta via en extern tjänst. Vi använder inga. Om det ändras ber vi först om ditt samtycke och uppdaterar policyn.",
          ],
        },
        marketing: {
          heading: "Marknadsföringscookies",
          body: [
            "Marknadsföringscookies följer dig mellan webbplatser för att visa riktad reklam eller mäta kampanjer. Vi använder inga, och webbplatsen visar ingen reklam.",
          ],
        },
      },
      managing: {
        heading: "Så ändrar du ditt val",
        body: [
          "Du svarar i cookierutan med Godkänn alla eller Avböj. Eftersom vi inte använder några analys- eller marknadsföringscookies gör knapparna samma sak: de sparar ditt svar och inget annat. Om vi någon gång lägger till lagring som kräver samtycke ber vi om det först.",
          "Vill du ändra ditt svar väljer du Cookieinställningar längst ned på valfri sida. Då visas rutan igen och du väljer på nytt, lika enkelt som första gången. Någon särskild inställningssida finns inte.",
          "Du kan också rensa det som webbläsaren har sparat för den här webbplatsen. Andra webbplatser påverkas inte. Rutan visas då igen nästa gång du besöker oss, och dina framsteg i kurserna försvinner. Menyerna heter olika i olika webbläsare och versioner, men ungefär så här gör du:",
        ],
        items: [
          "Chrome och Edge, även på Android: klicka eller tryck på ikonen till vänster om webbadressen, öppna cookies och webbplatsdata (eller webbplatsinställningar) och radera uppgifterna för den här webbplatsen.",
          "Firefox: klicka på hänglåset till vänster om webbadressen och välj att rensa kakor och webbplatsdata.",
          "Safari på Mac: välj Safari, Inställningar, Integritet och Hantera webbplatsdata, markera den här webbplatsen och klicka på Ta bort.",
          "Safari på iPhone och iPad: öppna Inställningar, Safari (under Appar i nyare versioner), Avancerat och Webbplatsdata, och svep åt vänster på den här webbplatsen.",
        ],
      },
      contact: {
        heading: "Frågor",
        body: [
          "Har du frågor? Kontakta Skattlyktan Utbildning AB via kontaktuppgifterna nedan. Hur vi hanterar personuppgifter står i vår integritetspolicy. Datumet på sidan visar när cookiepolicyn senast ändrades.",
        ],
      },
    },
  },
  terms: {
    summary:
      "Villkoren gäller när du använder webbplatsen. Kort sagt: webbplatsen är gratis och ger allmän information om skatteändringarna 2025. Den ger inte professionell skatterådgivning, och det är Skatteverket som avgör hur reglerna gäller för dig. Använd webbplatsen lagligt och kopiera inte vårt innehåll för kommersiellt bruk utan lov. Svensk lag gäller.",
    sections: {
      introduction: {
        heading: "Om villkoren",
        body: [
          "Webbplatsen drivs av Skattlyktan Utbildning AB i Stockholm (vi). Villkoren gäller när du använder webbplatsen på svenska eller engelska, med alla texter och kurser.",
          "Hur vi hanterar personuppgifter står i vår integritetspolicy och vår cookiepolicy.",
        ],
      },
      acceptance: {
        heading: "Godkännande av villkoren",
        body: [
          "Genom att använda webbplatsen godkänner du villkoren. Godkänner du dem inte ber vi dig att inte använda webbplatsen.",
          "Vi kan ändra villkoren, till exempel när webbplatsen ändras. Datumet på sidan visar när de senast uppdaterades. Det är de villkor som är publicerade när du använder webbplatsen som gäller.",
        ],
      },
      services: {
        heading: "Vår tjänst",
        body: [
          "Vi erbjuder kostnadsfri utbildning om skatteändringarna 2025: texter och översikter nu, och kurser efter hand som de blir klara. Du behöver inget konto, och det kostar ingenting.",
          "Innehållet är allmän information. Det är inte professionell skatterådgivning och tar inte hänsyn till just din situation. Att du använder webbplatsen gör oss inte till dina rådgivare. Innan du fattar beslut om din egen skatt bör du kontrollera reglerna på [skatteverket.se](https://www.skatteverket.se) eller fråga en kvalificerad rådgivare.",
          {
            simulated:
              "På webbplatsen finns ett formulär för ett nyhetsbrev som inte har startat än. Formuläret skickar inte din adress någonstans, så du får inget nyhetsbrev den vägen.",
            live: "Du kan prenumerera på vårt kostnadsfria nyhetsbrev. Du bekräftar anmälan via en länk som vi mejlar dig, och du kan när som helst avsluta prenumerationen via länken i varje mejl. Vad vi sparar står i vår integritetspolicy.",
          },
          "Vi kan när som helst ändra, pausa eller stänga webbplatsen eller delar av den, utan förvarning.",
        ],
      },
      userObligations: {
        heading: "Dina skyldigheter",
        body: [
          "Du får läsa, skriva ut och dela innehållet för eget, icke-kommersiellt bruk, och du får gärna länka till våra sidor. Texterna och övrigt innehåll tillhör Skattlyktan Utbildning AB om inget annat anges.",
          "När du använder webbplatsen åtar du dig att",
        ],
        items: [
          "bara använda webbplatsen på ett sätt som är lagligt och inte skadar andra",
          "inte försöka störa eller överbelasta webbplatsen, eller skaffa dig obehörig åtkomst till den eller till systemen bakom den",
          "inte kopiera, publicera eller sälja vårt innehåll i kommersiellt syfte utan vårt skriftliga tillstånd",
        ],
      },
      limitationOfLiability: {
        heading: "Ansvarsbegränsning",
        body: [
          "Vi arbetar för att informationen ska vara korrekt och aktuell, men skatteregler, belopp och datum kan ändras, och fel kan förekomma. Vi kan inte garantera att innehållet alltid är fullständigt, korrekt eller aktuellt.",
          "Det är Skatteverket som avgör hur skattereglerna tillämpas i ditt fall. Kontrollera alltid på [skatteverket.se](https://www.skatteverket.se) innan du agerar. Vi ansvarar inte för beslut som du fattar, eller för skada som du drabbas av, på grund av den allmänna informationen på webbplatsen.",
          "Vi lovar inte att webbplatsen alltid är tillgänglig eller fri från fel. Vi ansvarar inte heller för innehållet på andra webbplatser som vi länkar till.",
          "Inget i villkoren begränsar sådant ansvar som inte får begränsas enligt tvingande lag.",
        ],
      },
      governingLaw: {
        heading: "Tillämplig lag och tvister",
        body: [
          "Svensk lag gäller för villkoren och för din användning av webbplatsen.",
          "Har du klagomål vill vi gärna att du hör av dig till oss först, så försöker vi lösa det direkt.",
          "Tvister avgörs av svensk allmän domstol med Stockholms tingsrätt som första instans. Är du konsument påverkar det inte de rättigheter du har enligt tvingande lag, till exempel rätten att väcka talan i det land där du bor.",
        ],
      },
      contact: {
        heading: "Kontakt",
        body: [
          "Har du frågor om villkoren? Kontakta Skattlyktan Utbildning AB via kontaktuppgifterna nedan.",
        ],
      },
    },
  },
};

/** Lektionsräknarnas ord (se `enLessonCalculators`). */
export const seLessonCalculators: LessonCalculatorsDictionary = {
  common: {
    calculate: "Räkna ut",
    notANumber: "Skriv ett tal, till exempel {example}.",
    negative: "Skriv 0 eller mer.",
    tooLarge: "Skriv högst {max}: ett större tal är troligen ett skrivfel.",
    ambiguous:
      "Menade du {first} eller {second}? Skriv talet igen utan skiljetecknet, till exempel {second}.",
    percent: "Skriv ett belopp, inte en procentsats.",
    incomeYear: "Inkomstår",
    amountUnit: "kr",
  },
  "travel-deduction": {
    title: "Räkna ut ditt reseavdrag",
    mode: "Hur du reser till arbetet",
    modes: {
      "own-car": "Egen bil ({rate} per mil)",
      "company-car": "Förmånsbil ({rate} per mil)",
      "company-car-electric": "Förmånsbil som drivs helt med el ({rate} per mil)",
      "public-transport": "Kollektivtrafik",
    },
    days: "Antal arbetsdagar du reste",
    milPerDay: "Mil per dag, fram och tillbaka (1 mil = 10\u00a0km)",
    yearlyFare: "Årskostnaden för det billigaste färdsättet (kr)",
    municipalRate: "Din kommunalskatt (%)",
    municipalRateHint: "Genomsnittet {year} är {rate}.",
    cost: "Dina resekostnader",
    threshold: "Minus de första {threshold} (inkomstår {year})",
    deduction: "Ditt reseavdrag",
    taxEffect: "Din skatt blir ungefär så mycket lägre",
    summary: "Reseavdrag {deduction}; din skatt blir ungefär {tax} lägre.",
    approximate:
      "En uppskattning: avdraget sänker din beskattningsbara inkomst, så skatten sjunker med ungefär din kommunalskatt av avdraget.",
    box: "I deklarationen fyller du i hela kostnaden i ruta 2.1; Skatteverket drar av {threshold}.",
    conditions:
      "Bilen räknas bara om du har minst 5\u00a0km till arbetet och regelbundet sparar minst 2 timmar per dag, fram och tillbaka, jämfört med kollektivtrafik, eller på någon av de andra grunderna som lektionen förklarar. För kollektivtrafik gäller minst 2\u00a0km.",
  },
  "isk-tax": {
    title: "Räkna ut skatten på ditt investeringssparkonto (ISK)",
    quarter: "Värdet vid ingången av kvartal {quarter} (kr)",
    deposits: "Insättningar under året (kr)",
    capitalBase: "Kapitalunderlag",
    taxFree: "Skattefri grundnivå",
    taxableBase: "Kapitalunderlag över grundnivån",
    standardIncomeRate: "Procentsats för schablonintäkten",
    standardIncome: "Schablonintäkt",
    tax: "Skatt ({rate})",
    taxShare: "Det är {rate} av kapitalunderlaget över grundnivån.",
    summary: "Skatt för inkomstår {first}: {firstTax}; för {second}: {secondTax}.",
    taxFreeNote:
      "Den skattefria grundnivån gäller per person, för ISK, kapitalförsäkring och PEPP tillsammans: räknaren utgår från att du inte har något annat sådant sparande.",
  },
  "interest-reduction": {
    title: "Räkna ut din skattereduktion för ränteutgifter",
    secured: "Ränta på lån med säkerhet (kr)",
    unsecured: "Ränta på lån utan säkerhet, till exempel blancolån och kreditkort (kr)",
    countedUnsecured: "Ränta utan säkerhet som räknas (andelen inom parentes)",
    deficit: "Underskott av kapital",
    reduction: "Skattereduktion",
    summary: "Skattereduktion för inkomstår {first}: {firstReduction}; för {second}: {secondReduction}.",
    rates: "{lower} av underskottet upp till {limit}, {upper} av det som överstiger.",
    deficitNote:
      "Räknaren tar räntan som räknas som ditt underskott av kapital, vilket i praktiken är dina ränteutgifter netto.",
    boxes:
      "I deklarationen för {year} fyller du i hela räntan: {secured} i ruta 8.1 och {unsecured} i ruta 8.8. Halveringen görs i beräkningen.",
  },
  "rot-rut": {
    title: "Räkna ut ditt rot- och rutavdrag",
    rotLabour: "Rot: arbetskostnaden (kr)",
    rotPaid: "Dagen du betalade",
    rotPaidHint: "Betalningsdagen avgör rotavdragets procentsats och året.",
    rutLabour: "Rut: arbetskostnaden samma år (kr)",
    notAYear: "Välj en dag under {first} eller {second}: räknaren känner bara till de årens regler.",
    rot: "Rotavdrag ({rate})",
    rut: "Rutavdrag ({rate})",
    total: "Din skattereduktion, inkomstår {year}",
    rotCeiling: "Taket för rotavdraget, {ceiling}, är nått.",
    combinedCeiling: "Taket på {ceiling} för rot och rut tillsammans är nått.",
    summary: "Skattereduktion {total}.",
    limits:
      "Taken gäller skattereduktionen per person och år, inte arbetskostnaden. Skattereduktionen kan inte bli större än din skatt; blir den det betalar du tillbaka skillnaden.",
  },
  "average-cost": {
    title: "Räkna ut en försäljning med genomsnittsmetoden",
    purchase: "Köp {number}",
    addPurchase: "Lägg till ett köp",
    removePurchase: "Ta bort köp {number}",
    sale: "Försäljningen",
    shares: "Antal aktier",
    price: "Pris per aktie (kr)",
    brokerage: "Courtage (kr)",
    tooMany: "Du kan inte sälja fler aktier än du har köpt ({owned}).",
    noShares: "Sälj minst en aktie.",
    averageCost: "Genomsnittligt omkostnadsbelopp per aktie, courtage inräknat",
    netProceeds: "Försäljningspris efter courtage",
    method: "Metod",
    cost: "Omkostnadsbelopp",
    gain: "Vinst eller förlust",
    averageMethod: "Genomsnittsmetoden",
    standardMethod: "Schablonmetoden, 20\u00a0% (marknadsnoterade aktier)",
    betterAverage: "Genomsnittsmetoden ger den lägre vinsten.",
    betterStandard: "Schablonmetoden ger den lägre vinsten.",
    tax: "Skatt på vinsten ({rate})",
    summaryGain: "Vinst {gain}; skatt {tax}.",
    summaryLoss: "Förlust {loss}.",
    loss: "En förlust kvittas fullt ut mot vinster på marknadsnoterade aktier och aktiefonder; en förlust som blir kvar räknas till {share}: {amount}.",
  },
};

/** Sidorna bakom en lektions "avsluta kursen" (se `enCourseStopPage`). */
export const seCourseStopPage: CourseStopDictionary = {
  title: "Avsluta kursen",
  body: "Du får inga fler lektioner från den här kursen. Allt annat fortsätter som vanligt.",
  button: "Avsluta kursen",
  submitting: "Avslutar …",
  doneTitle: "Kursen är avslutad",
  doneBody: "Inga fler lektioner från den kommer. Du kan anmäla dig till kursen igen när du vill.",
  again: "Tillbaka till kurserna",
};

/** Nyhetsbrevets sidor (bekräfta, avsluta; se `enNewsletterPages`). */
export const seNewsletterPages: NewsletterPagesDictionary = {
  chosen: {
    thankYou:
      "Du har bett om {choices} via e-post. När du har bekräftat kommer lektion 1 först, sedan en lektion med några dagars mellanrum.",
    confirmTitle: "Bekräfta din kostnadsfria kurs",
    confirmTitleMany: "Bekräfta dina kostnadsfria kurser",
    confirmBody: "Tryck på knappen för att bekräfta att du vill ha {choices} via e-post.",
    newsletter: "Skattlyktans nyhetsbrev",
    course: "den kostnadsfria kursen ”{course}”",
    confirmButton: "Bekräfta",
    doneTitle: "Din kurs är bekräftad",
    doneTitleMany: "Dina kurser är bekräftade",
    doneBody: "Lektion 1 i ”{course}” är på väg till din inkorg – eller läs den nu.",
    readNow: "Läs lektion 1 i ”{course}” nu",
    doneNewsletter:
      "Du får också nyhetsbrevet när skatteregler eller datum ändras: vi har skickat ett välkomstmejl till dig.",
    stopNote: "Varje lektionsmejl har en länk där du kan avsluta kursen.",
  },
  confirm: {
    metaTitle: "Bekräfta prenumerationen – Skattlyktan",
    title: "Bekräfta din prenumeration",
    body: "Tryck på knappen för att bekräfta att du vill ha Skattlyktans kostnadsfria nyhetsbrev.",
    button: "Bekräfta prenumerationen",
    submitting: "Bekräftar …",
    doneTitle: "Din prenumeration är bekräftad",
    doneBody:
      "Tack! Vi har skickat ett välkomstmejl till dig. Varje mejl har en länk för att avsluta prenumerationen.",
    alreadyTitle: "Du prenumererar redan",
    alreadyBody:
      "Länken har använts förut: din prenumeration är bekräftad, och du behöver inte göra något mer. Varje mejl från oss har en länk för att avsluta prenumerationen.",
    back: "Tillbaka till startsidan",
  },
  unsubscribe: {
    metaTitle: "Avsluta prenumerationen – Skattlyktan",
    title: "Avsluta prenumerationen",
    body: "Tryck på knappen för att sluta få Skattlyktans nyhetsbrev. Det gäller direkt, och vi raderar din adress.",
    button: "Avsluta prenumerationen",
    submitting: "Avslutar …",
    doneTitle: "Du prenumererar inte längre",
    doneBody:
      "Vi skickar inte nyhetsbrevet till dig igen, och vi har raderat din adress. Ångrar du dig? Du kan anmäla dig igen när du vill.",
    invalidTitle: "Länken fungerar inte",
    invalidBody:
      "Länken kan vara ofullständig, eller så har den redan använts: när du avslutar prenumerationen raderar vi din adress, och länkarna i våra mejl leder då ingenstans. Får du fortfarande mejl från oss? Skriv din adress, så mejlar vi dig en ny länk för att avsluta prenumerationen.",
    requestButton: "Mejla mig en länk",
    sentTitle: "Titta i din inkorg",
    sentBody:
      "Om adressen får vårt nyhetsbrev har vi mejlat en länk dit för att avsluta prenumerationen. Det kan ta några minuter, och mejlet kan hamna i skräpposten. Får adressen inte vårt nyhetsbrev skickas ingenting.",
    signUpAgain: "Anmäl dig igen",
  },
  expired: {
    metaTitle: "Länken har använts eller gått ut – Skattlyktan",
    title: "Länken har redan använts eller har gått ut",
    body: "En bekräftelselänk går att använda en gång och gäller i 48 timmar. Anmäl dig igen, så skickar vi en ny länk.",
    signUpAgain: "Anmäl dig igen",
  },
  refused: {
    title: "Ingenting har gjorts",
    body: "Formuläret skickades från en annan webbplats, inte från vår, så vi gjorde ingenting med det. Öppna länken i vårt mejl eller gå till vår startsida om du vill använda det.",
    back: "Tillbaka till startsidan",
  },
};

/** Ordlistans egna ord (se `enGlossaryPage`). */
export const seGlossaryPage: GlossaryPageDictionary = {
  breadcrumb: "Du är här",
  home: "Hem",
  metaTitle: "Ordlista: skattetermerna förklarade | Skattlyktan",
  metaDescription:
    "Skattetermerna som våra gratiskurser använder, från avdrag till Övriga upplysningar, förklarade på enkel svenska, med engelsk översättning och rutan i deklarationen där en sådan finns.",
  kicker: "Ordlista",
  title: "Skattetermerna förklarade",
  intro:
    "Här är varje skatteterm som kurserna använder, med en enkel förklaring, den engelska översättningen och, där det finns en, rutan i deklarationen. Termerna står i bokstavsordning.",
  index: "Termer efter bokstav",
  gloss: "På engelska:",
  where: "I deklarationen: {places}",
  box: "ruta {box}",
  form: "blankett {form}",
  disclaimer:
    "Ordlistan är allmän information, inte professionell skatterådgivning. Det är Skatteverket som avgör hur reglerna gäller för dig, så kontrollera ditt eget fall på skatteverket.se.",
};
