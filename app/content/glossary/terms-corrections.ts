/** Glossary terms of the final tax decision and of putting a mistake right (facts: course-facts.md,
 * course 1: correcting a return, tax surcharge and self-correction, late filing fee; course 2: Pillar 3a). */
import type { GlossaryTermInput } from "./glossary-schema";

export const correctionTerms: GlossaryTermInput[] = [
  {
    term: "slutskattebesked",
    gloss: "final tax notice",
    forms: ["slutskattebeskedet", "beslut om slutlig skatt", "beslutet om slutlig skatt"],
    en: "The notice of Skatteverket’s decision on your final tax for the year (beslut om slutlig skatt), based on your return. It shows whether you get money back or have kvarskatt to pay, and the last day to pay it. For income year 2025 it came with the refunds: April 7–10, 2026 for a return approved digitally without changes by March 31, June 9–12, 2026 for most others. Before it, you correct your return by filing a new one; after it, by asking for omprövning.",
    se: "Beskedet om Skatteverkets beslut om din slutliga skatt för året (beslut om slutlig skatt), grundat på deklarationen. Där ser du om du får pengar tillbaka eller har kvarskatt att betala, och sista dag att betala den. För inkomståret 2025 kom det med återbetalningen: 7–10 april 2026 om du godkände digitalt utan ändringar senast 31 mars, 9–12 juni 2026 för de flesta andra. Före beslutet rättar du genom att lämna en ny deklaration, efter det genom att begära omprövning.",
  },
  {
    term: "omprövning",
    gloss: "review (of a tax decision)",
    forms: ["omprövningen", "begäran om omprövning"],
    en: "Once the decision on your final tax has been made, you correct your return by asking Skatteverket for omprövning (begäran om omprövning). For income year 2025: in the e-service until mid-December 2031, or by letter until December 31, 2031 (income year 2026: mid-December 2032 and December 31, 2032). Pay the tax in the meantime. Before the decision you simply file a new return: the latest one counts.",
    se: "När beslutet om slutlig skatt har kommit rättar du deklarationen genom att begära omprövning hos Skatteverket. För inkomståret 2025: i e-tjänsten till mitten av december 2031 eller med brev till 31 december 2031 (inkomståret 2026: mitten av december 2032 och 31 december 2032). Betala skatten under tiden. Före beslutet lämnar du i stället en ny deklaration: den senaste gäller.",
  },
  {
    term: "självrättelse",
    gloss: "correcting your return on your own initiative",
    forms: ["självrättelsen"],
    en: "Correcting your own return on your own initiative: a new return before the decision on your final tax, a request for omprövning after it. Done so, it brings no skattetillägg, unless Skatteverket announced a check of such errors more than two months before. Skatteverket also offers it for undeclared assets abroad, such as income on accounts abroad, which you must declare yourself.",
    se: "Att på eget initiativ rätta sin deklaration: en ny deklaration före beslutet om slutlig skatt, en begäran om omprövning efter det. Då blir det inget skattetillägg, om inte Skatteverket mer än två månader innan meddelat en kontroll av sådana fel. Skatteverket erbjuder också självrättelse för oredovisade tillgångar i utlandet, till exempel inkomster på konton utomlands, som du själv måste deklarera.",
  },
  {
    term: "skattetillägg",
    gloss: "tax surcharge",
    forms: ["skattetillägget"],
    en: "A surcharge when your return has a wrong or missing figure: 40% of the income tax the error would have saved you (10% when it only puts an amount in the wrong year). A wrong deduction that lowered your tax by SEK 7,780 costs SEK 3,112. None is charged if you correct it first on your own initiative (självrättelse), if the error shows from statements Skatteverket had, or if the amount is insignificant. Skatteverket must waive it, in whole or part, where it would be unreasonable.",
    se: "En avgift när deklarationen har en felaktig eller saknad uppgift: 40 % av den inkomstskatt som felet skulle ha sparat (10 % när felet bara flyttar ett belopp till fel år). Ett felaktigt avdrag som sänkte skatten med 7 780 kr kostar 3 112 kr. Inget tas ut om du själv rättar först (självrättelse), om felet syns i kontrolluppgifter som Skatteverket hade eller om beloppet är obetydligt. Skatteverket ska befria dig helt eller delvis om avgiften vore oskälig.",
  },
  {
    term: "förseningsavgift",
    gloss: "late-filing fee",
    forms: ["förseningsavgiften"],
    en: "The fee when your return comes in late: SEK 1,250; another SEK 1,250 if it is still missing three months after the deadline, and a third two months later: SEK 3,750 in all. Someone living or staying abroad on the deadline pays none if the return comes in by May 31. Skatteverket must waive a fee where charging it would be unreasonable.",
    se: "Avgiften när deklarationen kommer in för sent: 1 250 kr, ytterligare 1 250 kr om den fortfarande saknas tre månader efter sista dagen och en tredje två månader senare, sammanlagt 3 750 kr. Den som bor eller vistas utomlands på sista dagen slipper avgiften om deklarationen kommer in senast 31 maj. Skatteverket ska befria dig från en avgift som vore oskälig att ta ut.",
  },
  {
    term: "förhandsbesked",
    gloss: "advance ruling",
    forms: ["förhandsbeskedet"],
    en: "An advance ruling from Skatterättsnämnden on a question of your own tax. Where the rules leave a question open, as for how Sweden taxes a Swiss Pillar 3a, only such a ruling binds; an informal answer from Skatteverket does not.",
    se: "Ett besked från Skatterättsnämnden i förväg om en fråga om din egen beskattning. Där reglerna lämnar en fråga öppen, som hur ett schweiziskt pelare 3a-sparande beskattas i Sverige, är det bara ett förhandsbesked som binder; ett informellt svar från Skatteverket gör det inte.",
  },
];
