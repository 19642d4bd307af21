import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { type CoursePageDictionary, fill } from "#shared/i18n/translate.ts";
import { Button } from "../../components/ui/button";
import { clearCourse, useCourseProgress } from "./course-progress";

type ProgressWords = Pick<
  CoursePageDictionary,
  "statusRead" | "statusPassed" | "progressRead" | "progressNote" | "progressClear" | "progressCleared"
>;

/** A lesson's ticks in the course's list. Its line is reserved in the pre-rendered HTML, so the ticks
 * that hydration brings move nothing. */
export function LessonStatus({
  course,
  lesson,
  words,
}: {
  course: string;
  lesson: string;
  words: ProgressWords;
}) {
  const progress = useCourseProgress(course);
  const ticks = [
    progress?.read.includes(lesson) && words.statusRead,
    progress?.passed.includes(lesson) && words.statusPassed,
  ].filter((tick): tick is string => typeof tick === "string");
  return (
    <ul className="mt-2 flex min-h-6 flex-wrap gap-x-4 text-sm font-semibold text-emerald-800">
      {ticks.map((tick) => (
        <li key={tick} className="flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {tick}
        </li>
      ))}
    </ul>
  );
}

/** "2 of 5 lessons read" and "Clear my progress". Hidden until hydrated (its place kept): without
 * JavaScript no progress is kept, so there is nothing to show. */
export function CourseProgressPanel({
  course,
  count,
  words,
}: {
  course: string;
  count: number;
  words: ProgressWords;
}) {
  const progress = useCourseProgress(course);
  const [cleared, setCleared] = useState(false);
  const read = Math.min(progress?.read.length ?? 0, count);
  return (
    <div
      className={`mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl bg-slate-100 p-5 ${progress ? "" : "invisible"}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-slate-900">{fill(words.progressRead, { read, count })}</p>
        <p className="mt-1 text-sm text-slate-700">{words.progressNote}</p>
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          clearCourse(course);
          setCleared(true);
        }}
      >
        {words.progressClear}
      </Button>
      <p role="status" className="basis-full text-sm font-semibold text-slate-900">
        {cleared && read === 0 ? words.progressCleared : ""}
      </p>
    </div>
  );
}
