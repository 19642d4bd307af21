import { type Language, languageInfo } from "../config/site";

/** "2025-01-01" as "January 1, 2025" or "1 januari 2025". UTC, so the day never shifts with the time zone. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageInfo[language].dateLocale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
