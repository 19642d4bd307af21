import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CoursePageDictionary } from "#shared/i18n/translate.ts";

export interface LessonLink {
  title: string;
  path: string;
}

/** The way on: the next lesson as a full-width link (gov.uk's step-by-step pattern), then the
 * previous one, each with its title, so a reader can go through the course in order. After the last
 * lesson the course's summary (course-summary.tsx) takes the next one's place. */
export function LessonPager({
  words,
  previous,
  next,
}: {
  words: Pick<CoursePageDictionary, "lessonNavigation" | "previous" | "next">;
  previous?: LessonLink;
  next?: LessonLink;
}) {
  return (
    <nav aria-label={words.lessonNavigation} className="mt-12 grid gap-4">
      {next ? (
        <Link
          to={next.path}
          rel="next"
          className="group flex flex-col rounded-2xl border border-transparent bg-brand-700 p-5 text-white hover:bg-brand-800"
        >
          <span className="flex items-center gap-1.5 text-sm font-semibold">
            {words.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 text-lg font-semibold group-hover:underline">{next.title}</span>
        </Link>
      ) : null}
      {previous && (
        <Link
          to={previous.path}
          rel="prev"
          className="group flex flex-col rounded-2xl border border-slate-200 p-5 hover:border-brand-600 hover:bg-brand-50 sm:w-1/2"
        >
          <span className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {words.previous}
          </span>
          <span className="mt-1 font-semibold text-slate-900 group-hover:underline">{previous.title}</span>
        </Link>
      )}
    </nav>
  );
}
