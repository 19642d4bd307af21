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

describe("new tax rates (feature1)", () => {
  it("state income tax threshold 625 800 kr (598 500 kr in 2024), brytpunkt 643 100 / 733 200 kr, ~53 600 kr a month", () => {
    const english = en.features.feature1.points.join(" ");
    for (const amount of ["625,800", "598,500", "643,100", "733,200", "53,600"]) {
      expect(english).toContain(sek(amount));
    }
    const swedish = se.features.feature1.points.join(" ");
    for (const amount of ["625 800", "598 500", "643 100", "733 200", "53 600"]) {
      expect(swedish).toContain(kr(amount));
    }
    expect(en.features.feature1.description).toContain(
      `under 66 and earned less than roughly ${sek("53,600")} a month, you paid no state tax on that salary or pension`,
    );
    expect(se.features.feature1.description).toContain(
      `under 66 år och tjänade mindre än ungefär ${kr("53 600")} i månaden betalade du ingen statlig skatt på den lönen eller pensionen`,
    );
  });

  it("says once what “from 66” means: turned 66 before the tax year, born 1958 or earlier", () => {
    expect(text(en.features)).toContain("turned 66 before the tax year began");
    expect(text(en.features)).toContain("born in 1958 or earlier");
    expect(text(se.features)).toContain("fyllt 66 före årets början");
    expect(text(se.features)).toContain("född 1958 eller tidigare");
  });
});

describe("digital declaration (feature2): the 2025 income, declared in spring 2026", () => {
  it("gives the 2026 dates, each with its year", () => {
    const english = en.features.feature2.points.join(" ");
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
    const swedish = se.features.feature2.points.join(" ");
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

  it("names BankID as the e-legitimation most people use", () => {
    expect(en.features.feature2.points[0]).toContain("BankID");
    expect(se.features.feature2.points[0]).toContain("BankID");
  });
});

describe("deduction updates (feature3)", () => {
  it("basic deduction 2025 under 66: 17 300 to 45 300 kr, higher from 66", () => {
    expect(en.features.feature3.points[0]).toContain(`at least ${sek("17,300")}, at most ${sek("45,300")}`);
    expect(en.features.feature3.points[0]).toContain("under 66");
    expect(se.features.feature3.points[0]).toContain(
      `minst ${kr("17 300")} och högst ${kr("45 300")} om du var under 66 år`,
    );
    for (const wrong of ["24,900", "24 900", `24${nbsp}900`]) {
      expect(text(allEn) + text(allSe)).not.toContain(wrong);
    }
  });

  it("ROT: 50 % instead of 30 % for work paid 12 May–31 December 2025, 30 % again from 1 January 2026, ceiling 50 000 kr", () => {
    const english = en.features.feature3.points[1] ?? "";
    expect(english).toContain(
      "50% of the labour cost instead of 30% for work paid from May 12 to December 31, 2025",
    );
    expect(english).toContain("From January 1, 2026, it was 30% again");
    expect(english).toContain(sek("50,000"));
    const swedish = se.features.feature3.points[1] ?? "";
    expect(swedish).toContain(
      `var 50${nbsp}% i stället för 30${nbsp}% av arbetskostnaden för arbete som betalades från 12 maj till 31 december 2025`,
    );
    expect(swedish).toContain(`Från 1 januari 2026 var det 30${nbsp}% igen`);
    expect(swedish).toContain(kr("50 000"));
    expect(text(allEn) + text(allSe)).not.toMatch(/check the dates|kontrollera datumen/i);
  });

  it("fribelopp: 150 000 kr in 2025, 300 000 kr from 2026, per person for ISK, capital insurance and PEPP together", () => {
    const english = en.features.feature3.points[2] ?? "";
    expect(english).toContain(`${sek("150,000")} in 2025 and ${sek("300,000")} from 2026`);
    expect(english).toMatch(/per person, to all your holdings in ISK, capital insurance and PEPP .*together/);
    const swedish = se.features.feature3.points[2] ?? "";
    expect(swedish).toContain(`${kr("150 000")} 2025 och ${kr("300 000")} från 2026`);
    expect(swedish).toMatch(
      /per person, för allt ditt sparande på ISK, i kapitalförsäkring och på PEPP-konto .*tillsammans/,
    );
  });
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

describe("the hero's “2025 at a glance” panel", () => {
  it("repeats the cards' figures exactly", () => {
    const { glance } = en.hero;
    expect([glance.stateTax.value, glance.fribelopp.value, glance.rot.value, glance.deadline.value]).toEqual([
      sek("625,800"),
      sek("150,000"),
      "50%",
      "No dates yet",
    ]);
    expect(glance.rot.note).toContain("May 12–December 31, 2025");
    // The 2027 dates are not published (course-facts.md): the panel points to Skatteverket and to the
    // past season's last day, and names no new date.
    expect(glance.deadline.note).toContain("check Skatteverket in February 2027");
    expect(glance.deadline.note).toContain("May 4, 2026");
    const sv = se.hero.glance;
    expect([sv.stateTax.value, sv.fribelopp.value, sv.rot.value, sv.deadline.value]).toEqual([
      kr("625 800"),
      kr("150 000"),
      `50${nbsp}%`,
      "Inga datum än",
    ]);
    expect(sv.rot.note).toContain("12 maj – 31 december 2025");
    expect(sv.deadline.note).toContain("Skatteverket i februari 2027");
    expect(sv.deadline.note).toContain("4 maj 2026");
  });
});

/** The editor's corrections of issue 31, point 8: each pinned so it cannot slip back. */
describe("the editor's corrections (issue 31)", () => {
  it("says no state tax on that salary or pension, since capital income is taxed regardless", () => {
    expect(text(allEn)).not.toContain("no state income tax");
    expect(en.features.feature1.description).toContain("no state tax on that salary or pension");
    expect(se.features.feature1.description).toContain("ingen statlig skatt på den lönen eller pensionen");
  });

  it("pays June refunds to most others who declared on time, and speaks of any refund", () => {
    const english = en.features.feature2.points.join(" ");
    expect(english).toContain("refunds for most others who declared on time were paid from June 9–12, 2026");
    expect(english).toContain("by March 31, 2026, gave any refund");
    expect(english).not.toContain("everyone else");
    expect(en.features.feature2.description).toContain("any refund sooner");
    const swedish = se.features.feature2.points.join(" ");
    expect(swedish).toContain("De flesta andra som deklarerade i tid fick sin återbäring");
    expect(swedish).toContain("fick en eventuell återbäring");
    expect(se.features.feature2.description).toContain("komma tidigare");
    expect(text(allSe)).not.toContain("komma snabbare");
  });

  it("gives ROT's ceiling per person and year, for repair, maintenance, conversion and extension", () => {
    expect(en.features.feature3.points[1]).toContain("repair, maintenance, conversion and extension");
    expect(en.features.feature3.points[1]).toContain(`${sek("50,000")} per person and year`);
    expect(se.features.feature3.points[1]).toContain("reparation, underhåll, ombyggnad och tillbyggnad");
    expect(se.features.feature3.points[1]).toContain(`${kr("50 000")} per person och år`);
  });

  it("keeps the key-change cards in one tense: the 2025 changes have happened", () => {
    const present = [/\brises\b/, /\bchange in 2025/, /\bmeans\b/, /\byou are under 66/, /\bit is 30%/];
    for (const pattern of present) expect(text(en.features)).not.toMatch(pattern);
    const presentSe = [/\bhöjs\b/, /\bändras 2025/, /\bär du under 66/, /\bom du är under 66/, /\bär det 30/];
    for (const pattern of presentSe) expect(text(se.features)).not.toMatch(pattern);
  });

  it("splits the BankID sentence, and approval by SMS or phone uses the security codes, not BankID (issue 36)", () => {
    expect(en.features.feature2.points[0]).toMatch(
      /BankID, the ID app most people in Sweden use\. Without an e-ID, you could approve it in the app, by text message or by phone, with the security codes printed with your return\./,
    );
    expect(se.features.feature2.points[0]).toMatch(
      /BankID\. Utan e-legitimation kunde du godkänna den i appen, via sms eller per telefon med säkerhetskoderna som fanns med deklarationen\./,
    );
  });

  it("splits the Swedish brytpunkt sentence in two", () => {
    expect(se.features.feature1.points[1]).toContain(
      `om du var under 66 år. Från 66 år var brytpunkten ${kr("733 200")}.`,
    );
  });

  it("writes Skatteverket's words and the editor's Swedish", () => {
    expect(en.features.feature3.points[0]).toMatch(/^Basic deduction \(grundavdrag\)/);
    expect(enLegalText.privacy.sections.dataCollection.body[0]).toContain("we keep no visitor records");
    expect(text(allSe)).not.toContain("sparar de serverloggarna");
    expect(seLegalText.privacy.summary.live).toContain("sparar serverloggarna");
    expect(se.hero.glance.stateTax.note).toContain(`(2024: ${kr("598 500")})`);
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
