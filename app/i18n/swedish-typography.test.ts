import { describe, expect, it } from "vitest";
import { se, seLegalText } from "#shared/i18n/se.ts";
import { typographyErrors } from "./swedish-typography";

const nbsp = "\u00a0";

/** Every string in a dictionary (both variants of a per-mode text), with its path. */
function strings(node: unknown, path = "se"): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

describe("the Swedish typography rule", () => {
  it("accepts what Swedish typography asks for", () => {
    for (const text of [
      `625${nbsp}800${nbsp}kr`,
      `50${nbsp}%`,
      `9${nbsp}kap. 28${nbsp}§`,
      "7–10 april 2026",
      "1 januari 2025",
      "prop. 2024/25:156",
      "559900-0006",
      "© 2025 Skattlyktan",
    ]) {
      expect(typographyErrors(text), text).toEqual([]);
    }
  });

  it("fails on a plain space in a number or before a unit, a missing space, a hyphen in a range", () => {
    expect(typographyErrors("625 800 kr")).toHaveLength(2);
    expect(typographyErrors(`625${nbsp}800 kr`)).toHaveLength(1);
    expect(typographyErrors("50 %")).toHaveLength(1);
    expect(typographyErrors("9 kap. 28 §")).toHaveLength(2);
    expect(typographyErrors("50%")).toHaveLength(1);
    expect(typographyErrors("7-10 april")).toHaveLength(1);
  });
});

describe("the Swedish dictionary and legal text", () => {
  // The legal pages' text is checked as closely as the dictionary it left (docs/decisions/043).
  const texts = [...strings(se), ...strings(seLegalText, "seLegalText")];

  it("is long enough for the check to mean something", () => {
    expect(texts.length).toBeGreaterThan(150);
  });

  it("follows the typography rule in every text, in both newsletter modes", () => {
    const errors = texts.flatMap(([path, text]) =>
      typographyErrors(text).map((error) => `${path}: ${error}`),
    );
    expect(errors).toEqual([]);
  });

  it("writes amounts and percentages with their no-break space", () => {
    const all = texts.map(([, text]) => text).join("\n");
    for (const figure of [`625${nbsp}800${nbsp}kr`, `150${nbsp}000${nbsp}kr`, `50${nbsp}%`, `28${nbsp}§`]) {
      expect(all).toContain(figure);
    }
  });
});
