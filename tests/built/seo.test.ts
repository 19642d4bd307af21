/** What the pre-rendered pages say, read as a crawler reads them: no JavaScript, straight from the
 * server (moved from tests/e2e/seo.spec.ts, issue 42; the head after a client-side navigation stays
 * there, in a browser). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, enCoursePage } from "#shared/i18n/en.ts";
import { se, seCoursePage } from "#shared/i18n/se.ts";
import { glossaryPath, switchLanguage } from "#shared/paths.ts";
import { siteUrl } from "#shared/site.ts";
import { allPagePaths, courseLibrary } from "#tests/support/course-pages.ts";
import { type BuiltSite, openBuiltSite } from "./site.ts";

const dictionaries = { en, se } as const;
let site: BuiltSite;
beforeAll(async () => {
  site = await openBuiltSite();
});
afterAll(() => site.close());

async function head(path: string) {
  const html = await site.html(path);
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");
  const meta = (key: string) => tags(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g"));
  return {
    html,
    title: tags(/<title>([^<]*)<\/title>/g),
    meta,
    canonical: tags(/<link rel="canonical" href="([^"]*)"/g),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((m) => [
      m[1],
      m[2],
    ]),
  };
}
const graphOf = (html: string): Record<string, unknown>[] =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}")["@graph"];

it("gives every route its own title and a description in its language", async () => {
  const titles = new Set<string>();
  for (const path of allPagePaths) {
    const { title, meta } = await head(path);
    expect(title, path).toHaveLength(1);
    titles.add(title[0] ?? "");
    expect(meta("description")[0]?.length, path).toBeGreaterThan(40);
  }
  expect(titles.size).toBe(allPagePaths.length);
});

describe.each(allPagePaths)("%s", (path) => {
  const language = path.startsWith("/se") ? "se" : "en";

  it("has its canonical, hreflang, robots, Open Graph and Twitter card", async () => {
    const { canonical, alternates, meta } = await head(path);
    expect(canonical).toEqual([siteUrl + path]);
    const enPath = switchLanguage(path, "en");
    const sePath = switchLanguage(path, "se");
    expect(alternates).toEqual([
      ["en", siteUrl + enPath],
      ["sv", siteUrl + sePath],
      ["x-default", siteUrl + enPath],
    ]);
    // Every route indexable but the thank-you pages, a confirmation and not content (decision 007).
    expect(meta("robots")).toEqual(path.endsWith("/thank-you") ? ["noindex"] : []);
    expect(meta("og:url")).toEqual([siteUrl + path]);
    expect(meta("og:locale")).toEqual([language === "en" ? "en_GB" : "sv_SE"]);
    expect(meta("og:image")).toEqual([`${siteUrl}/og/${language}.png`]);
    expect(meta("og:title")[0]?.length).toBeGreaterThan(5);
    expect(meta("twitter:card")).toEqual(["summary_large_image"]);
  });
});

it("serves the share images as 1200×630 PNGs, one per language", async () => {
  for (const language of ["en", "se"]) {
    const response = await site.get(`/og/${language}.png`);
    expect(response.headers["content-type"]).toBe("image/png");
    const png = response.rawPayload;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

it("serves the favicon set and the web manifest", async () => {
  const { html } = await head("/en");
  // The SVG icon is in the page and the manifest link is added after hydration (decision 009);
  // the files stay, for the manifest's icon list and for clients that ask by convention.
  expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
  for (const href of ["/favicon.ico", "/apple-touch-icon.png"]) expect(html).toContain(`href="${href}"`);
  // inject follows no redirect: a 200 is the file itself.
  for (const href of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest"]) {
    expect((await site.get(href)).statusCode, href).toBe(200);
  }
  const manifest = (await site.get("/site.webmanifest")).json() as { icons: { src: string }[] };
  for (const icon of manifest.icons) expect((await site.get(icon.src)).statusCode, icon.src).toBe(200);
});

it("names the sitemap in robots.txt; the sitemap lists indexable pages with their alternates", async () => {
  expect((await site.get("/robots.txt")).body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const sitemap = (await site.get("/sitemap.xml")).body;
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect([...locs].sort()).toEqual(
    allPagePaths
      .filter((path) => !path.endsWith("thank-you"))
      .map((path) => siteUrl + path)
      .sort(),
  );
  expect(sitemap.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
});

it("links every indexed page in both languages in llms.txt, and not the thank-you pages", async () => {
  const text = (await site.get("/llms.txt")).body;
  expect(text).toMatch(/^# Skattlyktan\n/);
  for (const path of allPagePaths) {
    if (path.endsWith("/thank-you")) expect(text).not.toContain(`(${siteUrl}${path})`);
    else expect(text).toContain(`(${siteUrl}${path})`);
  }
});

describe.each(["en", "se"] as const)("%s", (language) => {
  it("describes the organisation, the site and three free courses on the home page", async () => {
    const graph = graphOf((await head(`/${language}`)).html);
    const organization = graph.find((node) => node["@type"] === "Organization");
    expect(organization).toMatchObject({ legalName: "Skattlyktan Utbildning AB", foundingDate: "2020" });
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({
      inLanguage: language === "en" ? "en" : "sv",
    });
    const courses = graph.filter((node) => node["@type"] === "Course");
    expect(courses.map((course) => course.name)).toEqual([
      dictionaries[language].courses.course1.title,
      dictionaries[language].courses.course2.title,
      dictionaries[language].courses.course3.title,
    ]);
    for (const course of courses) {
      expect(course).toMatchObject({ isAccessibleForFree: true, offers: { price: 0, priceCurrency: "SEK" } });
    }
  });

  it("describes a course and its lessons on the course page; a lesson, its place in it", async () => {
    const course = courseLibrary[language][1];
    const lesson = course?.lessons[1];
    const coursePage = graphOf((await head(`/${language}/courses/${course?.slug}`)).html);
    const node = coursePage.find((entry) => entry["@type"] === "Course");
    expect(node).toMatchObject({
      name: course?.title,
      isAccessibleForFree: true,
      inLanguage: language === "en" ? "en" : "sv",
    });
    expect(((node?.hasPart ?? []) as { name: string }[]).map((part) => part.name)).toEqual(
      course?.lessons.map((each) => each.title),
    );
    expect(coursePage.find((entry) => entry["@type"] === "BreadcrumbList")).toBeTruthy();
    const lessonPage = graphOf((await head(`/${language}/courses/${course?.slug}/${lesson?.slug}`)).html);
    expect(lessonPage.find((entry) => entry["@type"] === "LearningResource")).toMatchObject({
      name: lesson?.title,
      isPartOf: { "@id": `${siteUrl}/${language}/courses/${course?.slug}#course` },
    });
    const trail = lessonPage.find((entry) => entry["@type"] === "BreadcrumbList")?.itemListElement as {
      name: string;
    }[];
    expect(trail.map((step) => step.name)).toEqual([
      { en: enCoursePage, se: seCoursePage }[language].home,
      course?.title,
      lesson?.title,
    ]);
  });

  // Moved from tests/e2e/glossary.spec.ts.
  it("makes the glossary a DefinedTermSet whose terms link their anchors", async () => {
    const here = glossaryPath(language);
    const html = await site.html(here);
    const set = graphOf(html).find((node) => node["@type"] === "DefinedTermSet");
    const terms = (set?.hasDefinedTerm ?? []) as Record<string, string>[];
    expect(terms.length).toBeGreaterThanOrEqual(30);
    const inLanguage = language === "en" ? "en" : "sv";
    for (const term of terms) {
      expect(term).toMatchObject({ "@type": "DefinedTerm", inLanguage });
      expect(term.url).toMatch(new RegExp(`^${siteUrl}${here}#[a-z0-9-]+$`));
      expect(term.name?.length).toBeGreaterThan(1);
      expect(term.description?.length).toBeGreaterThan(20);
      expect(html).toContain(`id="${term.url?.split("#")[1]}"`);
    }
  });
});

it("makes the newsletter form a WebMCP tool", async () => {
  const { html } = await head("/en");
  expect(html).toMatch(/<form[^>]* toolname="subscribe_to_newsletter" tooldescription="[^"]+"/);
  expect(html).toMatch(/<input[^>]* toolparamdescription="[^"]+"/);
});
