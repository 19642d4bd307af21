import { describe, expect, it } from "vitest";
import { readNumber } from "./read-amount";

const value = (value: number) => ({ kind: "number", value });

describe("readNumber: as readers write numbers", () => {
  it("reads Swedish amounts and rates", () => {
    expect(readNumber("45 000", "se")).toEqual(value(45_000));
    expect(readNumber("45\u00a0000 kr", "se")).toEqual(value(45_000));
    expect(readNumber("45000", "se")).toEqual(value(45_000));
    expect(readNumber("32,41", "se", { percentAllowed: true })).toEqual(value(32.41));
    expect(readNumber("32,41 %", "se", { percentAllowed: true })).toEqual(value(32.41));
    expect(readNumber("45.000", "se")).toEqual(value(45_000));
    expect(readNumber("1 234 567,50", "se")).toEqual(value(1_234_567.5));
  });
  it("reads English amounts and rates, and a decimal comma that cannot be a thousands separator", () => {
    expect(readNumber("45,000", "en")).toEqual(value(45_000));
    expect(readNumber("SEK 45,000", "en")).toEqual(value(45_000));
    expect(readNumber("32.41", "en", { percentAllowed: true })).toEqual(value(32.41));
    expect(readNumber("32,60", "en", { percentAllowed: true })).toEqual(value(32.6));
    expect(readNumber("1,234,567.50", "en")).toEqual(value(1_234_567.5));
  });
  it("asks when a text has two readings: 45,000 in Swedish, 45.000 in English", () => {
    expect(readNumber("45,000", "se")).toEqual({ kind: "ambiguous", readings: [45, 45_000] });
    expect(readNumber("45.000", "en")).toEqual({ kind: "ambiguous", readings: [45, 45_000] });
    expect(readNumber("0,125", "se")).toEqual({ kind: "decimals" });
  });
  it("refuses a percentage as an amount, letters, negatives and too many decimals", () => {
    expect(readNumber("5%", "en")).toEqual({ kind: "percent" });
    expect(readNumber("5 %", "se")).toEqual({ kind: "percent" });
    expect(readNumber("lots", "en")).toEqual({ kind: "notNumber" });
    expect(readNumber("1e400", "en")).toEqual({ kind: "notNumber" });
    expect(readNumber("4,5,6", "se")).toEqual({ kind: "notNumber" });
    expect(readNumber("-5", "en")).toEqual({ kind: "negative" });
    expect(readNumber("10.555", "en", { percentAllowed: true })).toEqual({ kind: "decimals" });
    expect(readNumber("", "en")).toEqual({ kind: "empty" });
  });
});
