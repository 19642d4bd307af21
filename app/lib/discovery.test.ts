import { describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { coursePagePaths, prerenderPaths, toolPagePaths } from "#shared/paths.ts";
import { siteUrl } from "#shared/site.ts";
import { readCourses } from "../content/read-courses";
import { llmsTxt, robotsTxt, sitemapXml } from "./discovery";

const courses = readCourses();
// The glossary and the calculator are content too, though neither the header nor the footer lists them.
const contentPaths = [...prerenderPaths.filter((path) => !path.endsWith("thank-you")), ...toolPagePaths];

describe("sitemap.xml", () => {
  const xml = sitemapXml(courses);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every content page and every course and lesson, and not the thank-you pages", () => {
    expect(locs).toHaveLength(contentPaths.length + coursePagePaths(courses).length);
    for (const path of [...contentPaths, ...coursePagePaths(courses)]) expect(locs).toContain(siteUrl + path);
    expect(locs.some((loc) => loc?.endsWith("thank-you"))).toBe(false);
  });

  it("gives each URL its reciprocal alternates (en, sv, x-default)", () => {
    const blocks = xml.split("<url>").slice(1);
    for (const block of blocks) {
      expect([...block.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual([
        "en",
        "sv",
        "x-default",
      ]);
    }
    expect(xml).not.toContain('hreflang="se"');
  });

  it("pairs each lesson with the same lesson in the other language", () => {
    const lesson = courses.en[0]?.lessons[0];
    const block = xml
      .split("<url>")
      .find((entry) => entry.includes(`/se/courses/${lesson?.course}/${lesson?.slug}<`));
    expect(block).toContain(`hreflang="en" href="${siteUrl}/en/courses/${lesson?.course}/${lesson?.slug}"`);
    expect(block).toContain(`hreflang="sv" href="${siteUrl}/se/courses/${lesson?.course}/${lesson?.slug}"`);
  });
});

it("pairs the English glossary with the Swedish one", () => {
  const block = sitemapXml(courses)
    .split("<url>")
    .find((entry) => entry.includes(`<loc>${siteUrl}/se/glossary</loc>`));
  expect(block).toContain(`hreflang="en" href="${siteUrl}/en/glossary"`);
  expect(block).toContain(`hreflang="sv" href="${siteUrl}/se/glossary"`);
});

it("robots.txt names the sitemap", () => {
  expect(robotsTxt()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

it("llms.txt has an H1, a summary and links to every indexed page and lesson in both languages", () => {
  const text = llmsTxt({ en, se }, courses);
  expect(text.startsWith("# Skattlyktan\n")).toBe(true);
  expect(text).toMatch(/^> .+/m);
  for (const path of [...prerenderPaths, ...toolPagePaths, ...coursePagePaths(courses)]) {
    const link = `](${siteUrl}${path})`;
    if (path.endsWith("/thank-you")) expect(text).not.toContain(link);
    else expect(text).toContain(link);
  }
});
