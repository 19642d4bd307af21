/**
 * The glossary: every Swedish tax term the courses use, checked when the build loads it (a term
 * without both explanations or its gloss, or naming a box the facts do not confirm, stops the build),
 * and sorted as each language sorts (Swedish puts å, ä and ö after z; English files them under a and o).
 */
import type { Language } from "#shared/site.ts";
import { type GlossaryTerm, parseGlossary } from "./glossary-schema";
import { abroadTerms } from "./terms-abroad";
import { capitalTerms } from "./terms-capital";
import { correctionTerms } from "./terms-corrections";
import { deductionTerms } from "./terms-deductions";
import { incomeTerms } from "./terms-income";
import { returnTerms } from "./terms-return";
import { savingsTerms } from "./terms-savings";

export const glossaryTerms: GlossaryTerm[] = parseGlossary([
  ...returnTerms,
  ...correctionTerms,
  ...incomeTerms,
  ...abroadTerms,
  ...capitalTerms,
  ...deductionTerms,
  ...savingsTerms,
]);

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator("en", { sensitivity: "base" }),
  se: new Intl.Collator("sv", { sensitivity: "base" }),
};

/** The terms in the order of the language's alphabet. */
export function sortedTerms(
  language: Language,
  terms: readonly GlossaryTerm[] = glossaryTerms,
): GlossaryTerm[] {
  return [...terms].sort((a, b) => collators[language].compare(a.term, b.term));
}

/** The letter a term is filed under: `Ö` in Swedish, `O` in English. */
export function indexLetter(term: string, language: Language): string {
  const first = term.charAt(0).toLocaleUpperCase("sv");
  return language === "se" ? first : first.normalize("NFKD").charAt(0);
}

/** The index's letters, in order: A–Z, and in Swedish Å, Ä and Ö after them. */
export function alphabet(language: Language): string[] {
  const latin = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  return language === "se" ? [...latin, "Å", "Ä", "Ö"] : latin;
}
