import { describe, expect, it } from "vitest";
import { en } from "./en";
import { se } from "./se";

function shape(node: unknown): unknown {
  if (Array.isArray(node)) return "list";
  if (typeof node !== "object" || node === null) return typeof node;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, shape(child)]));
}

describe("legal texts", () => {
  for (const document of ["privacy", "cookiePolicy", "terms", "legal"] as const) {
    it(`${document} has the same keys, in the same order, in English and Swedish`, () => {
      expect(JSON.stringify(shape(se[document]))).toBe(JSON.stringify(shape(en[document])));
    });
  }

  it("cover the GDPR essentials in the privacy policy", () => {
    for (const dictionary of [en, se]) {
      const text = JSON.stringify(dictionary.privacy);
      expect(text).toContain("https://www.imy.se");
      expect(text).toMatch(/Integritetsskyddsmyndigheten/);
    }
  });

  it("name the storage key the site really uses", () => {
    expect(JSON.stringify(en.cookiePolicy)).toContain("cookies-accepted");
    expect(JSON.stringify(se.cookiePolicy)).toContain("cookies-accepted");
  });
});
