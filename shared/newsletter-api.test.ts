import { describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import {
  maxAddressLength,
  problemFromCode,
  type RefusalMessages,
  refusalCodes,
} from "#shared/newsletter-api.ts";

describe("the public forms' refusals", () => {
  it("give every code a message in both languages, and the address's limit from its one constant", () => {
    for (const dictionary of [en, se]) {
      for (const code of refusalCodes) {
        const problem = problemFromCode(code);
        // nothing_chosen is said by the boxes, in signupChoices.nothingChosen.
        const message = problem
          ? dictionary.subscription.errors[problem]
          : dictionary.signupChoices.nothingChosen;
        expect(message, code).toMatch(/\S/);
      }
      expect(dictionary.subscription.errors.emailTooLong).toContain(String(maxAddressLength));
    }
    expect(problemFromCode(undefined)).toBeNull();
  });

  it("make a dictionary without a refusal's message a type error", () => {
    // tsc (npm run typecheck) fails if this object is accepted: emailTooLong has no message.
    // @ts-expect-error: a missing message is a type error
    const missing: RefusalMessages = {
      missingEmail: "",
      invalidEmail: "",
      rateLimited: "",
      foreignOrigin: "",
      refused: "",
      unreachable: "",
    };
    expect(Object.keys(missing)).not.toContain("emailTooLong");
  });
});
