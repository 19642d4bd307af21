import type { Language } from "#shared/site.ts";

// Written out instead of Intl.DateTimeFormat: a page's first Intl call loads ICU's locale data, which
// took 190 ms in Chromium, in one task, while the legal pages hydrated (docs/decisions/009). The unit
// test holds these to what Intl says for languageInfo's dateLocale.
const months: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  se: [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
  ],
};

const patterns: Record<Language, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  se: (day, month, year) => `${day} ${month} ${year}`,
};

/** "2025-01-01" as "January 1, 2025" or "1 januari 2025". The date as written: no time zone applies. */
export function formatDate(isoDate: string, language: Language): string {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return patterns[language](day, months[language][month - 1] ?? "", year);
}
