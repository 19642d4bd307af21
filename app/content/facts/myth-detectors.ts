/**
 * The myths and corrected statements of course-facts.md (corrected 2026-11-26 and 2026-11-28), each as the claim a
 * sentence could make, for the tests of the lessons (lessons.test.ts) and of the dictionaries
 * (facts.test.ts). A sentence states a myth when it matches every pattern of `claim`, and not
 * `unless` (the corrected fact's own words); where the myth is a false belief to correct, a sentence
 * that denies it (not, never, inte …) is allowed. Each detector carries a wrong sentence in both
 * languages that it must catch (myth-detectors.test.ts).
 */

export interface MythDetector {
  myth: string;
  claim: readonly RegExp[];
  unless?: RegExp;
  mayBeDenied: boolean;
  /** Read two sentences in a row as one: the myth is often told across a full stop. */
  pairs?: boolean;
  wrong: { en: string; se: string };
}

const denial =
  /\b(not|no|never|nothing|none|cannot|can[’']t|isn[’']t|aren[’']t|doesn[’']t|didn[’']t|inte|aldrig|ingen|inget|inga|varken|ej)\b/i;

export const mythDetectors: readonly MythDetector[] = [
  {
    myth: "the scrapped distance-based travel deduction",
    claim: [/distance-based|avståndsbaserad|50 öre/i],
    mayBeDenied: false,
    wrong: {
      en: "The distance-based deduction gives an amount per km.",
      se: "Det avståndsbaserade reseavdraget ger ett belopp per km.",
    },
  },
  {
    myth: "the travel deduction is a tax reduction",
    claim: [/(travel deduction|reseavdrag\w*) (is|är|ger) (an? |en )?(tax reduction|skattereduktion)/i],
    mayBeDenied: true,
    wrong: {
      en: "The travel deduction is a tax reduction.",
      se: "Reseavdraget är en skattereduktion.",
    },
  },
  {
    myth: "a tax reduction for union fees",
    claim: [/(union fee|fackavgift)/i, /(tax reduction|skattereduktion)/i],
    mayBeDenied: true,
    wrong: {
      en: "Your union fee gives a tax reduction.",
      se: "Fackavgiften ger skattereduktion.",
    },
  },
  {
    myth: "the 2022 gift ceiling of 3 000 kr",
    claim: [/(gift|gåv)[^.|]*(at most|up to|ceiling|maximum|högst|tak|max)\w*[^.|]{0,40}\b3[ ,\u00a0]000\b/i],
    mayBeDenied: false,
    wrong: {
      en: "The gift reduction is at most SEK 3,000 a year.",
      se: "Gåvoreduktionen är högst 3 000 kr om året.",
    },
  },
  {
    myth: "ROT/RUT ceilings on the labour cost",
    claim: [/(ceiling|tak)\w*[^.]*\b(on|to|of|för|på) (the )?(labour cost|arbetskostnad)/i],
    mayBeDenied: true,
    wrong: {
      en: "The ceiling of SEK 50,000 applies to the labour cost.",
      se: "Taket på 50 000 kr gäller för arbetskostnaden.",
    },
  },
  {
    myth: "the ISK tax-free amount per account",
    claim: [/(per account|per konto|varje konto|each account)/i],
    mayBeDenied: true,
    wrong: {
      en: "The tax-free amount applies to each account.",
      se: "Fribeloppet gäller per konto.",
    },
  },
  {
    myth: "Pillar 3a as a Swedish product",
    claim: [
      /(Swedish|svensk\w*) (savings option|pension product|sparform|pensionsprodukt)[^.]*(Pillar 3a|pelare 3a)|(Pillar 3a|pelare 3a)[^.]* (is|är) (a|an|ett|en) (Swedish|svensk)/i,
    ],
    mayBeDenied: true,
    wrong: {
      en: "Pillar 3a is a Swedish savings option.",
      se: "Pillar 3a är en svensk sparform.",
    },
  },
  {
    myth: "travel to a place of study newly deductible from 2026",
    claim: [
      /(place of (study|education)|studies|school|university|studie\w*|studera\w*|utbildning|skola|universitet|högskola)/i,
      /(deduct|avdrag|dras? av|drar av|räknas|counts?|covers?)/i,
      /(?<!\p{L})(newly|new|now|also|from 2026|nytt|nya|ny|numera|nu|även|också|från 2026)(?!\p{L})/iu,
    ],
    unless: /(special cases|särskilda fall|already|redan)/i,
    mayBeDenied: true,
    wrong: {
      en: "From 2026 you can also deduct travel to your place of study.",
      se: "Från 2026 får du också dra av resor till din studieort.",
    },
  },
  {
    myth: "a deduction for students",
    claim: [/(deduct|avdrag|dra av)/i, /\b(students?|studerande|studenter|studentavdrag\w*)\b/i],
    mayBeDenied: true,
    wrong: {
      en: "Students get a deduction for their travel.",
      se: "Studenter får ett avdrag för sina resor.",
    },
  },
  {
    myth: "the 2026 budget credited with the ISK 300 000 kr, the end of the unsecured interest reduction or ROT back at 30 %",
    claim: [
      /(2026 budget|budget for 2026|budgeten för 2026|2026 års budget|budgetpropositionen för 2026|prop\. 2025\/26:1(?![\d:]))/i,
      /(300[ ,\u00a0]000|\bISK\b|tax-free amount|fribelopp|skattefri|unsecured|blanco|without security|utan säkerhet|interest|ränt|\bROT\b|rotavdrag)/i,
    ],
    unless:
      /(2025 budget|budget for 2025|budgeten för 2025|2025 års budget|prop\. 2024\/25|decided earlier|beslutades tidigare)/i,
    mayBeDenied: true,
    wrong: {
      en: "The 2026 budget doubled the ISK tax-free amount to SEK 300,000.",
      se: "I budgeten för 2026 höjdes fribeloppet på ISK till 300 000 kr.",
    },
  },
  {
    myth: "Pillar 3a early withdrawal in other than five situations",
    claim: [
      /(early|earlier|before the reference age|förtid|tidigare|innan)/i,
      /(withdraw|payout|pay out|take out|uttag|ta ut|tar ut|betala ut)/i,
      /(?<![\p{L}\d])(one|two|three|four|six|seven|en|ett|två|tre|fyra|sex|sju|[1-46-9])\s+(situations?|cases?|fall|situationer|ways|sätt|exceptions|undantag|reasons|skäl|grounds)(?!\p{L})/iu,
    ],
    mayBeDenied: false,
    wrong: {
      en: "An early withdrawal is possible in three situations.",
      se: "Du får ta ut pengarna i förtid i tre fall.",
    },
  },
  {
    myth: "approving the return by SMS or phone with BankID",
    claim: [
      /\b(sms|text messages?|phone|telephone|telefon)\b/i,
      /(BankID|e-ID|e-legitimation|electronic ID)/i,
      /(approv|godkänn|sign|deklarer|declare|log in|logga in|legitimer)/i,
    ],
    unless: /(security code|säkerhetskod)/i,
    mayBeDenied: true,
    pairs: true,
    wrong: {
      en: "You can approve your return by SMS with your BankID.",
      se: "Du kan godkänna deklarationen via sms med ditt BankID.",
    },
  },
  {
    // SMS and phone only approve an unchanged return; the app and the e-service add a travel deduction
    // (course-facts.md, corrected 2026-11-28). Read clause by clause: "the app adds a travel deduction;
    // SMS and phone only approve" is right, "SMS and phone approve it unchanged or add a travel deduction" is not.
    myth: "adding a travel deduction by SMS or phone",
    claim: [
      /\b(?:sms|text messages?|(?:by|or|and|over the) (?:tele)?phone|phone calls?|telefon|ringer|ringa)\b(?:(?!\b(?:app|appen|e-service|e-tjänsten?)\b)[^.;:])*\b(?:travel deductions?|reseavdrag\w*)|\b(?:travel deductions?|reseavdrag\w*)(?:(?!\b(?:app|appen|e-service|e-tjänsten?)\b)[^.;:])*\b(?:sms|text messages?|(?:by|or|and|over the) (?:tele)?phone|phone calls?|telefon|ringer|ringa)\b/i,
    ],
    mayBeDenied: true,
    wrong: {
      en: "Without an e-ID, approve it by SMS or phone, unchanged or with a travel deduction added.",
      se: "Reseavdraget kan du lägga till via sms eller telefon.",
    },
  },
  {
    myth: "the union-fee reduction as one that existed only in 2018–2019",
    claim: [
      /(union|fack)/i,
      /\b(?:only|just|solely|bara|endast|enbart|enda)\b[^.;]{0,30}\b2018\b|\b2018\b[^.;]{0,30}\b(?:only|bara|endast|enbart)\b/i,
    ],
    mayBeDenied: false,
    wrong: {
      en: "A tax reduction for union fees existed only in 2018–2019.",
      se: "Skattereduktionen för fackavgift fanns bara 2018–2019.",
    },
  },
  {
    myth: "the 2026 brytpunkt from 66 as 751 100 kr",
    claim: [/(?<![\d.,])(?<!\d[ \u00a0])751[ ,\u00a0]100(?!\d)/],
    mayBeDenied: false,
    wrong: {
      en: "From 66 the 2026 brytpunkt is SEK 751,100.",
      se: "Från 66 år är brytpunkten 751 100 kr för 2026.",
    },
  },
  {
    myth: "entering half of the unsecured interest",
    claim: [
      /\b(enter|report|write|fill in|put|declare|ange|anger|fyll i|fyller i|skriv|skriver|redovisa|redovisar|för in)\b/i,
      /\b(half|hälften|halva)\b/i,
      /(interest|ränt)/i,
    ],
    unless: /\b(whole|entire|full|all of|hela|allt|calculation|beräkningen)\b/i,
    mayBeDenied: true,
    wrong: {
      en: "Enter half of the interest on your credit card at box 8.8.",
      se: "Ange hälften av räntan på blancolånet i ruta 8.8.",
    },
  },
  {
    myth: "a promise to tell how Pillar 3a is taxed in Sweden",
    claim: [
      /(learn|find out|you see|discover|explain|show|får (du )?veta|lär dig|ta reda på|förklara|visa)/i,
      /\b(how|hur)\b[^.]*\b(taxed|taxes|taxation|beskattas|beskattning|skatt)/i,
      /(Pillar 3a|pelare 3a|\b3a\b|Swiss|schweizisk|sparandet|that saving|those savings|they)/i,
      /\b(here|in Sweden|Swedish|här|i Sverige|svensk)/i,
    ],
    mayBeDenied: true,
    wrong: {
      en: "If you hold Pillar 3a savings, you learn how they are taxed here.",
      se: "Har du sparande i Pillar 3a får du veta hur det sparandet beskattas här.",
    },
  },
];

/** A text's sentences (a line break ends one too). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => sentence.trim() !== "");
}

export function statesMyth(detector: MythDetector, sentence: string): boolean {
  if (!detector.claim.every((pattern) => pattern.test(sentence))) return false;
  if (detector.unless?.test(sentence)) return false;
  return !(detector.mayBeDenied && denial.test(sentence));
}

/** The sentences of `text` (or pairs of sentences, where the detector reads pairs) that state the myth. */
export function mythSentences(detector: MythDetector, text: string): string[] {
  const sentences = sentencesOf(text);
  const read = detector.pairs
    ? [...sentences, ...sentences.slice(1).map((sentence, index) => `${sentences[index]} ${sentence}`)]
    : sentences;
  return read.filter((sentence) => statesMyth(detector, sentence));
}
