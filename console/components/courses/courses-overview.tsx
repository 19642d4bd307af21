import type { CourseFigures } from "#shared/console-api.ts";
import { formatCount, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { completion } from "./completion";

/** Every course × language on one table, first (issue 40): how many enrolled, are active, finished,
 * and the completion rate; each course opens on its own below. Stacked on a phone: nothing scrolls. */
export function CoursesOverviewTable({
  courses,
  onOpen,
}: {
  courses: CourseFigures[];
  onOpen: (course: string) => void;
}) {
  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <table className={stackedTableClasses}>
        <caption className="sr-only">Every course by language: readers and completion</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Language</th>
            <th scope="col">Enrolled</th>
            <th scope="col">Active</th>
            <th scope="col">Finished</th>
            <th scope="col">Completion rate</th>
          </tr>
        </thead>
        <tbody>
          {courses.flatMap((course) =>
            course.languages.map((figures) => (
              <tr key={`${course.course}:${figures.language}`}>
                <td data-label="Course">
                  <button
                    type="button"
                    onClick={() => onOpen(course.course)}
                    className="min-h-6 text-left font-semibold text-brand-800 underline"
                  >
                    {figures.title}
                  </button>
                  {course.paused ? <span className="ms-2 text-sm font-semibold">(paused)</span> : null}
                </td>
                <td data-label="Language">{languageNames[figures.language]}</td>
                <td data-label="Enrolled" className="tabular-nums">
                  {formatCount(figures.enrolled)}
                </td>
                <td data-label="Active" className="tabular-nums">
                  {formatCount(figures.active)}
                </td>
                <td data-label="Finished" className="tabular-nums">
                  {formatCount(figures.finished)}
                </td>
                <td data-label="Completion" className="tabular-nums">
                  <span className="block">{completion(figures).rate}</span>
                  <span className="block text-sm text-slate-700">{completion(figures).context}</span>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
