import { describe, expect, it } from "vitest";
import { company, newsletterMode, processors, serverLogRetentionDays } from "#shared/site.ts";

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

describe("the operator's details", () => {
  it("has either no licence yet (the footer then says so) or FI's five-digit institution number", () => {
    expect(company.financialLicence === null || /^\d{5}$/.test(company.financialLicence)).toBe(true);
  });

  it("names each processor or leaves it to fill in, never an empty name", () => {
    for (const name of Object.values(processors)) expect(name === null || name.trim().length > 0).toBe(true);
  });

  it("keeps server logs a whole number of days, at most a year", () => {
    expect(Number.isInteger(serverLogRetentionDays)).toBe(true);
    expect(serverLogRetentionDays).toBeGreaterThan(0);
    expect(serverLogRetentionDays).toBeLessThanOrEqual(365);
  });

  it("writes the postcode with a no-break space and leaves the country to each language", () => {
    expect(company.postalAddress).toContain("111\u00a000 Stockholm");
    expect(company.postalAddress.join(" ")).not.toMatch(/Sweden|Sverige/);
  });
});

it("runs the newsletter simulated unless NEWSLETTER_MODE is live", () => {
  expect(newsletterMode).toBe("simulated");
});
