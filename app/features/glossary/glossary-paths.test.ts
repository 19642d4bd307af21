import { describe, expect, it } from "vitest";
import { glossaryPath, isLanguageSwitch, matchPage, matchToolPath, toolPagePaths } from "#shared/paths.ts";

describe("the glossary's paths", () => {
  it("builds the page and a term's anchor in each language", () => {
    expect(glossaryPath("se")).toBe("/se/glossary");
    expect(glossaryPath("en", "grundavdrag")).toBe("/en/glossary#grundavdrag");
    expect(toolPagePaths).toEqual(expect.arrayContaining(["/en/glossary", "/se/glossary"]));
  });

  it("recognises the glossary, with or without the pre-render's trailing slash, and nothing else", () => {
    expect(matchToolPath("/se/glossary")).toEqual({ language: "se", page: "glossary" });
    expect(matchToolPath("/en/glossary/")).toEqual({ language: "en", page: "glossary" });
    expect(matchToolPath("/xx/glossary")).toBeNull();
    expect(matchToolPath("/en/glossary/extra")).toBeNull();
    // Not one of SPEC.md's pages: the navigation and the footer do not list it.
    expect(matchPage("/en/glossary")).toBeNull();
  });

  it("treats the glossary in the other language as the same page (the reader keeps their place)", () => {
    expect(isLanguageSwitch("/en/glossary", "/se/glossary")).toBe(true);
    expect(isLanguageSwitch("/en/glossary", "/se")).toBe(false);
  });
});
