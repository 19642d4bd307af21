import type { CourseLanguageFigures } from "#shared/console-api.ts";
import { formatCount } from "../../lib/format";

/** Per lesson, by its number and title, how many readers it reached, as bars on one scale: where the
 * course loses its readers shows as a step down. The table below holds the same figures for screen
 * readers (the bars are hidden from them), and every bar carries its figure as text. */
export function DropOffChart({ figures }: { figures: CourseLanguageFigures }) {
  const most = Math.max(1, figures.enrolled, ...figures.lessons.map((lesson) => lesson.sent));
  const rows = [
    { key: "enrolled", label: "Enrolled", value: figures.enrolled },
    ...figures.lessons.map((lesson) => ({
      key: lesson.lesson,
      label: `${lesson.position}. ${lesson.title}`,
      value: lesson.sent,
    })),
  ];
  return (
    <ol aria-hidden="true" className="flex flex-col gap-2">
      {rows.map((row) => (
        <li
          key={row.key}
          className="grid gap-0.5 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-center sm:gap-3"
        >
          <span className="text-sm break-words text-slate-800">{row.label}</span>
          <span className="flex min-w-0 items-center gap-2">
            <span
              className="h-4 shrink-0 rounded-sm bg-brand-700 forced-colors:bg-[CanvasText]"
              style={{ width: `${Math.max(0.5, (row.value / most) * 80)}%` }}
            />
            <span className="text-sm tabular-nums">{formatCount(row.value)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
