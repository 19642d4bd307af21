import { describe, expect, it } from "vitest";
import { paymentYear, rotRateOn, rotRut } from "./rot-rut";

describe("rotRut", () => {
  it("lets the payment date decide ROT's rate: 50 % from 12 May to 31 December 2025, otherwise 30 %", () => {
    expect(rotRateOn("2025-05-11")).toBe(30);
    expect(rotRateOn("2025-05-12")).toBe(50);
    expect(rotRateOn("2025-12-31")).toBe(50);
    expect(rotRateOn("2026-01-01")).toBe(30);
    expect(rotRut({ rotLabour: 40_000, rotPaid: "2025-06-01", rutLabour: 0 })?.rot).toBe(20_000);
    expect(rotRut({ rotLabour: 40_000, rotPaid: "2026-06-01", rutLabour: 0 })?.rot).toBe(12_000);
  });

  it("caps the ROT reduction at 50 000 kr and ROT and RUT together at 75 000 kr", () => {
    const rot = rotRut({ rotLabour: 200_000, rotPaid: "2025-09-01", rutLabour: 0 });
    expect(rot?.rot).toBe(50_000);
    expect(rot?.rotCeilingReached).toBe(true);
    const both = rotRut({ rotLabour: 200_000, rotPaid: "2025-09-01", rutLabour: 80_000 });
    expect(both?.rut).toBe(40_000);
    expect(both?.total).toBe(75_000);
    expect(both?.combinedCeilingReached).toBe(true);
  });

  it("gives RUT 50 % and knows no year but 2025 and 2026", () => {
    expect(rotRut({ rotLabour: 0, rotPaid: "2026-03-01", rutLabour: 10_000 })?.total).toBe(5_000);
    expect(rotRut({ rotLabour: 10_000, rotPaid: "2024-06-01", rutLabour: 0 })).toBeUndefined();
  });
});

describe("the payment date", () => {
  it("refuses a day that does not exist", () => {
    expect(paymentYear("2025-02-30")).toBeUndefined();
    expect(paymentYear("2025-02-28")).toBe(2025);
    expect(paymentYear("2026-13-01")).toBeUndefined();
  });
});
