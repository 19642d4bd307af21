import { describe, expect, it } from "vitest";
import { readInputs } from "./read-inputs";

const read = (fragment: string, language: "en" | "se" = "en") =>
  readInputs(new URLSearchParams(fragment), language);

describe("readInputs", () => {
  it("reads the documented address (no period: a yearly amount, as before issue 50)", () => {
    const r = read("year=2026&salary=360000&rate=30.55&born=1985");
    expect(r.errors).toEqual({});
    expect(r.inputs).toMatchObject({ year: 2026, salary: 360_000, rate: 30.55, born: 1985, paid: null });
  });
  it("turns monthly pay, pension and tax deducted into yearly amounts; other amounts stay yearly", () => {
    const r = read("salary=30000&paid=6000&travel=20000&period=month&born=1985");
    expect(r.inputs).toMatchObject({ salary: 360_000, paid: 72_000, travel: 20_000 });
    expect(read("salary=30000&period=MONTH&born=1985").inputs?.salary).toBe(360_000);
    expect(read("salary=30000&period=weekly&born=1985").errors).toEqual({ period: "period" });
  });
  it("asks instead of computing: 45,000 in Swedish, a monthly-looking yearly salary, 66+ with a salary only", () => {
    expect(read("salary=45%2C000&born=1985&period=month", "se").questions).toEqual([
      { kind: "ambiguous", field: "salary", readings: [45, 45_000] },
    ]);
    expect(read("salary=45%2C000&born=1985&period=month", "se").inputs).toBeNull();
    expect(read("salary=30000&born=1985&period=year").questions).toEqual([
      { kind: "monthly", field: "salary", amount: 30_000 },
    ]);
    expect(read("salary=30000&born=1985&period=year&confirm=yearly").inputs?.salary).toBe(30_000);
    expect(read("salary=300000&born=1950&period=year").questions).toEqual([
      { kind: "pensionAged", born: 1950 },
    ]);
    expect(read("salary=300000&born=1950&period=year&confirm=salary").inputs?.salary).toBe(300_000);
  });
  it("takes a pension alone, with no salary", () => {
    expect(read("pension=20000&period=month&born=1950").inputs).toMatchObject({
      salary: 0,
      pension: 240_000,
    });
  });
  it("says what is wrong with each field", () => {
    expect(read("salary=5%25&born=1985").errors).toEqual({ salary: "percent" });
    expect(read("salary=lots&born=85&rate=40").errors).toEqual({
      salary: "notNumber",
      born: "bornRange",
      rate: "rateRange",
    });
    expect(read("salary=400000&born=2027").errors).toEqual({ born: "bornAfterYear" });
    expect(read("salary=400000&born=2026&year=2025").errors).toEqual({ born: "bornAfterYear" });
    expect(read("born=1985").errors).toEqual({ salary: "incomeRequired" });
    expect(read(`salary=${"9".repeat(400)}&born=1985`).errors).toEqual({ salary: "tooLarge" });
    expect(read("salary=400000&born=1985&municipality=Atlantis").errors).toEqual({
      municipality: "municipality",
    });
    expect(read("salary=400000&born=1985&church=5").errors).toEqual({ church: "churchRange" });
  });
  it("takes the municipality by name, and 2024 only as a note", () => {
    expect(read("salary=400000&born=1985&municipality=stockholm").inputs?.municipality).toBe("Stockholm");
    expect(read("year=2024")).toMatchObject({ year: 2026, uncoveredYear: "2024" });
  });
});
