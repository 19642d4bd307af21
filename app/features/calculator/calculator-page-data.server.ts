/** The calculator page's loader data: its words and the lessons its lines link to (decision 043). */

import { lessonPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { courseLibrary } from "../../content/courses.server";
import { type CalculatorDictionary, enCalculator } from "./words/calculator-en";
import { seCalculator } from "./words/calculator-se";

const words: Record<Language, CalculatorDictionary> = { en: enCalculator, se: seCalculator };

/** The lessons that teach the lines: where state tax starts, and what changed for 2026. */
const lessonSlugs = {
  rates: ["general-tax-planning", "income-and-tax-rates"],
  changes: ["general-tax-planning", "what-changes-in-2026"],
  finalTax: ["general-tax-planning", "preliminary-tax-and-final-tax"],
  travel: ["avoiding-declaration-errors", "travel-deduction"],
  deductions: ["avoiding-declaration-errors", "deductions-and-reductions"],
  shares: ["avoiding-declaration-errors", "shares-and-funds"],
  isk: ["legal-tax-optimisation", "isk-and-the-tax-free-amount"],
} as const;

export type CalculatorLessons = Record<keyof typeof lessonSlugs, { title: string; path: string }>;

function lesson(language: Language, [course, slug]: readonly [string, string]) {
  const found = courseLibrary[language]
    .find((candidate) => candidate.slug === course)
    ?.lessons.find((candidate) => candidate.slug === slug);
  // Only our own build reaches this: a renamed lesson must fail it, not ship a broken link.
  if (!found) throw new Error(`The calculator links to a missing lesson: ${course}/${slug}`);
  return { title: found.title, path: lessonPath(language, course, slug) };
}

export function calculatorPageData(language: Language) {
  const lessons = Object.fromEntries(
    Object.entries(lessonSlugs).map(([key, slugs]) => [key, lesson(language, slugs)]),
  ) as CalculatorLessons;
  return { words: words[language], lessons };
}
