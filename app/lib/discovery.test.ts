import { describe, expect, it } from "vitest";
import { siteUrl } from "../config/site";
import { en } from "../i18n/en";
import { se } from "../i18n/se";
import { llmsTxt, robotsTxt, sitemapXml } from "./discovery";
import { prerenderPaths } from "./paths";

describe("sitemap.xml", () => {
  const xml = sitemapXml();
  it("lists every content page, and not the thank-you pages", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      prerenderPaths.filter((path) => !path.endsWith("thank-you")).map((path) => siteUrl + path),
    );
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
});

it("robots.txt names the sitemap", () => {
  expect(robotsTxt()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

it("llms.txt has an H1, a summary and links to every indexed page in both languages", () => {
  const text = llmsTxt({ en, se });
  expect(text.startsWith("# Skattlyktan\n")).toBe(true);
  expect(text).toMatch(/^> .+/m);
  for (const path of prerenderPaths) {
    const link = `](${siteUrl}${path})`;
    if (path.endsWith("/thank-you")) expect(text).not.toContain(link);
    else expect(text).toContain(link);
  }
});
