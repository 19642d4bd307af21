import { expect, it } from "vitest";
import { siteUrl } from "../config/site";
import { alternates, isListed } from "./seo";

it("lists en, sv and x-default, absolute, for a page", () => {
  expect(alternates("terms")).toEqual([
    { hrefLang: "en", href: `${siteUrl}/en/terms` },
    { hrefLang: "sv", href: `${siteUrl}/se/terms` },
    { hrefLang: "x-default", href: `${siteUrl}/en/terms` },
  ]);
  expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
});

it("keeps the thank-you page out of the sitemap and llms.txt", () => {
  expect(isListed("thankYou")).toBe(false);
  expect(isListed("home")).toBe(true);
});
