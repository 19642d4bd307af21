import { describe, expect, it } from "vitest";
import { company } from "./site";

function luhnIsValid(digits: string): boolean {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe("company details", () => {
  it("has a well-formed Swedish organisation number with a valid Luhn check digit", () => {
    expect(company.registrationNumber).toMatch(/^\d{6}-\d{4}$/);
    expect(luhnIsValid(company.registrationNumber.replace("-", ""))).toBe(true);
  });

  it("has a VAT id of SE + the organisation number + 01", () => {
    expect(company.vatId).toBe(`SE${company.registrationNumber.replace("-", "")}01`);
  });

  it("rejects a wrong check digit (the check itself works)", () => {
    expect(luhnIsValid("5599000007")).toBe(false);
  });

  it("was incorporated in 2020 under Stockholm jurisdiction", () => {
    expect(company.incorporated).toBe(2020);
    expect(company.jurisdiction).toBe("Stockholm");
  });
});
