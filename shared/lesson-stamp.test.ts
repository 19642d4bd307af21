import { describe, expect, it } from "vitest";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { lessonStamp, yearList } from "#shared/lesson-stamp.ts";

const lesson = { incomeYears: [2026, 2025], factsChecked: "2026-11-26" };

describe("a lesson's year stamp", () => {
  it("lists the income years in order, the last two joined by the language's word", () => {
    expect(yearList([2025], "and")).toBe("2025");
    expect(yearList([2026, 2025], "och")).toBe("2025 och 2026");
    expect(yearList([2024, 2026, 2025], "and")).toBe("2024, 2025 and 2026");
  });

  it("reads as the editors wrote it, in both languages", () => {
    expect(lessonStamp(enCoursePage, lesson, "en")).toEqual({
      years: "Figures for income years 2025 and 2026",
      checked: "Facts checked November 26, 2026 by Skattlyktan’s editorial team",
    });
    expect(lessonStamp(seCoursePage, lesson, "se")).toEqual({
      years: "Belopp för inkomståren 2025 och 2026",
      checked: "Fakta kontrollerade 26 november 2026 av Skattlyktans redaktion",
    });
  });

  it("names one income year in the singular and several in the plural (issue 48)", () => {
    const one = { ...lesson, incomeYears: [2026] };
    expect(lessonStamp(seCoursePage, one, "se").years).toBe("Belopp för inkomståret 2026");
    expect(lessonStamp(enCoursePage, one, "en").years).toBe("Figures for income year 2026");
    const three = { ...lesson, incomeYears: [2024, 2025, 2026] };
    expect(lessonStamp(seCoursePage, three, "se").years).toBe("Belopp för inkomståren 2024, 2025 och 2026");
  });
});
