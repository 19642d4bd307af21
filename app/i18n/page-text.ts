import { type Dictionary, forMode } from "#shared/i18n/translate.ts";
import type { Page } from "#shared/paths.ts";

/** The one map from a page to the dictionary section that holds its texts. The cookies page's section
 * is `cookiePolicy`, as SPEC.md §3 names it; every other page's has the page's own name. */
export const pageSection = {
  home: "home",
  privacy: "privacy",
  cookies: "cookiePolicy",
  terms: "terms",
  thankYou: "thankYou",
} as const satisfies Record<Page, keyof Dictionary>;

export type LegalPageName = "privacy" | "cookies" | "terms";
export type LegalDocument = (typeof pageSection)[LegalPageName];

/** A page's title and description, for <head>, the sitemap's neighbours and llms.txt. The thank-you
 * page has no description of its own: its message says what it is. */
export function pageMetaText(dictionary: Dictionary, page: Page): { title: string; description: string } {
  const section = dictionary[pageSection[page]];
  const description =
    "metaDescription" in section ? forMode(section.metaDescription) : dictionary.thankYou.message;
  return { title: section.metaTitle, description };
}
