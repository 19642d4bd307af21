import { useLocation } from "react-router";
import { matchCoursePath, matchPage, matchToolPath } from "#shared/paths.ts";
import { company, languageInfo, languages } from "#shared/site.ts";
import { useI18n } from "../i18n/i18n-context";
import { absoluteUrl, alternatesOf, isIndexed, shareImage } from "../lib/seo";

/**
 * Everything a page says about itself to search engines and link previews: title, description,
 * canonical URL, hreflang alternates, Open Graph and Twitter cards. React 19 hoists these into <head>,
 * also when pre-rendering, and swaps them on client-side navigation.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { language } = useI18n();
  const { pathname } = useLocation();
  const match = matchPage(pathname);
  const known = match || matchCoursePath(pathname) || matchToolPath(pathname);
  if (!known) return <title>{title}</title>;
  const path = pathname.replace(/(.)\/$/, "$1"); // pre-rendering adds a trailing slash
  const url = absoluteUrl(path);
  const image = shareImage(language);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {match && !isIndexed(match.page) ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {alternatesOf(path).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={languageInfo[language].ogLocale} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={languageInfo[other].ogLocale} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
