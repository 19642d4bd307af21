/** The mail texts come from the site's typed dictionaries, so both languages' wording has one home. */

import type { Language } from "../../../app/config/site.ts";
import { enMail } from "../../../app/i18n/en.ts";
import { seMail } from "../../../app/i18n/se.ts";

export type MailWording = typeof enMail;

export function mailWording(language: Language): MailWording {
  return language === "se" ? seMail : enMail;
}

/** Fills `{name}` placeholders, as the site's `translate` does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
