/** schema.org nodes the home, course and lesson pages share, so that every page describes a course,
 * the organisation and the path to a page in the same words and ids. */

import type { CourseSlug } from "#shared/course-catalogue.ts";
import { coursePath } from "#shared/paths.ts";
import { company, type Language, languageInfo, siteUrl } from "#shared/site.ts";
import { absoluteUrl } from "./seo";

export const organizationRef = { "@id": `${siteUrl}/#organization` };

export function courseNode(
  language: Language,
  course: { slug: CourseSlug; title: string; description: string },
  extra: object = {},
): object {
  const inLanguage = languageInfo[language].htmlLang;
  const url = absoluteUrl(coursePath(language, course.slug));
  return {
    "@type": "Course",
    "@id": `${url}#course`,
    url,
    name: course.title,
    description: course.description,
    inLanguage,
    isAccessibleForFree: true,
    provider: organizationRef,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "SEK",
      category: "Free",
      offeredBy: organizationRef,
    },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", inLanguage },
    ...extra,
  };
}

/** The breadcrumb trail of a page: each step's name and path, the last one the page itself. */
export function breadcrumbNode(steps: { name: string; path: string }[]): object {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

export const brandName = company.brand;
