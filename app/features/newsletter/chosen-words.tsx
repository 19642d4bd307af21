import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { courseKeys, courseSlugs, isCourseSlug } from "#shared/course-catalogue.ts";
import { fill, type NewsletterPagesDictionary } from "#shared/i18n/translate.ts";
import { type Chosen, parseChosen } from "#shared/signup-chosen.ts";
import type { Language } from "#shared/site.ts";
import { useI18n } from "../../i18n/i18n-context";

/** The sign-up's choice from `?for=` (issue 41). Read after hydration: the pages are pre-rendered
 * without a query, so the first render must match the HTML; until then, the general words. */
export function useChosen(): Chosen | null {
  const { search } = useLocation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  useEffect(() => setChosen(parseChosen(search, courseSlugs)), [search]);
  return chosen;
}

/** The courses' titles, in the page's language. */
export function useChosenTitles(chosen: Chosen | null): string[] {
  const { t } = useI18n();
  return (chosen?.courses ?? []).filter(isCourseSlug).map((slug) => t(`courses.${courseKeys[slug]}.title`));
}

const listLocale: Record<Language, string> = { en: "en-GB", se: "sv-SE" };

/** "the free course “A” and Skattlyktan’s newsletter", in the page's language. */
export function chosenList(
  chosen: Chosen,
  titles: string[],
  words: NewsletterPagesDictionary["chosen"],
  language: Language,
): string {
  const items = [
    ...titles.map((course) => fill(words.course, { course })),
    ...(chosen.newsletter ? [words.newsletter] : []),
  ];
  return new Intl.ListFormat(listLocale[language], { type: "conjunction" }).format(items);
}
