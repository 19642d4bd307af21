import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import { pathTo } from "#shared/paths.ts";
import { company, languageInfo, siteUrl } from "#shared/site.ts";
import { JsonLd } from "../../components/json-ld";
import { useI18n } from "../../i18n/i18n-context";
import { absoluteUrl } from "../../lib/seo";
import { courseNode, organizationRef } from "../../lib/structured-data";

/** schema.org JSON-LD for the home page, in its language: the organisation with its legal details,
 * the website, and the three free courses it offers (each with its page's URL). */
export function StructuredData() {
  const { language, t } = useI18n();
  const inLanguage = languageInfo[language].htmlLang;
  const organization = organizationRef;
  const graph = [
    {
      "@type": "Organization",
      ...organization,
      name: company.brand,
      legalName: company.legalName,
      url: absoluteUrl(pathTo(language, "home")),
      logo: absoluteUrl("/icon-512.png"),
      description: t("footer.description"),
      email: company.email,
      foundingDate: String(company.incorporated),
      taxID: company.registrationNumber,
      vatID: company.vatId,
      address: { "@type": "PostalAddress", addressLocality: company.jurisdiction, addressCountry: "SE" },
      areaServed: { "@type": "Country", name: "Sweden" },
    },
    {
      "@type": "WebSite",
      "@id": `${siteUrl}/#website`,
      url: absoluteUrl(pathTo(language, "home")),
      name: company.brand,
      inLanguage,
      publisher: organization,
    },
    ...courseSlugs.map((slug) =>
      courseNode(language, {
        slug,
        title: t(`courses.${courseKeys[slug]}.title`),
        description: t(`courses.${courseKeys[slug]}.description`),
      }),
    ),
  ];
  return <JsonLd graph={graph} />;
}
