/**
 * The glossary says it holds every term the courses use (issue 48): every term a lesson links leads to
 * an entry on the glossary page in both languages, every Swedish term of the list below is in it, and
 * every Swedish term an English lesson names in brackets ("the final tax decision (slutskattebesked)")
 * is one of its terms or their forms.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#shared/site.ts";
import { glossaryTerms } from "../../content/glossary/terms";
import { readCourses } from "../../content/read-courses";
import { renderMarkdown } from "../../content/render-markdown";
import { linkGlossaryTerms } from "./glossary-links";
import { glossaryPageData } from "./glossary-page-data.server";

const library = readCourses();
const lessons = Object.values(library).flatMap((courses) => courses.flatMap((course) => course.lessons));
const pageIds = (language: Language) => new Set(glossaryPageData(language).entries.map((entry) => entry.id));

/** The Swedish terms the lessons name, each a term of the glossary or one of its forms. */
const namedTerms = [
  "omkostnadsbelopp",
  "kostnadsränta",
  "skattetillägg",
  "inkomst av kapital",
  "skatteavtal",
  "förhandsbesked",
  "självrättelse",
  "omprövning",
  "begäran om omprövning",
  "slutskattebesked",
  "beslut om slutlig skatt",
  "jämkning",
  "grundavdrag",
  "jobbskatteavdrag",
  "skiktgräns",
  "brytpunkt",
  "reseavdrag",
  "rotavdrag",
  "rutavdrag",
  "schablonmetod",
  "genomsnittsmetod",
  "avräkning",
  "skattefri grundnivå",
  "blankett K4",
  "kvarskatt",
  "förseningsavgift",
  "sexmånadersregeln",
  "ettårsregeln",
  "kapitalförlust",
  "inkomst av tjänst",
  "begravningsavgift",
  "kyrkoavgift",
  "inkomstbasbelopp",
];

/** A bracket with one of these words is an English aside ("(tax surcharge)", "(with security)"). */
const english =
  /\b(?:the|a|an|of|and|or|to|with|without|from|his|her|their|other|more|by|for|in|on|tax|surcharge|information|shared|lesson|explains|enter|whole|interest|income|services|taxable|together|journeys|job|security)\b/i;
/** Swedish words in brackets the glossary need not hold. */
const notTerms = new Set([
  // "income from employment (tjänst)": the income category's short name; the glossary has "inkomst av tjänst".
  "tjänst",
]);

/** The entry a text's first glossary link leads to, as `linkGlossaryTerms` links it. */
function linkedId(text: string, language: Language): string | undefined {
  return /href="\/(?:en|se)\/glossary#([a-z0-9-]+)"/.exec(linkGlossaryTerms(`<p>${text}</p>`, language))?.[1];
}

describe("the glossary covers the lessons", () => {
  it.each(["en", "se"] as const)(
    "in %s, every term a lesson links has its entry on the glossary page",
    (language) => {
      const ids = pageIds(language);
      const links = lessons
        .filter((lesson) => lesson.language === language)
        .flatMap((lesson) =>
          [
            ...renderMarkdown(lesson.markdown, language).matchAll(
              /href="\/(?:en|se)\/glossary#([a-z0-9-]+)"/g,
            ),
          ].map((match) => `${lesson.slug}: #${match[1]}`),
        );
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !ids.has(link.split("#")[1] ?? ""))).toEqual([]);
    },
  );

  it.each(namedTerms)("holds %s, explained in both languages, and links it from a lesson's text", (name) => {
    for (const language of ["en", "se"] as const) {
      const id = linkedId(name, language);
      expect(id, `${name} links to an entry in ${language}`).toBeDefined();
      expect(pageIds(language).has(id ?? ""), `${name} is on the ${language} glossary page`).toBe(true);
      const term = glossaryTerms.find((each) => each.id === id);
      expect(term?.en.length).toBeGreaterThan(0);
      expect(term?.se.length).toBeGreaterThan(0);
    }
  });

  it("holds every Swedish term an English lesson names in brackets", () => {
    const bracketed = lessons
      .filter((lesson) => lesson.language === "en")
      .flatMap((lesson) =>
        [...lesson.markdown.matchAll(/\(([a-zåäö][a-zåäö -]{3,40})\)/g)].map(
          (match) => [lesson.slug, match[1] ?? ""] as const,
        ),
      )
      .filter(([, words]) => !notTerms.has(words) && !english.test(words));
    const missing = bracketed
      .filter(([, words]) => linkedId(words, "se") === undefined)
      .map(([slug, words]) => `${slug}: (${words})`);
    expect(missing).toEqual([]);
  });
});
