import type { Dictionary, MailDictionary } from "./translate";

/** Svenska texter (URL-prefixet är /se, dokumentspråket sv). Samma nycklar som `en.ts`. */
export const se: Dictionary = {
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
    metaTitle: "Skattlyktan – skatteändringarna 2025 på klarspråk",
    metaDescription:
      "Gratis guider på klarspråk om skatteändringarna 2025: nya skattenivåer, digital deklaration och ändrade avdrag. Allmän information, inte skatterådgivning.",
  },
  hero: {
    eyebrow: "Gratis skatteutbildning · 2025",
    title: "Förstå skatteändringarna 2025",
    subtitle:
      "Lägre skatt för de flesta som jobbar, ändrade avdrag och ett skattefritt belopp på ISK. Vi förklarar vad som ändras 2025 och vad det betyder för dig.",
    mission:
      "Vårt mål är enkelt: gratis skatteutbildning på klarspråk för alla som bor i Sverige, oavsett om du är född här eller nyss har flyttat hit.",
    cta: "Få skattenyheter gratis",
    disclaimer:
      "Det här är allmän information och inte professionell skatterådgivning – kontrollera vad som gäller för dig hos Skatteverket på [skatteverket.se](https://www.skatteverket.se).",
  },
  features: {
    title: "Det här ändras 2025",
    subtitle: "Tre förändringar som påverkar de flesta som bor och betalar skatt i Sverige.",
    feature1: {
      title: "Nya skattenivåer",
      description:
        "Du kan tjäna mer innan du betalar statlig inkomstskatt. Har du till exempel en månadsinkomst under ungefär 53 600 kr betalar du ingen statlig skatt 2025.",
      points: [
        "Skiktgränsen för statlig inkomstskatt höjs till 625 800 kr i beskattningsbar inkomst (598 500 kr 2024).",
        "Statlig skatt börjar tas ut vid en månadsinkomst på ungefär 53 600 kr (brytpunkten är 643 100 kr om året under 66 år och 733 200 kr från 66 år).",
        "Ett förstärkt jobbskatteavdrag gör att de flesta som arbetar betalar något lägre skatt. Pensionärer får en motsvarande skattesänkning.",
      ],
    },
    feature2: {
      title: "Digital deklaration",
      description:
        "De flesta godkänner sin inkomstdeklaration digitalt, helt utan papper. Godkänner du tidigt kan skatteåterbäringen komma snabbare.",
      points: [
        "Du godkänner deklarationen i Skatteverkets e-tjänst eller app och loggar in med e-legitimation.",
        "2025 öppnade e-tjänsten den 18 mars.",
        "Den som godkände senast 2 april fick återbäringen 7–11 april. Sista dag att deklarera var 2 maj.",
      ],
    },
    feature3: {
      title: "Ändrade avdrag",
      description:
        "Flera avdrag ändras 2025. Ett nytt fribelopp gör dessutom att du inte betalar någon skatt på de första 150 000 kronorna du sparar på ISK, i kapitalförsäkring eller på PEPP-konto.",
      points: [
        "Grundavdraget 2025 är minst 24 900 kr och högst 45 300 kr.",
        "ROT-avdraget höjs tillfälligt från 30 % till 50 % av arbetskostnaden för arbete som betalas under en del av 2025. Kontrollera datumen på skatteverket.se.",
        "Fribeloppet på ISK, kapitalförsäkring och PEPP-konto är 150 000 kr 2025 och 300 000 kr från 2026.",
      ],
    },
    source:
      "Siffrorna kommer från budgetpropositionen för 2025 (prop. 2024/25:1) och Skatteverket. Kontrollera det senaste på [skatteverket.se](https://www.skatteverket.se).",
  },
  courses: {
    title: "Gratis kurser",
    subtitle: "Korta kurser på klarspråk. De öppnar snart – prenumerera på nyhetsbrevet så hör vi av oss.",
    course1: {
      title: "Undvik fel i deklarationen",
      description:
        "Lär dig vilka misstag som är vanligast i inkomstdeklarationen: glömda avdrag, fel reseavdrag, missade försäljningar av aktier eller fonder och inkomster från utlandet som inte kommer med. Du lär dig också att gå igenom deklarationen steg för steg innan du godkänner den.",
      cta: "Säg till när kursen öppnar",
    },
    course2: {
      title: "Laglig skatteoptimering, inklusive Pillar 3a",
      description:
        "Lär dig vilka lagliga möjligheter du har i Sverige: sparande på ISK, privat pensionssparande och de avdrag du har rätt till. Pillar 3a är ett schweiziskt privat pensionssparande, inte ett svenskt. Bor du i Sverige och har sparat i Pillar 3a får du veta hur det sparandet beskattas här.",
      cta: "Säg till när kursen öppnar",
    },
    course3: {
      title: "Allmän skatteplanering",
      description:
        "Gör en enkel årsplan för din skatt. Du lär dig vad du ska tänka på när det gäller inkomster, avdrag och sparande, och vilka datum du ska skriva in i kalendern.",
      cta: "Säg till när kursen öppnar",
    },
    free: "Gratis",
  },
  newsletter: {
    title: "Få skattenyheter gratis",
    subtitle: "Korta nyheter på klarspråk när regler eller datum ändras, och besked när våra kurser öppnar.",
    label: "E-postadress",
    placeholder: "du@exempel.se",
    subscribe: "Prenumerera",
    submitting: "Skickar anmälan …",
    success: "Tack för att du prenumererar! Titta i din inkorg efter en bekräftelse.",
    privacyNote: "I den här versionen skickas adressen du skriver in ingenstans, och den sparas inte heller.",
    toolDescription:
      "Prenumerera med en e-postadress på Skattlyktans kostnadsfria nyhetsbrev om skatteändringarna 2025. I den här versionen skickas ingenting: läsaren får se en tacksida.",
    toolParamDescription: "E-postadressen som ska prenumerera.",
  },
  footer: {
    description: "Gratis utbildning på enkel svenska om skatteändringarna 2025.",
    disclaimer:
      "Allmän information, inte professionell skatterådgivning. Det är Skatteverket som avgör vad som gäller för dig.",
    pages: "Sidor",
    companyDetails: "Företagsuppgifter",
    registrationNumber: "Organisationsnummer",
    vatId: "Momsregistreringsnummer",
    financialLicence: "Tillstånd från Finansinspektionen",
    jurisdiction: "Styrelsens säte",
    incorporated: "Registrerat",
    copyright: "© {year} {company}. Alla rättigheter förbehållna.",
  },
  cookie: {
    region: "Samtycke till cookies",
    message:
      "Vi sparar bara ditt cookieval i den här webbläsaren. Vi använder inga analys- eller marknadsföringscookies om du inte godkänner dem.",
    accept: "Godkänn alla",
    decline: "Avböj",
    settings: "Cookieinställningar",
    policyLink: "Cookiepolicy",
  },
  thankYou: {
    metaTitle: "Tack – Skattlyktan",
    title: "Tack!",
    message: "Vi har tagit emot din anmälan. Vi hör av oss snart.",
    back: "Tillbaka till startsidan",
  },
  legal: {
    lastUpdated: "Senast uppdaterad: {date}",
    contents: "På den här sidan",
    email: "E-post",
    postalAddress: "Post",
  },
  privacy: {
    metaTitle: "Integritetspolicy | Skattlyktan",
    metaDescription:
      "Så hanterar Skattlyktan personuppgifter: inget konto, ingen spårning, inga analyscookies och formuläret skickar inte din e-post. Dina rättigheter enligt GDPR.",
    title: "Integritetspolicy",
    summary:
      "Kort sagt: vi samlar in nästan ingenting om dig. Det finns inget konto, inga analys- eller marknadsföringscookies, och ingenting hämtas från andra webbplatser. Nyhetsbrevsformuläret skickar inte din e-postadress någonstans. Det enda som sparas är ditt cookieval, i din egen webbläsare. Servern som webbplatsen ligger på kan tillfälligt behandla tekniska uppgifter, till exempel din IP-adress, för att leverera sidorna på ett säkert sätt.",
    sections: {
      introduction: {
        heading: "Vilka vi är",
        body: [
          "Här beskriver vi hur Skattlyktan Utbildning AB i Stockholm behandlar personuppgifter på webbplatsen, i både den svenska och den engelska versionen.",
          "Skattlyktan Utbildning AB är personuppgiftsansvarig för uppgifterna enligt EU:s dataskyddsförordning (GDPR). Det betyder att vi bestämmer varför och hur de behandlas och ansvarar för att det sker lagligt.",
        ],
      },
      dataCollection: {
        heading: "Vilka uppgifter vi samlar in",
        body: [
          "Webbplatsen består av statiska sidor. Det finns inget konto och ingen inloggning, och vi har inga användarregister eller andra uppgifter om dig, förutom de kortlivade serverloggar som beskrivs nedan. Så här ser det ut:",
        ],
        items: [
          "Serverloggar. När din webbläsare hämtar en sida kan servern som webbplatsen ligger på behandla tekniska uppgifter, till exempel din IP-adress, tidpunkten och vilken sida som hämtades. Det behövs för att sidan ska kunna skickas till dig.",
          "Ditt cookieval. När du klickar på Godkänn alla eller Avböj i cookiebannern sparar webbläsaren värdet true eller false i sin lokala lagring under nyckeln cookies-accepted. Värdet stannar på din enhet och skickas inte till oss.",
          "Nyhetsbrevsformuläret. Så som webbplatsen är byggd i dag skickas, sparas och loggas inte den e-postadress du skriver in, utan du får bara se en tacksida. Om vi senare kopplar in en riktig nyhetsbrevstjänst uppdaterar vi den här policyn innan någon adress samlas in.",
          "Ingen spårning. Vi använder inga analys- eller marknadsföringscookies och inga spårningsverktyg. Typsnitt och andra filer kommer från vår egen webbplats, så inga andra företag kontaktas när en sida laddas.",
        ],
      },
      dataUse: {
        heading: "Hur vi använder uppgifterna och med vilken rättslig grund",
        body: [
          "Vi använder uppgifterna bara för ändamålen nedan. Vi använder dem inte för marknadsföring, profilering eller automatiserade beslut om dig.",
        ],
        items: [
          "Leverera webbplatsen och hålla den säker: uppgifterna i serverloggarna används för att skicka sidorna till din webbläsare och för att upptäcka fel, missbruk och attacker. Rättslig grund: vårt berättigade intresse av en fungerande och säker webbplats (artikel 6.1 f GDPR).",
          "Komma ihåg ditt cookieval, så att bannern inte visas på varje sida. Lagringen är nödvändig och kräver därför inget samtycke enligt lagen om elektronisk kommunikation. Värdet når aldrig oss.",
          "Svara dig när du kontaktar oss. Vi använder då de uppgifter du skickar, till exempel namn och e-postadress. Rättslig grund: vårt berättigade intresse av att besvara frågor och, när du använder dina rättigheter enligt GDPR, vår rättsliga förpliktelse (artikel 6.1 c och f GDPR).",
        ],
      },
      dataSharing: {
        heading: "Vilka vi delar uppgifter med",
        body: [
          "Vi säljer inte personuppgifter, hyr inte ut dem och delar dem inte för reklam.",
          "Vårt webbhotell behandlar uppgifterna i serverloggarna för vår räkning, som vårt personuppgiftsbiträde, och bara enligt våra instruktioner. Till andra, till exempel en myndighet, lämnar vi bara ut personuppgifter när lagen kräver det. Vi för inte över personuppgifter till länder utanför EU/EES.",
          "Från länkade webbplatser, till exempel [skatteverket.se](https://www.skatteverket.se), hämtas ingenting förrän du klickar på länken. Där gäller sedan den webbplatsens egen integritetspolicy.",
        ],
      },
      retention: {
        heading: "Hur länge vi sparar uppgifter",
        body: [
          "Uppgifterna i serverloggarna sparas bara en kort tid, så länge som behövs för att leverera webbplatsen och hålla den säker. Sedan raderas de.",
          "Ditt cookieval ligger kvar i din webbläsare tills du rensar det. Vi kan varken se eller radera det från vårt håll. Hur du rensar det står i vår cookiepolicy.",
          "Adresser som skrivs in i nyhetsbrevsformuläret sparas inte alls, eftersom de aldrig når oss. Meddelanden till oss sparar vi så länge som behövs för att hantera ärendet, om inte lagen kräver att vi sparar dem längre.",
        ],
      },
      yourRights: {
        heading: "Dina rättigheter",
        body: [
          "Enligt GDPR har du rättigheterna nedan. Vi har mycket få uppgifter om dig, men du är alltid välkommen att fråga. Vi svarar kostnadsfritt inom en månad. För att hitta uppgifter i serverloggarna kan vi behöva din IP-adress och ungefär när du besökte webbplatsen.",
        ],
        items: [
          "Tillgång: du kan få veta om vi behandlar personuppgifter om dig och få en kopia av dem.",
          "Rättelse: du kan få felaktiga uppgifter om dig rättade.",
          "Radering: du kan få dina uppgifter raderade, till exempel när de inte längre behövs.",
          "Begränsning: du kan begära att vi begränsar behandlingen, till exempel medan vi kontrollerar om uppgifterna stämmer.",
          "Invändning: du kan invända mot behandling som grundar sig på vårt berättigade intresse. Vi måste då sluta, om vi inte kan visa tvingande berättigade skäl som väger tyngre än dina intressen.",
          "Dataportabilitet: du kan få ut de uppgifter du har lämnat till oss i ett maskinläsbart format, när behandlingen grundar sig på samtycke eller avtal. I dag har vi ingen sådan behandling.",
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
    metaTitle: "Cookiepolicy | Skattlyktan",
    metaDescription:
      "Skattlyktan använder inga analys- eller marknadsföringscookies. Vi sparar bara ditt cookieval i webbläsaren. Läs vad det innebär och hur du ändrar valet.",
    title: "Cookiepolicy",
    summary:
      "Vi använder inga analys- eller marknadsföringscookies. Det enda vi sparar är ditt svar i cookiebannern, i din egen webbläsare, så att bannern inte dyker upp hela tiden. Den lagringen är nödvändig och kräver inget samtycke.",
    sections: {
      introduction: {
        heading: "Om policyn",
        body: [
          "Här förklarar vi vad Skattlyktan Utbildning AB sparar i din webbläsare på webbplatsen, och varför.",
          "Policyn följer 9 kap. 28 § lagen (2022:482) om elektronisk kommunikation (LEK). En webbplats får bara lagra eller läsa uppgifter i din enhet om du får veta syftet och samtycker till det. Ett undantag är lagring som är nödvändig för att leverera en tjänst som du uttryckligen har begärt. Sådan lagring kräver inget samtycke, men vi berättar ändå om den här.",
        ],
      },
      whatAreCookies: {
        heading: "Vad är cookies?",
        body: [
          "Cookies (kakor) är små textfiler som en webbplats sparar i din webbläsare och läser av vid senare besök, till exempel för att hålla dig inloggad eller komma ihåg dina inställningar.",
          "Liknande tekniker, till exempel lokal lagring (localStorage), sparar också uppgifter i webbläsaren. Till skillnad från cookies skickas uppgifter i lokal lagring inte automatiskt till servern, utan stannar på din enhet. Lagen omfattar båda, och det gör även den här policyn.",
        ],
      },
      types: {
        heading: "Olika typer av cookies",
        body: [
          "Cookies och liknande tekniker brukar delas in i tre typer: nödvändiga, analyscookies och marknadsföringscookies. I dag använder vi bara nödvändig lagring, och då bara en enda uppgift. Vi sätter inga cookies alls, och inga andra företag sparar något i din webbläsare via vår webbplats.",
        ],
        essential: {
          heading: "Nödvändig lagring",
          body: [
            "Nödvändig lagring behövs för att en webbplats ska fungera eller för att du ska få något som du har bett om. Den kräver inget samtycke.",
            "Vår enda uppgift är nyckeln cookies-accepted i webbläsarens lokala lagring: true om du klickade på Godkänn alla, false om du klickade på Avböj. Den används bara för att komma ihåg ditt val, så att bannern inte visas på varje sida. Värdet skickas inte till oss och används inte för att känna igen eller följa dig.",
            "Värdet har inget utgångsdatum utan ligger kvar tills du rensar det. I ett privat fönster raderas det oftast när du stänger fönstret, och vissa webbläsare tar bort det efter en tid utan besök.",
          ],
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
          "Du gör ditt val i cookiebannern med Godkänn alla eller Avböj. Eftersom vi inte använder några analys- eller marknadsföringscookies har knapparna i dag samma effekt: bara ditt svar sparas. Om vi någon gång lägger till lagring som kräver samtycke ska du kunna ta tillbaka samtycket lika enkelt som du gav det.",
          "Det finns ingen särskild inställningssida. Vill du ändra ditt val rensar du de uppgifter som webbläsaren har sparat för den här webbplatsen. Andra webbplatser påverkas inte. Nästa gång du öppnar eller laddar om en sida visas bannern igen, och du kan välja på nytt. Menyerna heter olika i olika webbläsare och versioner, men ungefär så här gör du:",
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
          "Har du frågor? Kontakta Skattlyktan Utbildning AB via kontaktuppgifterna nedan. Hur vi hanterar personuppgifter beskriver vi i vår integritetspolicy. Datumet på sidan visar när cookiepolicyn senast ändrades.",
        ],
      },
    },
  },
  terms: {
    metaTitle: "Användarvillkor | Skattlyktan",
    metaDescription:
      "Villkoren för Skattlyktans kostnadsfria information om skatteförändringarna 2025: allmän information, inte professionell skatterådgivning. Svensk lag gäller.",
    title: "Användarvillkor",
    summary:
      "Villkoren gäller när du använder webbplatsen. Kort sagt: webbplatsen är gratis och ger allmän information om skatteförändringarna 2025. Det är inte professionell skatterådgivning, och det är Skatteverket som avgör hur reglerna tillämpas för dig. Använd webbplatsen lagligt och kopiera inte vårt innehåll för kommersiellt bruk utan tillstånd. Svensk lag gäller.",
    sections: {
      introduction: {
        heading: "Om villkoren",
        body: [
          "Webbplatsen drivs av Skattlyktan Utbildning AB i Stockholm (vi). Villkoren gäller när du använder webbplatsen på svenska eller engelska, med alla texter och kurser.",
          "Hur vi hanterar personuppgifter beskriver vi i vår integritetspolicy och vår cookiepolicy.",
        ],
      },
      acceptance: {
        heading: "Godkännande av villkoren",
        body: [
          "Genom att använda webbplatsen godkänner du villkoren. Om du inte godkänner dem ber vi dig att inte använda webbplatsen.",
          "Vi kan ändra villkoren, till exempel när webbplatsen förändras. Datumet på sidan visar när de senast uppdaterades. Det är den version som är publicerad när du använder webbplatsen som gäller.",
        ],
      },
      services: {
        heading: "Vår tjänst",
        body: [
          "Vi erbjuder kostnadsfri utbildning om skatteförändringarna 2025 i form av texter, översikter och kurser. Du behöver inget konto, och det kostar ingenting.",
          "Innehållet är allmän information. Det är inte professionell skatterådgivning och tar inte hänsyn till just din situation. Det uppstår ingen rådgivnings- eller klientrelation mellan dig och oss när du använder webbplatsen. Inför beslut om din egen skatt bör du kontrollera reglerna på [skatteverket.se](https://www.skatteverket.se) eller fråga en kvalificerad rådgivare.",
          "På webbplatsen finns ett formulär där du kan anmäla dig till nyhetsbrevet. Så som webbplatsen är byggd i dag skickar formuläret inte din adress någonstans, så du får inget nyhetsbrev den vägen.",
          "Vi kan när som helst ändra, pausa eller stänga webbplatsen eller delar av den, utan förvarning.",
        ],
      },
      userObligations: {
        heading: "Dina skyldigheter",
        body: [
          "Du får läsa, skriva ut och dela innehållet för eget, icke-kommersiellt bruk, och du får gärna länka till våra sidor. Texterna och övrigt innehåll tillhör Skattlyktan Utbildning AB om inget annat anges.",
          "När du använder webbplatsen ska du:",
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
          "Om du har klagomål vill vi gärna att du hör av dig till oss först, så försöker vi lösa det direkt.",
          "Tvister avgörs av svensk allmän domstol med Stockholms tingsrätt som första instans. Om du är konsument påverkar det inte de rättigheter du har enligt tvingande lag, till exempel rätten att väcka talan i det land där du bor.",
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
  subscription: {
    thankYou: {
      message:
        "Snart klart: vi har skickat ett mejl till dig. Öppna det och tryck på knappen för att bekräfta prenumerationen inom 48 timmar. Inget mejl efter några minuter? Titta i skräpposten.",
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
      back: "Tillbaka till startsidan",
    },
    unsubscribe: {
      metaTitle: "Avsluta prenumerationen – Skattlyktan",
      title: "Avsluta prenumerationen",
      body: "Tryck på knappen för att sluta få Skattlyktans nyhetsbrev. Det gäller direkt.",
      button: "Avsluta prenumerationen",
      submitting: "Avslutar …",
      doneTitle: "Du prenumererar inte längre",
      doneBody:
        "Vi skickar inte nyhetsbrevet till dig igen. Ångrar du dig? Du kan anmäla dig igen när du vill.",
      invalidTitle: "Länken fungerar inte",
      invalidBody:
        "Länken kan vara ofullständig. Kopiera hela länken från mejlet, eller använd avregistreringslänken i ett senare mejl från oss.",
      signUpAgain: "Anmäl dig igen",
    },
    expired: {
      metaTitle: "Länken är använd eller för gammal – Skattlyktan",
      title: "Länken har redan använts eller gäller inte längre",
      body: "En bekräftelselänk fungerar en gång och i 48 timmar. Anmäl dig igen, så skickar vi en ny länk.",
      signUpAgain: "Anmäl dig igen",
    },
    errors: {
      invalidEmail: "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
      emailTooLong: "Adressen är för lång. En e-postadress har högst 254 tecken.",
      rateLimited: "För många försök från din uppkoppling. Vänta några minuter och försök igen.",
      refused: "Vi kunde inte spara din adress just nu. Försök igen om en liten stund.",
      unreachable: "Vi når inte vår server. Kontrollera din internetanslutning och försök igen.",
      tryAgain: "Försök igen",
    },
  },
};

/** The newsletter's mails (live mode), read by the server only. */
export const seMail: MailDictionary = {
  brand: "Skattlyktan",
  greeting: "Hej!",
  confirmSubject: "Bekräfta din prenumeration på Skattlyktan",
  confirmIntro:
    "Någon, förhoppningsvis du, har bett om att få Skattlyktans kostnadsfria nyhetsbrev om skatteändringarna till den här adressen.",
  confirmAction: "Bekräfta min prenumeration",
  confirmExpiry: "Länken fungerar en gång och gäller i 48 timmar.",
  confirmIgnore:
    "Om det inte var du som anmälde dig kan du bortse från det här mejlet. Utan bekräftelse skickar vi inget mer, och vi raderar adressen efter 7 dagar.",
  welcomeSubject: "Välkommen till Skattlyktans nyhetsbrev",
  welcomeTitle: "Nu prenumererar du",
  welcomeBody: [
    "Tack för att du bekräftade. Du får korta nyheter på klarspråk när skatteregler eller datum ändras, och besked när våra kostnadsfria kurser öppnar.",
    "Vi skriver bara när det finns något nytt att berätta, och varje mejl har en länk för att avsluta prenumerationen.",
  ],
  welcomeSiteLink: "Läs guiderna på vår webbplats",
  footerReason:
    "Du får det här mejlet eftersom adressen har anmälts till Skattlyktans nyhetsbrev på {site}.",
  footerUnsubscribe: "Avsluta prenumerationen",
  footerCompany: "Skattlyktan Utbildning AB, Stockholm",
  footerDisclaimer: "Allmän information, inte professionell skatterådgivning.",
};
