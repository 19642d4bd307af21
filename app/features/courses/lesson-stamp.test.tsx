import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { LessonStamp } from "./lesson-stamp";

const lesson = { incomeYears: [2025, 2026], factsChecked: "2026-11-26" };

describe("LessonStamp", () => {
  it("shows the income years and the day the facts were checked, in English", () => {
    const { container } = render(<LessonStamp words={enCoursePage} lesson={lesson} language="en" />);
    expect(container.textContent).toBe(
      "Figures for income years 2025 and 2026·Facts checked November 26, 2026 by Skattlyktan’s editorial team",
    );
    expect(screen.getByText(/Facts checked/).getAttribute("dateTime")).toBe("2026-11-26");
  });

  it("and in Swedish", () => {
    const { container } = render(<LessonStamp words={seCoursePage} lesson={lesson} language="se" />);
    expect(container.textContent).toBe(
      "Belopp för inkomståren 2025 och 2026·Fakta kontrollerade 26 november 2026 av Skattlyktans redaktion",
    );
  });
});
