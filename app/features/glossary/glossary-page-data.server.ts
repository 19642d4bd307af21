/**
 * What the glossary page needs, at build time: the terms in the page's language and order, each with
 * its explanation in that language only, typeset, and the words of the page. It travels in the
 * loader's data, so no page's script carries the glossary (docs/decisions/043).
 */

import { enGlossaryPage } from "#shared/i18n/en.ts";
import { seGlossaryPage } from "#shared/i18n/se.ts";
import { fill, type GlossaryPageDictionary } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import type { ReturnPlace } from "../../content/glossary/glossary-schema";
import { alphabet, indexLetter, sortedTerms } from "../../content/glossary/terms";
import { applyTypography } from "../../content/render-markdown";

const glossaryWords: Record<Language, GlossaryPageDictionary> = { en: enGlossaryPage, se: seGlossaryPage };

/** "box 2.1", "ruta 8.8", "form K4"; the section Övriga upplysningar keeps its Swedish name. */
function placeName(place: ReturnPlace, words: GlossaryPageDictionary): string {
  if (place === "K4") return fill(words.form, { form: place });
  if (place === "Övriga upplysningar") return place;
  return fill(words.box, { box: place });
}

export interface GlossaryEntry {
  id: string;
  term: string;
  gloss: string;
  explanation: string;
  where?: string;
  letter: string;
}

export function glossaryPageData(language: Language) {
  const words = glossaryWords[language];
  const entries: GlossaryEntry[] = sortedTerms(language).map((term) => ({
    id: term.id,
    term: term.term,
    gloss: term.gloss,
    explanation: applyTypography(term[language], language),
    where:
      term.where &&
      fill(words.where, { places: term.where.map((place) => placeName(place, words)).join(", ") }),
    letter: indexLetter(term.term, language),
  }));
  return { words, entries, letters: alphabet(language) };
}
