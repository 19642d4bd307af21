import { describe, expect, it } from "vitest";
import { en } from "./en";
import { se } from "./se";
import { forMode } from "./translate";

function shape(node: unknown): unknown {
  if (Array.isArray(node)) return "list";
  if (typeof node !== "object" || node === null) return typeof node;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, shape(child)]));
}

describe("legal texts", () => {
  for (const document of ["privacy", "cookiePolicy", "terms", "legal"] as const) {
    it(`${document} has the same keys, in the same order, in English and Swedish`, () => {
      expect(JSON.stringify(shape(se[document]))).toBe(JSON.stringify(shape(en[document])));
    });
  }

  it("cover the GDPR essentials in the privacy policy", () => {
    for (const dictionary of [en, se]) {
      const text = JSON.stringify(dictionary.privacy);
      expect(text).toContain("https://www.imy.se");
      expect(text).toMatch(/Integritetsskyddsmyndigheten/);
    }
  });

  it("name the storage key the site really uses", () => {
    expect(JSON.stringify(en.cookiePolicy)).toContain("cookies-accepted");
    expect(JSON.stringify(se.cookiePolicy)).toContain("cookies-accepted");
  });
});

describe("the privacy policy", () => {
  const live = (dictionary: typeof en) => JSON.stringify(forMode(dictionary.privacy, "live"));
  const simulated = (dictionary: typeof en) => JSON.stringify(forMode(dictionary.privacy, "simulated"));

  it("names the hosting provider as a processor and the transfer basis outside the EU/EEA", () => {
    for (const dictionary of [en, se]) {
      const text = simulated(dictionary);
      expect(text).toContain("{hostingProvider}");
      expect(text).toContain("EU–US Data Privacy Framework");
      expect(text).toMatch(/standard contractual clauses|standardavtalsklausuler/);
      expect(text).not.toMatch(/do not transfer personal data|för inte över personuppgifter/);
    }
  });

  it("gives one server-log retention figure, the configured one, in the summary and the body", () => {
    for (const dictionary of [en, se]) {
      for (const mode of ["simulated", "live"] as const) {
        const policy = forMode(dictionary.privacy, mode);
        expect(policy.summary).toContain("{logRetentionDays}");
        expect(JSON.stringify(policy.sections.retention)).toContain("{logRetentionDays}");
        // Any other number of days would be a second figure; 7 is the unconfirmed sign-ups' (live).
        const days = JSON.stringify(policy).match(/\d+ (days|dagar)/g) ?? [];
        expect(days.filter((figure) => !figure.startsWith("7 "))).toEqual([]);
      }
    }
  });

  it("in live mode says what the newsletter stores, why, on what basis, for how long, who sends it, how to leave", () => {
    for (const [dictionary, words] of [
      [
        en,
        [
          "Article 6(1)(a)",
          "48 hours",
          "7 days",
          "until you unsubscribe",
          "one-way hash",
          "{mailProvider}",
          "welcome e-mail",
          "One click",
          "the version of the sign-up text",
          "a log of the e-mails",
          "language",
        ],
      ],
      [
        se,
        [
          "artikel 6.1 a",
          "48 timmar",
          "7 dagar",
          "tills du avslutar",
          "envägshash",
          "{mailProvider}",
          "välkomstmejl",
          "ett klick",
          "version av anmälningstexten",
          "en logg över de mejl",
          "språket",
        ],
      ],
    ] as const) {
      const text = live(dictionary);
      for (const word of words) expect(text, word).toContain(word);
      expect(text).toContain("https://www.imy.se");
    }
  });

  it("in simulated mode says the form sends and stores nothing", () => {
    expect(simulated(en)).toContain("neither sent nor stored");
    expect(simulated(se)).toContain("varken skickas eller sparas");
    expect(simulated(en)).not.toContain("{mailProvider}");
  });
});
