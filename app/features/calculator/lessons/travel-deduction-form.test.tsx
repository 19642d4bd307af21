import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { enLessonCalculators } from "#shared/i18n/en.ts";
import { seLessonCalculators } from "#shared/i18n/se.ts";
import { TravelDeductionForm } from "./travel-deduction-form";

afterEach(cleanup);

const nbsp = "\u00a0";
/** A label as Testing Library reads it: its no-break spaces as plain ones. */
const label = (text: string) => text.replaceAll(nbsp, " ");

describe("TravelDeductionForm", () => {
  it("reads Swedish figures as Swedes type them and answers in Swedish", async () => {
    const user = userEvent.setup();
    const words = seLessonCalculators["travel-deduction"];
    render(<TravelDeductionForm language="se" common={seLessonCalculators.common} words={words} />);
    expect(screen.getByLabelText(words.municipalRate)).toHaveProperty("value", "32,41");
    await user.selectOptions(screen.getByLabelText(words.mode), "public-transport");
    await user.type(screen.getByLabelText(words.yearlyFare), "45 000");
    await user.click(screen.getByRole("button", { name: seLessonCalculators.common.calculate }));
    // 45 000 − 11 000 = 34 000 kr; at 32,41 % about 11 019 kr.
    expect(screen.getByRole("status").textContent).toBe(
      `Reseavdrag 34${nbsp}000${nbsp}kr; din skatt blir ungefär 11${nbsp}019${nbsp}kr lägre.`,
    );
  });

  it("computes the lesson's example in English and follows the year's threshold and average rate", async () => {
    const user = userEvent.setup();
    const words = enLessonCalculators["travel-deduction"];
    render(<TravelDeductionForm language="en" common={enLessonCalculators.common} words={words} />);
    await user.type(screen.getByLabelText(words.days), "200");
    await user.type(screen.getByLabelText(label(words.milPerDay)), "7");
    await user.click(screen.getByRole("button", { name: "Work it out" }));
    expect(screen.getByRole("status").textContent).toBe(
      `Travel deduction SEK${nbsp}24,000; your tax falls by about SEK${nbsp}7,778.`,
    );
    await user.selectOptions(screen.getByLabelText("Income year"), "2026");
    expect(screen.getByLabelText(words.municipalRate)).toHaveProperty("value", "32.38");
    await user.click(screen.getByRole("button", { name: "Work it out" }));
    expect(screen.getByRole("status").textContent).toContain(`Travel deduction SEK${nbsp}20,000`);
  });

  it("says what is wrong with letters, in the page's language, and moves focus to the field", async () => {
    const user = userEvent.setup();
    for (const [language, dictionary, example] of [
      ["en", enLessonCalculators, "45,000"],
      ["se", seLessonCalculators, `45${nbsp}000`],
    ] as const) {
      const words = dictionary["travel-deduction"];
      render(<TravelDeductionForm language={language} common={dictionary.common} words={words} />);
      const days = screen.getByLabelText(words.days);
      await user.type(days, "many");
      await user.type(screen.getByLabelText(label(words.milPerDay)), "7");
      await user.click(screen.getByRole("button", { name: dictionary.common.calculate }));
      const message = dictionary.common.notANumber.replace("{example}", example);
      const shown = screen.getByText(label(message));
      expect(shown.textContent).toBe(message);
      expect(days.getAttribute("aria-invalid")).toBe("true");
      expect(days.getAttribute("aria-describedby")).toContain(shown.id);
      expect(document.activeElement).toBe(days);
      expect(screen.getByRole("status").textContent).toBe("");
      cleanup();
    }
  });
});
