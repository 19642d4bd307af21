import { describe, expect, it } from "vitest";
import { enLessonCalculators } from "#shared/i18n/en.ts";
import { seLessonCalculators } from "#shared/i18n/se.ts";
import { formatRate, formatShare, readNumbers } from "./read-numbers";

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
