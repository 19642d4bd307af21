/** How figures and times read in the console: English, the operator's own time zone. */
import type { Language } from "#shared/site.ts";

export type { Language };

const integer = new Intl.NumberFormat("en-GB");
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export function formatCount(count: number): string {
  return integer.format(count);
}

const percent = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** A rate (0.0234) as "2.34%" (English writes no space before %): two decimals at most, since the
 * complaint line is 0.3%. */
export function formatPercent(rate: number): string {
  return `${percent.format(rate * 100)}%`;
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A UTC day (YYYY-MM-DD) as "3 Nov". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

/** The record's type makes the list follow shared/site.ts; its values are not imported, so none of
 * the site's code or text is bundled here. */
export const languageNames: Record<Language, string> = { en: "English", se: "Swedish" };
export const languages = Object.keys(languageNames) as Language[];
