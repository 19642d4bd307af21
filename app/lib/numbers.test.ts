import { describe, expect, it } from "vitest";
import { formatKronor, formatNumber, formatPercent, parseNumber } from "./numbers";

describe("formatting", () => {
  it("writes numbers as Intl does for each language", () => {
    for (const value of [0, 7, 999, 1000, 45000, 625800, 1234567, -37132]) {
      expect(formatNumber(value, "se")).toBe(new Intl.NumberFormat("sv-SE").format(value));
      expect(formatNumber(value, "en")).toBe(
        new Intl.NumberFormat("en-GB").format(value).replace("-", "\u2212"),
      );
    }
    expect(formatNumber(32.41, "se", 2)).toBe("32,41");
  });

  it("writes kronor and percentages the way each language's readers do", () => {
    expect(formatKronor(45000, "se")).toBe("45\u00a0000\u00a0kr");
    expect(formatKronor(45000, "en")).toBe("SEK\u00a045,000");
    expect(formatPercent(32.41, "se")).toBe("32,41\u00a0%");
    expect(formatPercent(32.41, "en")).toBe("32.41%");
  });
});

describe("parseNumber", () => {
  it("reads Swedish input", () => {
    expect(parseNumber("45 000", "se")).toBe(45000);
    expect(parseNumber("45\u00a0000 kr", "se")).toBe(45000);
    expect(parseNumber("32,41", "se")).toBe(32.41);
    expect(parseNumber("32,41 %", "se")).toBe(32.41);
    expect(parseNumber("1.250.000", "se")).toBe(1250000);
  });

  it("reads English input", () => {
    expect(parseNumber("45,000", "en")).toBe(45000);
    expect(parseNumber("SEK 45,000", "en")).toBe(45000);
    expect(parseNumber("32.41%", "en")).toBe(32.41);
  });

  it("refuses what is not a number", () => {
    for (const text of ["", "abc", "12a", "1,2,3,4", "--5", "4.5.6"]) {
      expect(parseNumber(text, "en"), text).toBeUndefined();
    }
    expect(parseNumber("-500", "se")).toBe(-500);
  });
});
