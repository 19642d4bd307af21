import { type Page, pathTo, switchLanguage } from "#shared/paths.ts";
import { defaultLanguage, type Language, languageInfo, languages, siteUrl } from "#shared/site.ts";

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}

/**
 * The thank-you page is a confirmation, not content: `noindex`, and left out of the sitemap and
 * llms.txt, so that it never lands in search results as "Your submission has been received"
 * (docs/decisions/007). The benchmark expects Lighthouse's `is-crawlable` audit to fail there.
 */
export function isIndexed(page: Page): boolean {
  return page !== "thankYou";
}

/** hreflang alternates of a page: one per language (BCP 47: `sv`, never the URL's `se`), plus
 * x-default pointing at English. Every language lists all of them, so they are reciprocal. */
export function alternates(page: Page): { hrefLang: string; href: string }[] {
  return alternatesOf(pathTo(defaultLanguage, page));
}

/** The same for any path that exists in every language under the same slugs (courses, lessons). */
export function alternatesOf(path: string): { hrefLang: string; href: string }[] {
  return [
    ...languages.map((language) => ({
      hrefLang: languageInfo[language].htmlLang,
      href: absoluteUrl(switchLanguage(path, language)),
    })),
    { hrefLang: "x-default", href: absoluteUrl(switchLanguage(path, defaultLanguage)) },
  ];
}

/** The designed share card of a language, 1200×630. */
export function shareImage(language: Language): string {
  return absoluteUrl(`/og/${language}.png`);
}
