import type { APIRequestContext } from "@playwright/test";
import { siteUrl } from "../../app/config/site";
import { enCoursePage } from "../../app/i18n/en";
import { seCoursePage } from "../../app/i18n/se";
import { switchLanguage } from "../../app/lib/paths";
import { allPagePaths, courseLibrary } from "../support/course-pages";
import { dictionaries, expect, open, test, withCookieChoice } from "../support/fixtures";

// What the pre-rendered files say, read as a crawler reads them: no JavaScript, straight from the server.

async function head(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
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

test("every route has its own title and a description in its language", async ({ request }) => {
  const titles = new Set<string>();
  for (const path of allPagePaths) {
    const { title, meta } = await head(request, path);
    expect(title, path).toHaveLength(1);
    titles.add(title[0] ?? "");
    expect(meta("description")[0]?.length, path).toBeGreaterThan(40);
  }
  expect(titles.size).toBe(allPagePaths.length);
});

for (const path of allPagePaths) {
  const language = path.startsWith("/se") ? "se" : "en";

  test(`${path}: canonical, hreflang, robots, Open Graph and Twitter card`, async ({ request }) => {
    const { canonical, alternates, meta } = await head(request, path);
    expect(canonical).toEqual([siteUrl + path]);
    const en = switchLanguage(path, "en");
    const se = switchLanguage(path, "se");
    expect(alternates).toEqual([
      ["en", siteUrl + en],
      ["sv", siteUrl + se],
      ["x-default", siteUrl + en],
    ]);
    // Every route indexable but the thank-you pages, a confirmation and not content (decision 007).
    expect(meta("robots")).toEqual(path.endsWith("/thank-you") ? ["noindex"] : []);
    expect(meta("og:url")).toEqual([siteUrl + path]);
    expect(meta("og:locale")).toEqual([language === "en" ? "en_GB" : "sv_SE"]);
    expect(meta("og:image")).toEqual([`${siteUrl}/og/${language}.png`]);
    expect(meta("og:title")[0]?.length).toBeGreaterThan(5);
    expect(meta("twitter:card")).toEqual(["summary_large_image"]);
  });
}

test("the share images are 1200×630 PNGs, one per language", async ({ request }) => {
  for (const language of ["en", "se"]) {
    const response = await request.get(`/og/${language}.png`);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("the favicon set and the web manifest are served", async ({ request }) => {
  const { html } = await head(request, "/en");
  // The SVG icon is in the page and the manifest link is added after hydration (decision 009);
  // the files stay, for the manifest's icon list and for clients that ask by convention.
  expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
  for (const href of ["/favicon.ico", "/apple-touch-icon.png"]) expect(html).toContain(`href="${href}"`);
  for (const href of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest"]) {
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }
  const manifest = await (await request.get("/site.webmanifest")).json();
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test("robots.txt names the sitemap; the sitemap lists indexable pages with their alternates", async ({
  request,
}) => {
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect([...locs].sort()).toEqual(
    allPagePaths
      .filter((path) => !path.endsWith("thank-you"))
      .map((path) => siteUrl + path)
      .sort(),
  );
  expect(sitemap.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
});

test("llms.txt links every indexed page in both languages, and not the thank-you pages", async ({
  request,
}) => {
  const text = await (await request.get("/llms.txt")).text();
  expect(text).toMatch(/^# Skattlyktan\n/);
  for (const path of allPagePaths) {
    if (path.endsWith("/thank-you")) expect(text).not.toContain(`(${siteUrl}${path})`);
    else expect(text).toContain(`(${siteUrl}${path})`);
  }
});

for (const language of ["en", "se"] as const) {
  test(`${language}: the home page describes the organisation, the site and three free courses`, async ({
    request,
  }) => {
    const { html } = await head(request, `/${language}`);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}";
    const graph: Record<string, unknown>[] = JSON.parse(json)["@graph"];
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
}

for (const language of ["en", "se"] as const) {
  test(`${language}: a course page describes the course and its lessons; a lesson, its place in it`, async ({
    request,
  }) => {
    const course = courseLibrary[language][1];
    const lesson = course?.lessons[1];
    const graphOf = (html: string): Record<string, unknown>[] =>
      JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}")["@graph"];
    const coursePage = graphOf((await head(request, `/${language}/courses/${course?.slug}`)).html);
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
    const lessonPage = graphOf(
      (await head(request, `/${language}/courses/${course?.slug}/${lesson?.slug}`)).html,
    );
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
}

test("the newsletter form is a WebMCP tool", async ({ request }) => {
  const { html } = await head(request, "/en");
  expect(html).toMatch(/<form[^>]* toolname="subscribe_to_newsletter" tooldescription="[^"]+"/);
  expect(html).toMatch(/<input[^>]* toolparamdescription="[^"]+"/);
});

test("client-side navigation swaps the head: one title, one canonical, the new page's", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, "/en");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveTitle(dictionaries.en.terms.metaTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/en/terms`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
