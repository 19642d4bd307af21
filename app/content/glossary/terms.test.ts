import { describe, expect, it } from "vitest";
import { typographyErrors } from "../../i18n/swedish-typography";
import { mythDetectors, mythSentences } from "../facts/myth-detectors";
import { applyTypography } from "../render-markdown";
import { type GlossaryTermInput, parseGlossary, returnPlaces, termId } from "./glossary-schema";
import { alphabet, glossaryTerms, indexLetter, sortedTerms } from "./terms";

const sample: GlossaryTermInput = {
  term: "grundavdrag",
  gloss: "basic allowance",
  en: "An amount deducted automatically from your earned income.",
  se: "Ett avdrag som görs automatiskt från din förvärvsinkomst.",
};

describe("the glossary's schema", () => {
  it("accepts a term with both explanations and its gloss", () => {
    expect(parseGlossary([sample])).toEqual([{ ...sample, id: "grundavdrag" }]);
  });

  it("refuses a term without its Swedish or English twin, or without its gloss", () => {
    const { se: _se, ...noSwedish } = sample;
    const { en: _en, ...noEnglish } = sample;
    const { gloss: _gloss, ...noGloss } = sample;
    expect(() => parseGlossary([noSwedish])).toThrow(/grundavdrag: se/);
    expect(() => parseGlossary([noEnglish])).toThrow(/grundavdrag: en/);
    expect(() => parseGlossary([noGloss])).toThrow(/grundavdrag: gloss/);
  });

  it("refuses a box the facts do not give, and a term listed twice", () => {
    expect(() => parseGlossary([{ ...sample, where: ["7.1"] as never }])).toThrow(/where/);
    expect(() => parseGlossary([{ ...sample, where: ["8.4"] as never }])).toThrow(/where/);
    expect(() => parseGlossary([sample, sample])).toThrow(/#grundavdrag is used twice/);
  });

  it("derives plain anchors", () => {
    expect(termId("Övriga upplysningar")).toBe("ovriga-upplysningar");
    expect(termId("investeringssparkonto (ISK)")).toBe("investeringssparkonto");
    expect(termId("F-skatt")).toBe("f-skatt");
  });
});

describe("the glossary", () => {
  const names = glossaryTerms.map((term) => term.term);

  it("has at least 30 terms, the ones the courses rely on among them", () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(30);
    for (const name of [
      "inkomstdeklaration",
      "slutskattebesked",
      "skattereduktion",
      "grundavdrag",
      "jobbskatteavdrag",
      "skiktgräns",
      "brytpunkt",
      "omprövning",
      "jämkning",
      "kvarskatt",
      "schablonintäkt",
      "skattefri grundnivå",
      "reseavdrag",
      "kapitalvinst",
      "kapitalunderlag",
      "investeringssparkonto (ISK)",
      "kapitalförsäkring",
      "underskott av kapital",
      "rotavdrag",
      "rutavdrag",
      "preliminärskatt",
      "F-skatt",
      "förmånsbil",
      "avräkning av utländsk skatt",
      "självrättelse",
      "förseningsavgift",
      "prisbasbelopp",
      "fastställd förvärvsinkomst",
      "beskattningsbar förvärvsinkomst",
      "kommunalskatt",
      "statlig inkomstskatt",
      "allmän pensionsavgift",
      "Övriga upplysningar",
      "K4",
      "e-legitimation",
      "skattekonto",
      "pensionsrätt i anställning",
      "aktiv näringsverksamhet",
      // issue 48
      "omkostnadsbelopp",
      "kostnadsränta",
      "skattetillägg",
      "inkomst av kapital",
      "skatteavtal",
      "förhandsbesked",
      "genomsnittsmetod",
      "schablonmetod",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("names only the return's boxes the facts confirm (corrected 2026-11-28: 1.4, 7.2–7.4, 8.3, 10.6)", () => {
    const places = [
      "1.1",
      "1.4",
      "1.5",
      "2.1",
      "2.4",
      "7.2",
      "7.3",
      "7.4",
      "8.1",
      "8.3",
      "8.8",
      "9.2",
      "10.6",
    ];
    expect([...returnPlaces].sort()).toEqual([...places, "K4", "Övriga upplysningar"].sort());
    for (const term of glossaryTerms) {
      for (const text of [term.en, term.se]) {
        const boxes = [...text.matchAll(/\b(?:box|ruta|punkt) (\d+\.\d+)/gi)].map((match) => match[1]);
        expect(
          boxes.filter((box) => !places.includes(box ?? "")),
          term.term,
        ).toEqual([]);
      }
    }
  });

  it.each(mythDetectors.map((detector) => [detector.myth, detector] as const))(
    "states no myth in either language: %s",
    (_, detector) => {
      const stated = glossaryTerms.flatMap((term) =>
        [term.en, term.se].flatMap((text) => mythSentences(detector, text).map((s) => `${term.term}: ${s}`)),
      );
      expect(stated).toEqual([]);
    },
  );

  it("uses one Swedish word per concept, as Skatteverket does (docs/writing-lessons.md, Words)", () => {
    for (const term of glossaryTerms) {
      for (const text of [term.se, ...(term.forms ?? [])]) {
        expect(text, term.term).not.toMatch(/fribelopp|bilaga K4|\b(?:under|punkt) \d+\.\d+/i);
      }
    }
  });

  it("writes English with curly apostrophes and Swedish with Swedish typography", () => {
    for (const term of glossaryTerms) {
      expect(term.en, term.term).not.toMatch(/['"]/);
      expect(term.se, term.term).not.toMatch(/['"]|\bSweden\b/);
      expect(typographyErrors(applyTypography(term.se, "se")), term.term).toEqual([]);
    }
  });

  it("sorts as each language sorts: å, ä and ö last in Swedish, with a and o in English", () => {
    const swedish = sortedTerms("se").map((term) => term.term);
    const english = sortedTerms("en").map((term) => term.term);
    expect(swedish.at(-1)).toBe("Övriga upplysningar");
    expect(english.indexOf("Övriga upplysningar")).toBeGreaterThan(english.indexOf("omprövning"));
    expect(english.indexOf("Övriga upplysningar")).toBeLessThan(english.indexOf("PEPP"));
    expect(indexLetter("Övriga upplysningar", "se")).toBe("Ö");
    expect(indexLetter("Övriga upplysningar", "en")).toBe("O");
    expect(alphabet("se").slice(-3)).toEqual(["Å", "Ä", "Ö"]);
    for (const language of ["en", "se"] as const) {
      for (const term of glossaryTerms)
        expect(alphabet(language)).toContain(indexLetter(term.term, language));
    }
  });
});
