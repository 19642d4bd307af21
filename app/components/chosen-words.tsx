import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Language } from "../config/site";
import { courseKeys, courseSlugs, isCourseSlug } from "../content/course-catalogue";
import { useI18n } from "../i18n/i18n-context";
import { fill, type NewsletterPagesDictionary } from "../i18n/translate";
import { type Chosen, parseChosen } from "../lib/signup-chosen";

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
