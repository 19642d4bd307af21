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

describe("the cookie policy", () => {
  it("in live mode names the console's sign-in cookie, strictly necessary, staff only, and no longer says no cookies", () => {
    for (const dictionary of [en, se]) {
      const text = JSON.stringify(forMode(dictionary.cookiePolicy, "live"));
      expect(text).toContain("__Host-skattlyktan-console");
      expect(text).toContain("{consoleSessionHours}");
      expect(text).toMatch(/only for our staff|bara vår personal/);
      expect(text).toMatch(/strictly necessary|nödvändig/);
      expect(text).not.toMatch(/no cookies at all|inga cookies alls/);
    }
    // The simulated build has no console, so it still sets no cookie.
    expect(JSON.stringify(forMode(en.cookiePolicy, "simulated"))).toContain("We set no cookies at all");
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
        se,
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
      const text = live(dictionary);
      for (const word of words) expect(text, word).toContain(word);
      expect(text).toContain("https://www.imy.se");
    }
  });

  it("claims one click only of the mail program's own button: the footer link opens a page with a button", () => {
    for (const dictionary of [en, se]) {
      const claims =
        JSON.stringify(forMode(dictionary, "live")).match(/[^.]*(one click|ett klick)[^.]*\./gi) ?? [];
      expect(claims.length).toBeGreaterThan(0);
      for (const claim of claims)
        expect(claim).toMatch(/button of its own|egen knapp|on it is enough|på den/);
    }
  });

  it("in simulated mode says the form sends and stores nothing", () => {
    expect(simulated(en)).toContain("neither sent nor stored");
    expect(simulated(se)).toContain("varken skickas eller sparas");
    expect(simulated(en)).not.toContain("{mailProvider}");
  });
});
