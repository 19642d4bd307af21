/** The mail texts come from the site's typed dictionaries, so both languages' wording has one home. */
import { enCoursePage, enMail } from "#shared/i18n/en.ts";
import { seCoursePage, seMail } from "#shared/i18n/se.ts";
import type { MailDictionary } from "#shared/i18n/translate.ts";
import type { StampWords } from "#shared/lesson-stamp.ts";
import type { Language } from "#shared/site.ts";

export function mailWording(language: Language): MailDictionary {
  return language === "se" ? seMail : enMail;
}

/** A lesson's year stamp in the lesson page's own words, so page and mail say it alike. */
export function stampWording(language: Language): StampWords {
  return language === "se" ? seCoursePage : enCoursePage;
}
