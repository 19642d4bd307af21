import type { CourseLibrary } from "#shared/course-catalogue.ts";
import { enGlossaryPage } from "#shared/i18n/en.ts";
import { seGlossaryPage } from "#shared/i18n/se.ts";
import type { Dictionary } from "#shared/i18n/translate.ts";
import {
  calculatorPath,
  coursePagePaths,
  coursePath,
  glossaryPath,
  lessonPath,
  type Page,
  pages,
  pathTo,
} from "#shared/paths.ts";
import { company, type Language, languageInfo, languages } from "#shared/site.ts";
import { enCalculator } from "../features/calculator/words/calculator-en";
import { seCalculator } from "../features/calculator/words/calculator-se";
import { pageMetaText } from "../i18n/page-text";
import { absoluteUrl, alternatesOf, isIndexed } from "./seo";

/** Files for crawlers and agents, pre-rendered at build time from the route list. */
export const discoveryFiles = ["/sitemap.xml", "/robots.txt", "/llms.txt"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every indexed path of one language: its pages, then each course and its lessons, then the glossary. */
export function indexedPaths(language: Language, courses: CourseLibrary): string[] {
  return [
    ...pages.filter(isIndexed).map((page) => pathTo(language, page)),
    calculatorPath(language),
    ...coursePagePaths(courses, language),
    glossaryPath(language),
  ];
}

export function sitemapXml(courses: CourseLibrary): string {
  const entries = languages.flatMap((language) =>
    indexedPaths(language, courses).map((path) => {
      const links = alternatesOf(path)
        .map(
          ({ hrefLang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

const glossaryWords = { en: enGlossaryPage, se: seGlossaryPage };

/** The glossary's line in llms.txt, under its own heading. */
function glossaryLink(language: Language): string {
  const { kicker, title, metaDescription } = glossaryWords[language];
  return `### ${kicker}\n\n- [${title}](${absoluteUrl(glossaryPath(language))}): ${metaDescription}`;
}

/** llms.txt (llmstxt.org): an H1, a summary, then links to every page in both languages. */
export function llmsTxt(dictionaries: Record<Language, Dictionary>, courses: CourseLibrary): string {
  const link = (language: Language, page: Page) => {
    const { title, description } = pageMetaText(dictionaries[language], page);
    return `- [${title}](${absoluteUrl(pathTo(language, page))}): ${description}`;
  };
  const content = pages.filter(isIndexed);
  // The tax calculator's words are its own (app/features/calculator/words/calculator-*.ts), not in every page's dictionary.
  const calculatorLink = (language: Language) => {
    const { metaTitle, metaDescription } = { en: enCalculator, se: seCalculator }[language];
    return `- [${metaTitle}](${absoluteUrl(calculatorPath(language))}): ${metaDescription}`;
  };
  const { en } = dictionaries;
  return [
    `# ${company.brand}`,
    "",
    `> ${en.footer.description} ${en.footer.disclaimer}`,
    "",
    `${company.legalName} (Stockholm, Sweden) publishes free, plain-language education about the 2025 Swedish tax changes, in English and Swedish. The authority on Swedish tax is Skatteverket: https://www.skatteverket.se`,
    "",
    ...languages.flatMap((language) => [
      `## ${languageInfo[language].name}`,
      "",
      ...content.map((page) => link(language, page)),
      calculatorLink(language),
      "",
      `### ${dictionaries[language].courses.title}`,
      "",
      ...courses[language].flatMap((course) => [
        `- [${course.title}](${absoluteUrl(coursePath(language, course.slug))}): ${course.summary}`,
        ...course.lessons.map(
          (lesson) =>
            `  - [${lesson.title}](${absoluteUrl(lessonPath(language, course.slug, lesson.slug))}): ${lesson.summary}`,
        ),
      ]),
      "",
      glossaryLink(language),
      "",
    ]),
  ].join("\n");
}
