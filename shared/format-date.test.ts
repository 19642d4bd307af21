import { describe, expect, it } from "vitest";
import { formatDate } from "#shared/format-date.ts";
import { languageInfo, languages } from "#shared/site.ts";

describe("formatDate", () => {
  it("formats the legal date as SPEC.md and the content brief write it", () => {
    expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
    expect(formatDate("2025-01-01", "se")).toBe("1 januari 2025");
  });

  it("writes every month as Intl does for the language's date locale", () => {
    for (const language of languages) {
      const intl = new Intl.DateTimeFormat(languageInfo[language].dateLocale, {
        dateStyle: "long",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2025-${String(month).padStart(2, "0")}-${month + 10}`;
        expect(formatDate(iso, language), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
  });
});
