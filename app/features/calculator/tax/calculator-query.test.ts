import { describe, expect, it } from "vitest";
import { calculatorSearch, parseCalculatorQuery } from "./calculator-query";

const parse = (query: string, language: "en" | "se" = "en") =>
  parseCalculatorQuery(new URLSearchParams(query), language);

describe("parseCalculatorQuery", () => {
  it("reads the documented address", () => {
    const query = parse("year=2026&salary=360000&rate=30.55&born=1985");
    expect(query.year).toBe(2026);
    expect(query.errors).toEqual({});
    expect(query.inputs).toEqual({ salary: 360_000, pension: 0, rate: 30.55, born: 1985 });
  });

  it("reads numbers as each language writes them", () => {
    expect(parse("salary=360%C2%A0000&rate=30%2C55&born=1985", "se").inputs).toMatchObject({
      salary: 360_000,
      rate: 30.55,
    });
    expect(parse("salary=360%2C000&rate=30.55&born=1985", "en").inputs).toMatchObject({ salary: 360_000 });
    // The canonical form reads the same in Swedish.
    expect(parse("salary=360000&rate=30.55&born=1985", "se").inputs).toMatchObject({ rate: 30.55 });
  });

  it("turns a monthly salary and pension into yearly amounts", () => {
    expect(parse("salary=30000&pension=1000&period=month&born=1950").inputs).toMatchObject({
      salary: 360_000,
      pension: 12_000,
    });
  });

  it("uses the national average when the rate is left empty", () => {
    expect(parse("salary=360000&born=1985&rate=").inputs?.rate).toBeNull();
  });

  it("shows nothing and asks for nothing before the form is sent", () => {
    const query = parse("");
    expect(query.inputs).toBeNull();
    expect(query.errors).toEqual({});
    expect(query.year).toBe(2026);
  });

  it("says what is wrong with each field, and computes nothing", () => {
    const query = parse("salary=abc&pension=-5&rate=40&born=85");
    expect(query.errors).toEqual({
      salary: "notNumber",
      pension: "negative",
      rate: "rateRange",
      born: "bornRange",
    });
    expect(query.inputs).toBeNull();
    expect(parse("salary=&born=").errors).toEqual({ salary: "required", born: "required" });
    expect(parse("salary=100000001&born=1985").errors).toEqual({ salary: "tooLarge" });
    expect(parse("salary=9000000&period=month&born=1985").errors).toEqual({ salary: "tooLarge" });
    expect(parse("salary=1&born=1899").errors).toEqual({ born: "bornRange" });
    expect(parse("salary=1&born=1985&rate=28.92").errors).toEqual({ rate: "rateRange" });
    expect(parse("salary=1&born=1985&rate=35.65").errors).toEqual({});
  });

  it("highlights 2025 or 2026 and notes a year it does not compute", () => {
    expect(parse("year=2025").year).toBe(2025);
    expect(parse("year=2024")).toMatchObject({ year: 2026, uncoveredYear: "2024" });
  });
});

describe("calculatorSearch", () => {
  it("writes numbers in one form both languages read, and leaves out empty optional fields", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      year: "2025",
      salary: "360 000",
      rate: "30,55",
      born: "1985",
    }))
      form.set(key, value);
    form.set("pension", "");
    expect(calculatorSearch(form, "se").toString()).toBe("year=2025&salary=360000&rate=30.55&born=1985");
  });

  it("keeps what it cannot read as typed, so the page can say what is wrong", () => {
    const form = new FormData();
    form.set("salary", "lots");
    form.set("period", "month");
    expect(calculatorSearch(form, "en").toString()).toBe("year=2026&period=month&salary=lots&born=");
  });
});
