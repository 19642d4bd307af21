/** House style of the texts (issue 20): the words a Swedish editor would use, one spelling of
 * "e-mail" in English, glosses for Swedish terms, and nothing the site does not do. */
import { describe, expect, it } from "vitest";
import { en as enDictionary, enLegalText } from "#shared/i18n/en.ts";
import { se as seDictionary, seLegalText } from "#shared/i18n/se.ts";

/** Every string of a dictionary with its path, both variants of a per-mode text included. */
function strings(node: unknown, path: string): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}
/** Each language's text whole: its dictionary and its legal pages' text (docs/decisions/043). */
const en = { ...enDictionary, legalText: enLegalText };
const se = { ...seDictionary, legalText: seLegalText };
const all = (node: unknown) => strings(node, "").map(([, text]) => text);
const found = (node: unknown, pattern: RegExp) =>
  strings(node, "")
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path);

describe("Swedish", () => {
  it("uses the words Skatteverket and Swedish editors use", () => {
    for (const avoided of [
      /skatteförändring/i, // skatteändringarna, throughout
      /ROT-avdrag/, // Skatteverket writes rotavdraget
      /enkel svenska/, // på klarspråk
      /Vår enda uppgift/,
      /Kontrollera det senaste/,
      /cookiebanner/i, // cookierutan
      /\bSweden\b/,
    ]) {
      expect(found(se, avoided), String(avoided)).toEqual([]);
    }
    expect(seLegalText.labels.postalAddress).toBe("Postadress");
    expect(se.footer.incorporated).toBe("Grundat");
    expect(seLegalText.labels.country).toBe("Sverige");
    expect(all(se).join(" ")).toContain("skatteändringarna");
    expect(all(se).join(" ")).toContain("på klarspråk");
  });

  it("speaks to the reader as du, never ni", () => {
    expect(found(se, /(?<!\p{L})(ni|er|era|ert)(?!\p{L})/iu)).toEqual([]);
  });
});

describe("English", () => {
  it("spells e-mail one way in our own text (SPEC.md's fixed success text excepted)", () => {
    const ours = strings(en, "").filter(([path]) => path !== ".newsletter.success");
    expect(ours.filter(([, text]) => /\bemail\b/i.test(text)).map(([path]) => path)).toEqual([]);
    expect(en.newsletter.success).toBe("Thank you for subscribing! Check your email for confirmation.");
  });

  it("glosses the Swedish terms a newcomer may not know", () => {
    const text = all(en).join(" ");
    expect(text).toContain("investment savings account (ISK)");
    expect(text).toContain(
      "The ROT deduction (rotavdraget, a tax reduction for repair, maintenance, conversion and extension work on your home)",
    );
    expect(text).toContain("BankID, the ID app most people in Sweden use");
    expect(text).toContain("(skiktgräns: the taxable income above which state tax is charged)");
  });
});

describe("both languages", () => {
  it("have no developer talk about versions or builds", () => {
    const pattern = /in this version|as the site is built|i den här versionen|så som webbplatsen är byggd/i;
    expect([...found(en, pattern), ...found(se, pattern)]).toEqual([]);
  });

  it("make no promise of contact in the simulated newsletter mode", () => {
    const promises = /let you know|notify me|we will e-mail|hör vi av oss|säg till|mejlar vi/i;
    const simulated = (dictionary: typeof enDictionary) => [
      dictionary.hero.cta.simulated,
      dictionary.courses.subtitle.simulated,
      dictionary.courses.course1.cta.simulated,
      dictionary.newsletter.subtitle.simulated,
      dictionary.newsletter.privacyNote.simulated,
      dictionary.thankYou.note.simulated,
    ];
    for (const text of [...simulated(en), ...simulated(se)]) expect(text).not.toMatch(promises);
  });

  it("say no fonts are fetched only if the site loads fonts: it uses the system's", () => {
    expect([...found(enLegalText.privacy, /font/i), ...found(seLegalText.privacy, /typsnitt/i)]).toEqual([]);
  });
});
