import { expect, it } from "vitest";
import { siteUrl } from "#shared/site.ts";
import { alternates, isIndexed } from "./seo";

it("lists en, sv and x-default, absolute, for a page", () => {
  expect(alternates("terms")).toEqual([
    { hrefLang: "en", href: `${siteUrl}/en/terms` },
    { hrefLang: "sv", href: `${siteUrl}/se/terms` },
    { hrefLang: "x-default", href: `${siteUrl}/en/terms` },
  ]);
  expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
});

it("keeps the thank-you page out of search: noindex, not in the sitemap or llms.txt", () => {
  expect(isIndexed("thankYou")).toBe(false);
  expect(isIndexed("home")).toBe(true);
});
