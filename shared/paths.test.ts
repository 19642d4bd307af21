import { describe, expect, it } from "vitest";
import {
  isLanguageSwitch,
  languageFromPath,
  matchPage,
  matchToolPath,
  pathTo,
  prerenderPaths,
  switchLanguage,
  toolPagePaths,
} from "#shared/paths.ts";

describe("pathTo", () => {
  it("builds the home and page paths of each language", () => {
    expect(pathTo("en", "home")).toBe("/en");
    expect(pathTo("se", "thankYou")).toBe("/se/thank-you");
  });

  it("lists the ten pre-rendered routes", () => {
    expect(prerenderPaths).toEqual([
      "/en",
      "/en/privacy",
      "/en/cookies",
      "/en/terms",
      "/en/thank-you",
      "/se",
      "/se/privacy",
      "/se/cookies",
      "/se/terms",
      "/se/thank-you",
    ]);
  });
});

describe("languageFromPath", () => {
  it.each([
    ["/se", "se"],
    ["/se/terms", "se"],
    ["/en/terms", "en"],
    ["/", "en"],
    ["/sv", "en"],
    ["/se-x", "en"],
    ["/SE", "en"],
  ])("%s is %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("matchPage", () => {
  it("finds known pages, with or without a trailing slash", () => {
    expect(matchPage("/se/privacy")).toEqual({ language: "se", page: "privacy" });
    expect(matchPage("/en/privacy/")).toEqual({ language: "en", page: "privacy" });
    expect(matchPage("/en")).toEqual({ language: "en", page: "home" });
  });

  it.each(["/", "/foo", "/en/foo", "/EN", "/sv", "/se/a/b"])("does not match %s", (path) => {
    expect(matchPage(path)).toBeNull();
  });
});

describe("switchLanguage", () => {
  it("swaps the prefix and keeps the page", () => {
    expect(switchLanguage("/en/privacy", "se")).toBe("/se/privacy");
    expect(switchLanguage("/se", "en")).toBe("/en");
    expect(switchLanguage("/se/thank-you", "se")).toBe("/se/thank-you");
  });

  it("prefixes the language where no prefix is present", () => {
    expect(switchLanguage("/", "se")).toBe("/se");
    expect(switchLanguage("/privacy", "se")).toBe("/se/privacy");
    expect(switchLanguage("/sea", "en")).toBe("/en/sea");
  });
});

describe("the calculator's path", () => {
  it("exists in each language, is matched with or without a slash, and keeps its place on a language switch", () => {
    expect(toolPagePaths).toEqual(["/en/glossary", "/en/calculator", "/se/glossary", "/se/calculator"]);
    expect(matchToolPath("/se/calculator/")).toEqual({ language: "se", page: "calculator" });
    expect(matchToolPath("/en/calculator/x")).toBeNull();
    expect(matchToolPath("/fr/calculator")).toBeNull();
    expect(isLanguageSwitch("/en/calculator", "/se/calculator")).toBe(true);
  });
});
