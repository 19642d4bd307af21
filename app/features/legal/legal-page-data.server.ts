/**
 * What a legal page needs from the legal texts at build time: its one document, in the build's
 * newsletter mode, and the pages' labels go into its loader data, so no bundle carries them
 * (docs/decisions/043).
 */

import { enLegalText } from "#shared/i18n/en.ts";
import { seLegalText } from "#shared/i18n/se.ts";
import { forMode, type LegalTextDictionary } from "#shared/i18n/translate.ts";
import { languageFromPath } from "#shared/paths.ts";
import { type Language, newsletterMode } from "#shared/site.ts";
import { type LegalPageName, pageSection } from "../../i18n/page-text";

const legalTexts: Record<Language, LegalTextDictionary> = { en: enLegalText, se: seLegalText };

export function legalPageData(request: Request, page: LegalPageName) {
  const text = legalTexts[languageFromPath(new URL(request.url).pathname)];
  // Resolved here rather than in the browser: the page shows one variant, so the data holds one.
  return { labels: text.labels, document: forMode(text[pageSection[page]], newsletterMode) };
}

export type LegalPageData = ReturnType<typeof legalPageData>;
