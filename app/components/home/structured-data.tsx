import { company, languageInfo, siteUrl } from "../../config/site";
import { useI18n } from "../../i18n/i18n-context";
import { pathTo } from "../../lib/paths";
import { absoluteUrl } from "../../lib/seo";
import { courseKeys } from "./course-keys";

/** schema.org JSON-LD for the home page, in its language: the organisation with its legal details,
 * the website, and the three free courses it offers. A data block: never executed, so no CSP hash. */
export function StructuredData() {
  const { language, t } = useI18n();
  const inLanguage = languageInfo[language].htmlLang;
  const organization = { "@id": `${siteUrl}/#organization` };
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
    ...courseKeys.map((key) => ({
      "@type": "Course",
      name: t(`courses.${key}.title`),
      description: t(`courses.${key}.description`),
      inLanguage,
      isAccessibleForFree: true,
      provider: organization,
      offers: { "@type": "Offer", price: 0, priceCurrency: "SEK", category: "Free", offeredBy: organization },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", inLanguage },
    })),
  ];
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own constants
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
