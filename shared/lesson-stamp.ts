/**
 * A lesson's year stamp (issue 36): the income years its figures apply to and the day its facts were
 * checked, in the same words on the lesson page and in its mail.
 */

import { formatDate } from "#shared/format-date.ts";
import type { Language } from "#shared/site.ts";

export interface StampWords {
  /** "Figures for income year {years}", for one year */
  stampYears: string;
  /** "Figures for income years {years}", for several: Swedish "inkomståren 2025 och 2026" (issue 48) */
  stampYearsMany: string;
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
    years: (new Set(lesson.incomeYears).size > 1 ? words.stampYearsMany : words.stampYears).replace(
      "{years}",
      yearList(lesson.incomeYears, words.stampAnd),
    ),
    checked: words.stampChecked.replace("{date}", formatDate(lesson.factsChecked, language)),
  };
}
