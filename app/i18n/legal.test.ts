import { describe, expect, it } from "vitest";
import { en, enLegalText } from "#shared/i18n/en.ts";
import { se, seLegalText } from "#shared/i18n/se.ts";
import { type Dictionary, forMode, type LegalTextDictionary } from "#shared/i18n/translate.ts";

const languages = [
  [en, enLegalText],
  [se, seLegalText],
] as const;

/** A legal document whole, as the page shows it: title and description from the dictionary, summary
 * and sections from the legal text the page's loader passes (docs/decisions/043). */
function whole<K extends "privacy" | "cookiePolicy" | "terms">(
  [dictionary, legalText]: readonly [Dictionary, LegalTextDictionary],
  key: K,
) {
  return { ...dictionary[key], ...legalText[key] };
}

function shape(node: unknown): unknown {
  if (Array.isArray(node)) return "list";
  if (typeof node !== "object" || node === null) return typeof node;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, shape(child)]));
}

describe("legal texts", () => {
  for (const document of ["privacy", "cookiePolicy", "terms"] as const) {
    it(`${document} has the same keys, in the same order, in English and Swedish`, () => {
      expect(JSON.stringify(shape(se[document]))).toBe(JSON.stringify(shape(en[document])));
      expect(JSON.stringify(shape(seLegalText[document]))).toBe(JSON.stringify(shape(enLegalText[document])));
    });
  }

  it("labels have the same keys, in the same order, in English and Swedish", () => {
    expect(JSON.stringify(shape(seLegalText.labels))).toBe(JSON.stringify(shape(enLegalText.labels)));
  });

  it("leave the dictionary only each document's title and description, which other pages use", () => {
    for (const [dictionary] of languages) {
      for (const document of ["privacy", "cookiePolicy", "terms"] as const) {
        expect(Object.keys(dictionary[document])).toEqual(["metaTitle", "metaDescription", "title"]);
      }
    }
  });

  it("cover the GDPR essentials in the privacy policy", () => {
    for (const language of languages) {
      const text = JSON.stringify(whole(language, "privacy"));
      expect(text).toContain("https://www.imy.se");
      expect(text).toMatch(/Integritetsskyddsmyndigheten/);
    }
  });

  it("name the storage key the site really uses", () => {
    for (const language of languages) {
      expect(JSON.stringify(whole(language, "cookiePolicy"))).toContain("cookies-accepted");
      // The course progress (issue 41), in both modes: the key, that it stays in the browser, how to clear it.
      for (const mode of ["simulated", "live"] as const) {
        const text = JSON.stringify(forMode(whole(language, "cookiePolicy"), mode));
        expect(text).toContain("course-progress");
        expect(text).toMatch(/never sent to us|skickas aldrig till oss/);
        expect(text).toMatch(/Clear my progress|Rensa mina framsteg/);
        // The calculator's figures, kept only when the reader ticks the box (issue 50).
        expect(text).toContain("calculator-figures");
      }
      expect(JSON.stringify(whole(language, "privacy"))).toContain("calculator-figures");
    }
  });
});

describe("the cookie policy", () => {
  it("in live mode names the console's sign-in cookie, strictly necessary, staff only, and no longer says no cookies", () => {
    for (const language of languages) {
      const text = JSON.stringify(forMode(whole(language, "cookiePolicy"), "live"));
      expect(text).toContain("__Host-skattlyktan-console");
      expect(text).toContain("{consoleSessionHours}");
      expect(text).toMatch(/only for our staff|bara vår personal/);
      expect(text).toMatch(/strictly necessary|nödvändig/);
      expect(text).not.toMatch(/no cookies at all|inga cookies alls/);
    }
    // The simulated build has no console, so it still sets no cookie.
    expect(JSON.stringify(forMode(enLegalText.cookiePolicy, "simulated"))).toContain(
      "We set no cookies at all",
    );
  });
});

describe("the privacy policy", () => {
  type Language = (typeof languages)[number];
  const live = (language: Language) => JSON.stringify(forMode(whole(language, "privacy"), "live"));
  const simulated = (language: Language) => JSON.stringify(forMode(whole(language, "privacy"), "simulated"));
  const [english, swedish] = languages;

  it("names the hosting provider as a processor and the transfer basis outside the EU/EEA", () => {
    for (const language of languages) {
      const text = simulated(language);
      expect(text).toContain("{hostingProvider}");
      expect(text).toContain("EU–US Data Privacy Framework");
      expect(text).toMatch(/standard contractual clauses|standardavtalsklausuler/);
      expect(text).not.toMatch(/do not transfer personal data|för inte över personuppgifter/);
    }
  });

  it("gives one server-log retention figure, the configured one, in the summary and the body", () => {
    for (const language of languages) {
      for (const mode of ["simulated", "live"] as const) {
        const policy = forMode(whole(language, "privacy"), mode);
        expect(policy.summary).toContain("{logRetentionDays}");
        expect(JSON.stringify(policy.sections.retention)).toContain("{logRetentionDays}");
        // Any other number of days would be a second figure; 7 is the unconfirmed sign-ups' (live).
        const days = JSON.stringify(policy).match(/\d+ (days|dagar)/g) ?? [];
        expect(days.filter((figure) => !figure.startsWith("7 "))).toEqual([]);
      }
    }
  });

  it("in live mode says what the newsletter stores, why, on what basis, for how long, who sends it, how to leave", () => {
    for (const [language, words] of [
      [
        english,
        [
          "Article 6(1)(a)",
          "{confirmLinkHours} hours",
          "{pendingDays} days",
          "{sentMailDays} days",
          "{mailEventMonths} months",
          "{auditLogMonths} months",
          "Article 6(1)(f)",
          "until you unsubscribe",
          "one-way hash",
          "{mailProvider}",
          "welcome e-mail",
          "press the button on the page it opens",
          "one click on it is enough",
          "the version of the sign-up text",
          "a log of the e-mails",
          "language",
        ],
      ],
      [
        swedish,
        [
          "artikel 6.1 a",
          "{confirmLinkHours} timmar",
          "{pendingDays} dagar",
          "{sentMailDays} dagar",
          "{mailEventMonths} månader",
          "{auditLogMonths} månader",
          "artikel 6.1 f",
          "tills du avslutar",
          "envägshash",
          "{mailProvider}",
          "välkomstmejl",
          "trycker på knappen på sidan som öppnas",
          "ett klick på den",
          "version av anmälningstexten",
          "en logg över de mejl",
          "språket",
        ],
      ],
    ] as const) {
      const text = live(language);
      for (const word of words) expect(text, word).toContain(word);
      expect(text).toContain("https://www.imy.se");
    }
  });

  it("claims one click only of the mail program's own button: the footer link opens a page with a button", () => {
    for (const language of languages) {
      const claims =
        JSON.stringify(forMode(language, "live")).match(/[^.]*(one click|ett klick)[^.]*\./gi) ?? [];
      expect(claims.length).toBeGreaterThan(0);
      for (const claim of claims)
        expect(claim).toMatch(/button of its own|egen knapp|on it is enough|på den/);
    }
  });

  it("in simulated mode says the form sends and stores nothing", () => {
    expect(simulated(english)).toContain("neither sent nor stored");
    expect(simulated(swedish)).toContain("varken skickas eller sparas");
    expect(simulated(english)).not.toContain("{mailProvider}");
  });
});
