/** The newsletter's languages are the site's: one list, in shared/site.ts. */
import { type Language, languages } from "#shared/site.ts";

/** A language code from untrusted input (a form field, a query, a CLI flag), or undefined. */
export function languageOf(value: unknown): Language | undefined {
  return languages.find((language) => language === value);
}
