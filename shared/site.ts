/**
 * Site constants: the one place for company details, the site origin and the languages.
 *
 * OPERATOR: every value marked "placeholder" is well-formed but fictional. Replace it with the
 * company's real registration details before launch; `site.test.ts` checks the formats.
 */

/** Languages in URL order. `code` is the URL prefix (SPEC.md); `htmlLang` is the BCP 47 tag
 * (`se` would mean Northern Sami, so Swedish pages declare `sv`). */
export const languages = ["en", "se"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export const languageInfo = {
  // dateLocale: SPEC.md writes English dates as "January 1, 2025"; Swedish ones read "1 januari 2025".
  en: { htmlLang: "en", name: "English", ogLocale: "en_GB", dateLocale: "en-US" },
  se: { htmlLang: "sv", name: "Svenska", ogLocale: "sv_SE", dateLocale: "sv-SE" },
} as const satisfies Record<
  Language,
  { htmlLang: string; name: string; ogLocale: string; dateLocale: string }
>;

export const company = {
  brand: "Skattlyktan",
  legalName: "Skattlyktan Utbildning AB",
  /** Organisationsnummer, NNNNNN-NNNN with a Luhn check digit. Placeholder. */
  registrationNumber: "559900-0006",
  /** Momsregistreringsnummer: SE + the ten digits + 01. Placeholder. */
  vatId: "SE559900000601",
  /** Finansinspektionen's institution number for the licence (five digits). Until it is set, the footer
   * shows a bracketed "to be filled in" note in the reader's language. */
  financialLicence: null as string | null,
  jurisdiction: "Stockholm",
  incorporated: 2020,
  /** Placeholder contact details (.example is a reserved domain). */
  email: "kontakt@skattlyktan.example",
  /** Without the country, which each language names in its own words (`labels.country` of
   * `enLegalText`/`seLegalText`). The postcode keeps a no-break space: "111 00" must not break across
   * lines. */
  postalAddress: ["Skattlyktan Utbildning AB", "Box 0000", "111\u00a000 Stockholm"],
} as const;

/** The processors the privacy policy names. OPERATOR: set each to the company's name (for example
 * "Netlify, Inc."); until then the policy shows a bracketed "to be filled in" note. */
export const processors: { hosting: string | null; mail: string | null } = {
  /** Hosts the site and keeps its server logs. */
  hosting: null,
  /** The SMTP service that sends the newsletter in live mode. */
  mail: null,
};

/** How many days the hosting provider keeps server logs. OPERATOR: set it to what the host really
 * keeps; the privacy policy quotes this one figure in its summary and its body. */
export const serverLogRetentionDays = 30;

/** The public origin, for canonical URLs, hreflang, the sitemap and share images. Set SITE_URL when
 * building (`SITE_URL=https://example.se npm run build`); Vite exposes it to both bundles. */
const env = (import.meta as { env?: Record<string, string | undefined> }).env;
export const siteUrl = (env?.SITE_URL ?? "https://www.skattlyktan.example").replace(/\/+$/, "");

/** NEWSLETTER_MODE, read like SITE_URL: "live" is the real double opt-in newsletter; anything else,
 * including nothing, is "simulated" (SPEC.md §7: nothing is sent or stored). Texts that must differ
 * are `{ simulated, live }` pairs in the dictionaries (docs/decisions/018). */
export type NewsletterMode = "simulated" | "live";
export const newsletterMode: NewsletterMode = env?.NEWSLETTER_MODE === "live" ? "live" : "simulated";

/** The wording of the sign-up form a reader consents to, recorded with each live sign-up. Change it
 * whenever the form's or the privacy page's newsletter text changes. */
export const newsletterFormVersion = "2026-11-25b";

export const themeColor = "#0b3443";

export const copyrightYear = 2025;

/** Legal pages' last-updated date (SPEC.md §9), formatted per language where shown. */
export const legalLastUpdated = "2025-01-01";

/** Timings of SPEC.md §9. */
export const timings = {
  /** The newsletter submit is simulated: nothing is sent; the thank-you page follows after this delay. */
  submitDelayMs: 1000,
  /** The call-to-action buttons scroll to the e-mail input, then focus it after this delay. */
  focusDelayMs: 500,
} as const;
