import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { coursePath, lessonPath } from "#shared/paths.ts";
import { buttonClasses } from "../../components/ui/button";
import { useI18n } from "../../i18n/i18n-context";
import { courseStanding, useCourseProgress } from "./course-progress";

/** "2 of 5 lessons read" over the card's drawing, from this browser's progress, after hydration only.
 * Positioned over the drawing, so its arrival moves nothing (CLS 0). */
export function CourseCardProgress({ course }: { course: string }) {
  const { t } = useI18n();
  const progress = useCourseProgress(course);
  const read = Math.min(progress?.read.length ?? 0, progress?.lessons ?? 0);
  if (!progress || read === 0) return null;
  return (
    <p className="absolute top-3 right-3 rounded-full bg-white px-3 py-1 text-sm font-semibold text-emerald-800 shadow-sm">
      {t("courses.progress", { read, count: progress.lessons })}
    </p>
  );
}

/** The card's primary action: "Start reading" at lesson 1, or with saved progress "Continue: Lesson n
 * — title" at the first unread lesson, or the course's summary once finished (issue 51). One line,
 * cut with an ellipsis when long (the whole text stays its name), so hydration moves nothing. */
export function CourseCardStart({
  course,
  title,
  lessons,
}: {
  course: string;
  title: string;
  lessons: { order: number; slug: string; title: string }[];
}) {
  const { language, t } = useI18n();
  const standing = courseStanding(lessons, useCourseProgress(course));
  const [to, label] =
    standing.kind === "reading"
      ? [
          lessonPath(language, course, standing.next.slug),
          t("courses.continue", { order: standing.next.order, title: standing.next.title }),
        ]
      : standing.kind === "finished"
        ? [`${coursePath(language, course)}#course-summary`, t("courses.finished")]
        : [lessonPath(language, course, lessons[0]?.slug ?? ""), t("courses.start")];
  return (
    <Link to={to} className={buttonClasses("primary", "whitespace-nowrap")}>
      {/* The label fills the button, so a longer one moves neither it nor the arrow. */}
      <span className="min-w-0 flex-1 truncate text-center">{label}</span>
      {standing.kind !== "reading" && <span className="sr-only">: {title}</span>}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}
