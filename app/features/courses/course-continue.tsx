import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type CoursePageDictionary, fill } from "#shared/i18n/translate.ts";
import { lessonPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { buttonClasses } from "../../components/ui/button";
import { courseStanding, useCourseProgress } from "./course-progress";

/** The course page's one primary action (issue 51): "Start with lesson 1", or with saved progress
 * "Continue: Lesson n — title" at the first unread lesson, or the way to the summary once finished.
 * One slot, two lines high whatever it says: the label hydration brings moves nothing (CLS 0). */
export function CourseContinue({
  language,
  course,
  lessons,
  words,
}: {
  language: Language;
  course: string;
  lessons: { order: number; slug: string; title: string }[];
  words: Pick<CoursePageDictionary, "start" | "continue" | "finished">;
}) {
  const standing = courseStanding(lessons, useCourseProgress(course));
  const first = lessons[0];
  if (!first) return null;
  const className = buttonClasses("primary", "max-w-full text-left");
  // The arrow first and at the top: where the label is longer, nothing but the label's own end moves.
  const content = (label: string) => (
    <>
      <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 self-start" />
      <span className="line-clamp-2">{label}</span>
    </>
  );
  return (
    <div className="mt-6 flex h-18 items-start">
      {standing.kind === "finished" ? (
        <a href="#course-summary" className={className}>
          {content(words.finished)}
        </a>
      ) : (
        <Link
          to={lessonPath(language, course, standing.kind === "reading" ? standing.next.slug : first.slug)}
          className={className}
        >
          {content(
            standing.kind === "reading"
              ? fill(words.continue, { order: standing.next.order, title: standing.next.title })
              : words.start,
          )}
        </Link>
      )}
    </div>
  );
}
