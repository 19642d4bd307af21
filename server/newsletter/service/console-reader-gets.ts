/** The confirmed readers by what they get (issue 53): the newsletter, a course, both, or neither any
 * more (a course confirmed alone and finished or stopped). The composer names its audience by it, and
 * the subscriber list's counts split by it. */
import type { ReaderGets } from "#shared/console-api.ts";
import type { Language } from "#shared/site.ts";
import { confirmedByWhatTheyGet } from "../storage/subscriber-counts.ts";
import type { ServiceContext } from "./context.ts";

export async function readersByWhatTheyGet(context: ServiceContext): Promise<ReaderGets[]> {
  const rows = await confirmedByWhatTheyGet(context.db);
  const byLanguage = new Map<Language, ReaderGets>();
  for (const row of rows) {
    const gets = byLanguage.get(row.language) ?? {
      language: row.language,
      newsletterOnly: 0,
      coursesOnly: 0,
      both: 0,
      neither: 0,
    };
    const field =
      Number(row.newsletter) === 1
        ? Number(row.taking) === 1
          ? "both"
          : "newsletterOnly"
        : Number(row.taking) === 1
          ? "coursesOnly"
          : "neither";
    gets[field] += Number(row.count);
    byLanguage.set(row.language, gets);
  }
  return [...byLanguage.values()];
}
