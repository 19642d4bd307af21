import { describe, expect, it } from "vitest";
import { enLessonCalculators } from "#shared/i18n/en.ts";
import { seLessonCalculators } from "#shared/i18n/se.ts";
import { formatRate, formatShare, readNumbers } from "./read-numbers";

const common = enLessonCalculators.common;
const seCommon = seLessonCalculators.common;

describe("readNumbers", () => {
  it("reads each language's way of writing numbers and names each bad field", () => {
    expect(readNumbers({ a: "45 000", b: "32,41" }, "se", seLessonCalculators.common).numbers).toEqual({
      a: 45_000,
      b: 32.41,
    });
    expect(readNumbers({ a: "45,000" }, "en", enLessonCalculators.common).numbers).toEqual({ a: 45_000 });
    const { numbers, errors } = readNumbers({ a: "abc", b: "-5", c: "" }, "en", enLessonCalculators.common);
    expect(numbers).toBeUndefined();
    expect(errors).toEqual({
      a: "Write a number, for example 45,000.",
      b: "Write 0 or more.",
      c: "Write a number, for example 45,000.",
    });
  });
});

describe("formatting rates and shares", () => {
  it("writes öre only where a rate has them, and a percentage with the decimals it needs", () => {
    expect(formatRate(9.5, "se")).toBe("9,50\u00a0kr");
    expect(formatRate(9.5, "en")).toBe("SEK\u00a09.50");
    expect(formatRate(25, "se")).toBe("25\u00a0kr");
    expect(formatShare(30, "se")).toBe("30\u00a0%");
    expect(formatShare(0.888, "en")).toBe("0.888%");
    expect(formatShare(2.96, "se")).toBe("2,96\u00a0%");
    expect(formatShare(1.065, "se")).toBe("1,065\u00a0%");
  });
});

describe("bounds and questions (issue 50)", () => {
  it("refuses a 400-digit number, a percentage as an amount, and asks about 45,000 in Swedish", () => {
    const read = (text: string, language: "en" | "se" = "en") =>
      readNumbers({ amount: text }, language, common).errors.amount;
    expect(read("9".repeat(400))).toMatch(/^Write at most 1,000,000,000/);
    expect(read("5%")).toBe(common.percent);
    expect(readNumbers({ amount: "45,000" }, "se", seCommon).errors.amount).toBe(
      "Menade du 45 eller 45\u00a0000? Skriv talet igen utan skiljetecknet, till exempel 45\u00a0000.",
    );
    expect(readNumbers({ amount: "45,000" }, "en", common).numbers).toEqual({ amount: 45_000 });
  });
});
