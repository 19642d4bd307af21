import type { LessonCalculatorsDictionary } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import type { CalculatorKind } from "./kinds";
import type { Common } from "./read-numbers";

/** What each kind's form gets: the page's language, the shared words and its own. */
export interface CalculatorProps<K extends CalculatorKind> {
  language: Language;
  common: Common;
  words: LessonCalculatorsDictionary[K];
}
