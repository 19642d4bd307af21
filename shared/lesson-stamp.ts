/**
 * A lesson's year stamp (issue 36): the income years its figures apply to and the day its facts were
 * checked, in the same words on the lesson page and in its mail.
 */

import { formatDate } from "#shared/format-date.ts";
import type { Language } from "#shared/site.ts";

export interface StampWords {
  /** "Figures for income year {years}" */
  stampYears: string;
  /** "Facts checked {date} by …" */
  stampChecked: string;
  /** The word that joins the last two years: "and", "och". */
  stampAnd: string;
}

/** `[2025]` as "2025", `[2025, 2026]` as "2025 and 2026", three or more as "2024, 2025 and 2026". */
export function yearList(years: readonly number[], and: string): string {
  const sorted = [...years].sort((a, b) => a - b).map(String);
  const last = sorted.pop() ?? "";
  return sorted.length === 0 ? last : `${sorted.join(", ")} ${and} ${last}`;
}

export function lessonStamp(
  words: StampWords,
  lesson: { incomeYears: readonly number[]; factsChecked: string },
  language: Language,
): { years: string; checked: string } {
  return {
    years: words.stampYears.replace("{years}", yearList(lesson.incomeYears, words.stampAnd)),
    checked: words.stampChecked.replace("{date}", formatDate(lesson.factsChecked, language)),
  };
}
