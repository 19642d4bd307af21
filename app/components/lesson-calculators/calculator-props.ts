import type { Language } from "../../config/site";
import type { LessonCalculatorsDictionary } from "../../i18n/translate";
import type { CalculatorKind } from "../../lesson-calculators/kinds";
import type { Common } from "./read-numbers";

/** What each kind's form gets: the page's language, the shared words and its own. */
export interface CalculatorProps<K extends CalculatorKind> {
  language: Language;
  common: Common;
  words: LessonCalculatorsDictionary[K];
}
