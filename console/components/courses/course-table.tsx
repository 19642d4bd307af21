import type { CourseLanguageFigures } from "#shared/console-api.ts";
import { formatCount, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { DropOffChart } from "./drop-off-chart";

/** One course in one language: its readers, a drop-off chart (readers each lesson reached), then each
 * lesson's mails and who left after it as a table, stacked on a phone so nothing scrolls sideways. */
export function CourseTable({ title, figures }: { title: string; figures: CourseLanguageFigures }) {
  const language = languageNames[figures.language];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{language}</h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(["enrolled", "active", "finished", "stopped"] as const).map((name) => (
          <div key={name} className="rounded-lg border border-slate-300 bg-white p-3">
            <dt className="text-sm text-slate-700 capitalize">{name}</dt>
            <dd className="text-xl font-semibold">{formatCount(figures[name])}</dd>
          </div>
        ))}
      </dl>
      <h4 className="font-semibold">Readers each lesson reached</h4>
      <DropOffChart figures={figures} />
      <div className="rounded-lg border border-slate-300 bg-white">
        <table className={stackedTableClasses}>
          <caption className="sr-only">
            {`${title}, ${language}: each lesson's mails, and readers who left after it`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Lesson</th>
              <th scope="col">Sent</th>
              <th scope="col">Bounced</th>
              <th scope="col">Complaints</th>
              <th scope="col">Stopped the course after it</th>
              <th scope="col">Unsubscribed after it</th>
            </tr>
          </thead>
          <tbody>
            {figures.lessons.map((lesson) => (
              <tr key={lesson.lesson}>
                <th scope="row" className="font-normal max-sm:block max-sm:font-semibold">
                  {lesson.position}. {lesson.title}
                </th>
                <td data-label="Sent">{formatCount(lesson.sent)}</td>
                <td data-label="Bounced">{formatCount(lesson.bounced)}</td>
                <td data-label="Complaints">{formatCount(lesson.complained)}</td>
                <td data-label="Stopped after">{formatCount(lesson.stoppedAfter)}</td>
                <td data-label="Unsubscribed after">{formatCount(lesson.unsubscribedAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
