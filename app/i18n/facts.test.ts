/**
 * Pins every figure and date of the key-change cards and the hero panel to content-brief.md (carried in
 * app/content/facts), in both languages: a wrong number here is the site's worst possible defect
 * (issue 20); and no text of the site or its mails repeats a myth course-facts.md corrects (issue 36).
 */
import { describe, expect, it } from "vitest";
import {
  en,
  enCoursePage,
  enCourseStopPage,
  enLegalText,
  enMail,
  enNewsletterPages,
} from "#shared/i18n/en.ts";
import {
  se,
  seCoursePage,
  seCourseStopPage,
  seLegalText,
  seMail,
  seNewsletterPages,
} from "#shared/i18n/se.ts";
import { stateableDates, stateableFigures } from "../content/facts/fact-library";
import { mythDetectors, mythSentences } from "../content/facts/myth-detectors";
import { amountsIn, datesIn, percentagesIn, yearsIn } from "../content/lesson-facts";

const nbsp = "\u00a0";
const sek = (amount: string) => `SEK${nbsp}${amount}`;
const kr = (amount: string) => `${amount.replace(" ", nbsp)}${nbsp}kr`;
const text = (node: unknown) => JSON.stringify(node);
/** All of a language's page text: the dictionary and the legal pages' text (decision 043). */
const allEn = [en, enLegalText];
const allSe = [se, seLegalText];

describe("new tax rates (feature1): income year 2026 first, 2025 as last year", () => {
  it("skiktgräns 643 000 kr (625 800 kr in 2025), brytpunkt 660 400 / 760 500 kr; 2025: 643 100 / 733 200 kr, ~53 600 kr a month", () => {
    const [english2026, english2025] = [
      en.features.feature1.points.slice(0, 2).join(" "),
      en.features.feature1.points[3] ?? "",
    ];
    for (const amount of ["643,000", "625,800", "660,400", "760,500"])
      expect(english2026).toContain(sek(amount));
    for (const amount of ["625,800", "598,500", "643,100", "733,200", "53,600"]) {
      expect(english2025).toContain(sek(amount));
    }
    expect(english2025).toMatch(/^Last year, 2025:/);
    const [swedish2026, swedish2025] = [
      se.features.feature1.points.slice(0, 2).join(" "),
      se.features.feature1.points[3] ?? "",
    ];
    for (const amount of ["643 000", "625 800", "660 400", "760 500"])
      expect(swedish2026).toContain(kr(amount));
    for (const amount of ["625 800", "598 500", "643 100", "733 200", "53 600"]) {
      expect(swedish2025).toContain(kr(amount));
    }
    expect(swedish2025).toMatch(/^Förra året, 2025,/);
    expect(en.features.feature1.description).toContain(
      `under 66, you pay no state tax on a salary or pension of up to ${sek("660,400")} a year`,
    );
    expect(se.features.feature1.description).toContain(
      `ingen statlig skatt på en lön eller pension upp till ${kr("660 400")} om året`,
    );
  });

  it("never gives the myth's 751 100 kr, and says what “from 66” means (born 1958 or earlier for 2025)", () => {
    expect(text(allEn) + text(allSe)).not.toMatch(/751[, \u00a0]100/);
    expect(text(en.features)).toContain("turned 66 before the tax year began");
    expect(text(en.features)).toContain("for 2025: born in 1958 or earlier");
    expect(text(se.features)).toContain("fyllt 66 före årets början");
    expect(text(se.features)).toContain("för 2025: född 1958 eller tidigare");
  });
});

describe("digital declaration (feature2): the 2026 income, declared in spring 2027", () => {
  it("gives no 2027 date: check Skatteverket in February 2027", () => {
    expect(en.features.feature2.description).toContain("check Skatteverket in February 2027");
    expect(se.features.feature2.description).toContain("se efter hos Skatteverket i februari 2027");
    const all = text(en.features) + text(se.features) + text(en.hero) + text(se.hero);
    expect(datesIn(all).length).toBeGreaterThan(0);
    // Every 2027 in the home text is the season or February 2027, never a day.
    expect(all).not.toMatch(/\d{1,2}(?:[–-]\d{1,2})?,? 2027|\d{1,2} \p{L}+ 2027/u);
  });

  it("gives last year's dates (2025 income), each with its year, as last year's", () => {
    const english = en.features.feature2.points[2] ?? "";
    expect(english).toMatch(/^Last year, for your 2025 income:/);
    for (const date of [
      "March 2–6, 2026",
      "March 17, 2026",
      "March 31, 2026",
      "April 7–10, 2026",
      "May 4, 2026",
      "June 9–12, 2026",
    ]) {
      expect(english).toContain(date);
    }
    const swedish = se.features.feature2.points[2] ?? "";
    expect(swedish).toMatch(/^Förra året, för 2025 års inkomster,/);
    for (const date of [
      "2–6 mars 2026",
      "17 mars 2026",
      "31 mars 2026",
      "7–10 april 2026",
      "4 maj 2026",
      "9–12 juni 2026",
    ]) {
      expect(swedish).toContain(date);
    }
  });

  it("ties the early refund to a return approved digitally without changes or additions", () => {
    expect(en.features.feature2.points.join(" ")).toContain(
      "approved digitally without changes or additions by March 31, 2026",
    );
    expect(se.features.feature2.points.join(" ")).toContain(
      "godkände digitalt utan ändringar eller tillägg senast 31 mars 2026",
    );
  });

  it("no longer gives the spring-2025 dates", () => {
    const all = text(en.features) + text(se.features) + text(en.hero) + text(se.hero);
    for (const stale of [
      /March 18\b/,
      /April 2\b/,
      /April 7–11/,
      /May 2\b/,
      /\b18 mars/,
      /\b2 april/,
      /7–11 april/,
      /\b2 maj/,
    ]) {
      expect(all).not.toMatch(stale);
    }
  });

  it("names BankID; SMS and phone approve only an unchanged return, the app adds only a travel deduction", () => {
    expect(en.features.feature2.points[0]).toContain("BankID");
    expect(se.features.feature2.points[0]).toContain("BankID");
    expect(en.features.feature2.points[1]).toContain(
      "By text message or phone you can only approve the return unchanged. In the app you can also add a travel deduction",
    );
    expect(se.features.feature2.points[1]).toContain(
      "Via sms eller telefon kan du bara godkänna deklarationen utan ändringar. I appen kan du också lägga till reseavdrag",
    );
  });
});

describe("deduction updates (feature3): 2026 first", () => {
  it("fribelopp: 300 000 kr for 2026 (150 000 kr in 2025), per person for ISK, capital insurance and PEPP together", () => {
    const english = en.features.feature3.points[0] ?? "";
    expect(english).toContain(`${sek("300,000")} for 2026, up from ${sek("150,000")} in 2025`);
    expect(english).toMatch(/per person, to all your holdings in ISK, capital insurance and PEPP .*together/);
    const swedish = se.features.feature3.points[0] ?? "";
    expect(swedish).toContain(`${kr("300 000")} för 2026 (2025: ${kr("150 000")})`);
    expect(swedish).toMatch(
      /per person, för allt ditt sparande på ISK, i kapitalförsäkring och på PEPP-konto .*tillsammans/,
    );
  });

  it("ROT: 30 % for work paid from 1 January 2026; the 50 % only for 12 May–31 December 2025; ceiling 50 000 kr", () => {
    const english = en.features.feature3.points[1] ?? "";
    expect(english).toContain("is 30% of the labour cost for work paid from January 1, 2026");
    expect(english).toContain("applied only to work paid from May 12 to December 31, 2025");
    expect(english).toContain(`${sek("50,000")} per person and year`);
    const swedish = se.features.feature3.points[1] ?? "";
    expect(swedish).toContain(`är 30${nbsp}% av arbetskostnaden för arbete som betalas från 1 januari 2026`);
    expect(swedish).toContain("gällde bara arbete som betalades från 12 maj till 31 december 2025");
    expect(swedish).toContain(`${kr("50 000")} per person och år`);
    expect(text(allEn) + text(allSe)).not.toMatch(/check the dates|kontrollera datumen/i);
  });

  it("unsecured interest no longer counts from 2026 (half for 2025); travel threshold 15 000 kr (11 000 kr for 2025)", () => {
    expect(en.features.feature3.points[2]).toContain(
      "no longer reduces your tax for 2026; for 2025, half of it still counted",
    );
    expect(se.features.feature3.points[2]).toContain(
      "sänker inte längre din skatt för 2026; för 2025 räknades hälften",
    );
    expect(en.features.feature3.points[3]).toContain(
      `for 2026 only costs above ${sek("15,000")} are deductible, up from ${sek("11,000")} for 2025`,
    );
    expect(se.features.feature3.points[3]).toContain(
      `kostnader över ${kr("15 000")} (2025: ${kr("11 000")})`,
    );
  });

  it("basic deduction 2026 under 66: 17 400 to 45 600 kr (2025: 17 300 to 45 300 kr), higher from 66", () => {
    expect(en.features.feature3.points[4]).toMatch(/^Basic deduction \(grundavdrag\) 2026/);
    expect(en.features.feature3.points[4]).toContain(`at least ${sek("17,400")}, at most ${sek("45,600")}`);
    expect(en.features.feature3.points[4]).toContain(`(2025: ${sek("17,300")} to ${sek("45,300")})`);
    expect(se.features.feature3.points[4]).toContain(
      `minst ${kr("17 400")} och högst ${kr("45 600")} om du är under 66 år`,
    );
    for (const wrong of ["24,900", "24 900", `24${nbsp}900`]) {
      expect(text(allEn) + text(allSe)).not.toContain(wrong);
    }
  });
});

describe("no expired figure as if it applied now (issue 51)", () => {
  it.each([
    ["en", en, [sek("625,800"), sek("150,000"), "50%", sek("11,000"), sek("643,100"), sek("733,200")]],
    ["se", se, [kr("625 800"), kr("150 000"), `50${nbsp}%`, kr("11 000"), kr("643 100"), kr("733 200")]],
  ] as const)(
    "%s: every sentence of the hero and the cards with a 2025-only figure names 2025",
    (_, dictionary, expired) => {
      const sentences = strings([dictionary.hero, dictionary.features]).flatMap((each) =>
        each.split(/(?<=[.;])\s+/),
      );
      const stale = sentences.filter(
        (sentence) => expired.some((figure) => sentence.includes(figure)) && !sentence.includes("2025"),
      );
      expect(stale).toEqual([]);
    },
  );
});

describe("the private-pension deduction and Pillar 3a (course 2's card)", () => {
  it("is deductible only without an occupational pension, or with active business income", () => {
    expect(en.courses.course2.description).toContain(
      "private pension saving, which you can deduct only if you have no occupational pension through your job or have active business income (aktiv näringsverksamhet)",
    );
    expect(se.courses.course2.description).toContain(
      "privat pensionssparande, som du bara får dra av om du saknar tjänstepension i din anställning eller har inkomst av aktiv näringsverksamhet",
    );
    expect(text(allEn)).not.toMatch(/self-employed/i);
    expect(text(allSe)).not.toContain("egen näringsverksamhet");
  });

  it("promises what the course gives about Pillar 3a, not how it is taxed in Sweden (not established)", () => {
    expect(en.courses.course2.description).toContain(
      "Pillar 3a is a Swiss private pension, not a Swedish one",
    );
    expect(en.courses.course2.description).toContain(
      "you learn what it is, which Swedish rules may be relevant and what to ask Skatteverket",
    );
    expect(se.courses.course2.description).toContain(
      "får du veta vad det är, vilka svenska regler som kan vara relevanta och vad du ska fråga Skatteverket om",
    );
    expect(en.courses.course2.description).not.toMatch(/how (they are|it is) taxed/);
    expect(se.courses.course2.description).not.toMatch(/beskattas här/);
  });
});

describe("the hero's “Your 2026 income at a glance” panel", () => {
  it("repeats the cards' 2026 figures exactly, last year's beside them", () => {
    const { glance } = en.hero;
    expect([glance.stateTax.value, glance.fribelopp.value, glance.rot.value, glance.deadline.value]).toEqual([
      sek("643,000"),
      sek("300,000"),
      "30%",
      "No dates yet",
    ]);
    expect(glance.stateTax.note).toContain(`${sek("625,800")} in 2025`);
    expect(glance.fribelopp.note).toContain(`${sek("150,000")} in 2025`);
    expect(glance.rot.note).toContain("from January 1, 2026; 50% for work paid May 12–December 31, 2025");
    // The 2027 dates are not published (course-facts.md): the panel points to Skatteverket and to the
    // past season's last day, and names no new date.
    expect(glance.deadline.note).toContain("check Skatteverket in February 2027");
    expect(glance.deadline.note).toContain("May 4, 2026");
    const sv = se.hero.glance;
    expect([sv.stateTax.value, sv.fribelopp.value, sv.rot.value, sv.deadline.value]).toEqual([
      kr("643 000"),
      kr("300 000"),
      `30${nbsp}%`,
      "Inga datum än",
    ]);
    expect(sv.stateTax.note).toContain(`(2025: ${kr("625 800")})`);
    expect(sv.rot.note).toContain("12 maj – 31 december 2025");
    expect(sv.deadline.note).toContain("Skatteverket i februari 2027");
    expect(sv.deadline.note).toContain("4 maj 2026");
  });
});

/** The editor's corrections of issue 31, point 8: each pinned so it cannot slip back. */
describe("the editor's corrections (issue 31)", () => {
  it("says no state tax on that salary or pension, since capital income is taxed regardless", () => {
    expect(text(allEn)).not.toContain("no state income tax");
    expect(en.features.feature1.description).toContain("no state tax on a salary or pension");
    expect(se.features.feature1.description).toContain("ingen statlig skatt på en lön eller pension");
  });

  it("pays June refunds to most others who declared on time, and speaks of any refund", () => {
    const english = en.features.feature2.points.join(" ");
    expect(english).toContain("refunds for most others who declared on time were paid from June 9–12, 2026");
    expect(english).toContain("by March 31, 2026, gave any refund");
    expect(english).not.toContain("everyone else");
    const swedish = se.features.feature2.points.join(" ");
    expect(swedish).toContain("De flesta andra som deklarerade i tid fick sin återbäring");
    expect(swedish).toContain("fick en eventuell återbäring");
    expect(text(allSe)).not.toContain("komma snabbare");
  });

  it("gives ROT's ceiling per person and year, for repair, maintenance, conversion and extension", () => {
    expect(en.features.feature3.points[1]).toContain("repair, maintenance, conversion and extension");
    expect(en.features.feature3.points[1]).toContain(`${sek("50,000")} per person and year`);
    expect(se.features.feature3.points[1]).toContain("reparation, underhåll, ombyggnad och tillbyggnad");
    expect(se.features.feature3.points[1]).toContain(`${kr("50 000")} per person och år`);
  });

  it("keeps the key-change cards' last-year points in the past tense", () => {
    const lastYear = (dictionary: typeof en) =>
      [dictionary.features.feature1.points[3], dictionary.features.feature2.points[2]].join(" ");
    for (const pattern of [/\brises\b/, /\bmeans\b/, /\byou are under 66/, /\bit is\b/]) {
      expect(lastYear(en)).not.toMatch(pattern);
    }
    for (const pattern of [/\bhöjs\b/, /\bär du under 66/, /\bom du är under 66/, /\bär det\b/]) {
      expect(lastYear(se)).not.toMatch(pattern);
    }
  });

  it("splits the BankID sentence, and approval by SMS or phone uses the security codes, not BankID (issue 36)", () => {
    expect(en.features.feature2.points[0]).toMatch(
      /BankID, the ID app most people in Sweden use\. Without an e-ID, you can approve it in the app, by text message or by phone, with the security codes printed with your return\./,
    );
    expect(se.features.feature2.points[0]).toMatch(
      /BankID\. Utan e-legitimation kan du godkänna den i appen, via sms eller per telefon med säkerhetskoderna som finns med deklarationen\./,
    );
  });

  it("splits the Swedish brytpunkt sentence in two", () => {
    expect(se.features.feature1.points[1]).toContain(
      `om du är under 66 år. Från 66 år är brytpunkten ${kr("760 500")}.`,
    );
  });

  it("writes Skatteverket's words and the editor's Swedish", () => {
    expect(enLegalText.privacy.sections.dataCollection.body[0]).toContain("we keep no visitor records");
    expect(text(allSe)).not.toContain("sparar de serverloggarna");
    expect(seLegalText.privacy.summary.live).toContain("sparar serverloggarna");
    expect(se.features.feature1.points[3]).toContain(`(2024: ${kr("598 500")})`);
    expect(se.cookie.message).toContain("Båda knapparna sparar");
    expect(seNewsletterPages.expired.title).toBe("Länken har redan använts eller har gått ut");
  });
});

/** Every text of a language: the dictionary, the pages' loader-data words and the mails. */
const everyEn = [en, enLegalText, enMail, enCoursePage, enCourseStopPage, enNewsletterPages];
const everySe = [se, seLegalText, seMail, seCoursePage, seCourseStopPage, seNewsletterPages];
function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(strings);
}

describe("the corrected facts (issue 36)", () => {
  it.each(mythDetectors.map((detector) => [detector.myth, detector] as const))(
    "no text of the site or its mails states %s",
    (_, detector) => {
      const stated = [...everyEn, ...everySe]
        .flatMap(strings)
        .flatMap((each) => mythSentences(detector, each));
      expect(stated).toEqual([]);
    },
  );

  it("the home page states only figures and dates that the project's facts give", () => {
    for (const [language, dictionary] of [
      ["en", en],
      ["se", se],
    ] as const) {
      const home = strings([dictionary.hero, dictionary.features, dictionary.courses]).join("\n");
      const figures = [...amountsIn(home, language), ...percentagesIn(home, language), ...yearsIn(home)];
      expect(figures.filter((figure) => !stateableFigures.has(figure))).toEqual([]);
      expect(datesIn(home).filter((date) => !stateableDates.has(date))).toEqual([]);
    }
  });
});
