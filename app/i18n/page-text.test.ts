import { describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { pages } from "#shared/paths.ts";
import { pageMetaText, pageSection } from "./page-text";

describe("page texts", () => {
  it("map the cookies page to SPEC.md's cookiePolicy section, every other page to its own", () => {
    expect(pageSection.cookies).toBe("cookiePolicy");
    for (const page of pages) if (page !== "cookies") expect(pageSection[page]).toBe(page);
  });

  it("give every page a title and a description in both languages", () => {
    for (const dictionary of [en, se]) {
      for (const page of pages) {
        const { title, description } = pageMetaText(dictionary, page);
        expect(title).toBe(dictionary[pageSection[page]].metaTitle);
        expect(description.length, page).toBeGreaterThan(20);
      }
    }
    expect(pageMetaText(se, "cookies").title).toBe("Cookiepolicy | Skattlyktan");
    expect(pageMetaText(en, "thankYou").description).toBe(en.thankYou.message);
  });

  it("describe the privacy page as it is in the build's newsletter mode", () => {
    expect(pageMetaText(en, "privacy").description).toBe(en.privacy.metaDescription.simulated);
  });
});
