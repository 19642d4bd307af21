import type { CourseLanguageFigures } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";

/** Per lesson, how many readers it reached, as bars on one scale: where the course loses its readers
 * shows as a step down. The table below it holds the same figures for screen readers (the bars are
 * hidden from them), and every bar carries its figure as text, so nothing is read off a scale. */
export function DropOffChart({ figures }: { figures: CourseLanguageFigures }) {
  const most = Math.max(1, ...figures.lessons.map((lesson) => lesson.sent));
  return (
    <ol aria-hidden="true" className="flex flex-col gap-1">
      {figures.lessons.map((lesson) => (
        <li key={lesson.lesson} className="grid grid-cols-[2.5rem_1fr] items-center gap-2">
          <span className="text-sm tabular-nums text-slate-700">{lesson.position}.</span>
          <span className="flex min-w-0 items-center gap-2">
            <span
              className="h-5 shrink-0 rounded-sm bg-brand-700 forced-colors:bg-[CanvasText]"
              style={{ width: `${Math.max(0.5, (lesson.sent / most) * 80)}%` }}
            />
            <span className="text-sm tabular-nums">{formatCount(lesson.sent)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
