import { CalendarCheck } from "lucide-react";
import { lessonStamp, type StampWords } from "#shared/lesson-stamp.ts";
import type { Language } from "#shared/site.ts";

/** Under a lesson's title: the income years its figures are for, and when its facts were checked, so
 * a reader who comes back next year sees at once whether the figures are still theirs. */
export function LessonStamp({
  words,
  lesson,
  language,
}: {
  words: StampWords;
  lesson: { incomeYears: readonly number[]; factsChecked: string };
  language: Language;
}) {
  const { years, checked } = lessonStamp(words, lesson, language);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>{years}</span>
      <span aria-hidden="true">·</span>
      <span>
        <time dateTime={lesson.factsChecked}>{checked}</time>
      </span>
    </p>
  );
}
