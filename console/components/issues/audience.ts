/** The composer's audience named for what it is (issue 53): an issue goes to a language's newsletter
 * subscribers, never to readers who confirmed a course alone (decision 037). */
import type { ReaderGets } from "#shared/console-api.ts";
import { formatCount, type Language, languageNames } from "../../lib/format";

const none = { newsletterOnly: 0, coursesOnly: 0, both: 0, neither: 0 };

function getsOf(gets: readonly ReaderGets[] | undefined, language: Language) {
  return gets?.find((each) => each.language === language) ?? { language, ...none };
}

/** "Newsletter subscribers who read English: 220" (the count once known). */
export function everyoneLabel(gets: readonly ReaderGets[] | undefined, language: Language): string {
  const label = `Newsletter subscribers who read ${languageNames[language]}`;
  if (!gets) return label;
  const { newsletterOnly, both } = getsOf(gets, language);
  return `${label}: ${formatCount(newsletterOnly + both)}`;
}

/** Who is left out, and why, under the choice. */
export function audienceNote(gets: readonly ReaderGets[] | undefined, language: Language): string {
  const courseOnly = gets ? getsOf(gets, language).coursesOnly : undefined;
  const who =
    courseOnly === undefined
      ? "Readers who take only a course"
      : `${formatCount(courseOnly)} ${courseOnly === 1 ? "reader who takes" : "readers who take"} only a course`;
  return `${who} in ${languageNames[language]} ${courseOnly === 1 ? "is" : "are"} not included: they confirmed a course without the newsletter. Suppressed addresses get nothing.`;
}
