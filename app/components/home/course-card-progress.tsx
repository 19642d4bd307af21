import { useI18n } from "../../i18n/i18n-context";
import { useCourseProgress } from "../../lib/course-progress";

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
