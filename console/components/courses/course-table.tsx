import type { CourseLanguageFigures } from "#shared/console-api.ts";
import { formatCount, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { completion } from "./completion";
import { DropOffChart } from "./drop-off-chart";

type LeftFigures = CourseLanguageFigures["beforeFirstLesson"];

function LeftCells({ figures }: { figures: LeftFigures }) {
  return (
    <>
      <td data-label="Stopped after">{formatCount(figures.stoppedAfter)}</td>
      <td data-label="Unsubscribed after">{formatCount(figures.unsubscribedAfter)}</td>
      <td data-label="Stopped otherwise after">{formatCount(figures.leftOtherwise)}</td>
    </>
  );
}

/** One course in one language, named in that language: its readers and completion, a drop-off chart
 * (readers each lesson reached), then each lesson's mails and who left after it, from "before lesson 1"
 * on, stacked on a phone so nothing scrolls sideways. */
export function CourseTable({ figures }: { figures: CourseLanguageFigures }) {
  const language = languageNames[figures.language];
  const { rate, context } = completion(figures);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold break-words">
        {language}: {figures.title}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {(["enrolled", "active", "finished", "stopped"] as const).map((name) => (
          <div key={name} className="rounded-lg border border-slate-300 bg-white p-3">
            <dt className="text-sm text-slate-700 capitalize">{name}</dt>
            <dd className="text-xl font-semibold">{formatCount(figures[name])}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-lg border border-slate-300 bg-white p-3 sm:col-span-1">
          <dt className="text-sm text-slate-700">Completion</dt>
          <dd className="text-xl font-semibold tabular-nums">{rate}</dd>
          <dd className="text-sm text-slate-700">{context}</dd>
        </div>
      </dl>
      <h4 className="font-semibold">Readers each lesson reached</h4>
      <DropOffChart figures={figures} />
      <div className="rounded-lg border border-slate-300 bg-white">
        <table className={stackedTableClasses}>
          <caption className="sr-only">
            {`${figures.title}, ${language}: each lesson's mails, and readers who left after it`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Lesson</th>
              <th scope="col">Sent</th>
              <th scope="col">Bounced</th>
              <th scope="col">Complaints</th>
              <th scope="col">Stopped the course after it</th>
              <th scope="col">Unsubscribed after it</th>
              <th scope="col">Stopped otherwise after it</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="font-normal max-sm:block max-sm:font-semibold">
                Before lesson 1
              </th>
              <td data-label="Sent">—</td>
              <td data-label="Bounced">—</td>
              <td data-label="Complaints">—</td>
              <LeftCells figures={figures.beforeFirstLesson} />
            </tr>
            {figures.lessons.map((lesson) => (
              <tr key={lesson.lesson}>
                <th scope="row" className="font-normal break-words max-sm:block max-sm:font-semibold">
                  {lesson.position}. {lesson.title}
                </th>
                <td data-label="Sent">{formatCount(lesson.sent)}</td>
                <td data-label="Bounced">{formatCount(lesson.bounced)}</td>
                <td data-label="Complaints">{formatCount(lesson.complained)}</td>
                <LeftCells figures={lesson} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        A reader who left counts in the row of the last lesson they were sent, or in “Before lesson 1” if they
        left before the first. “Stopped otherwise”: an operator stopped the course for them, or their address
        stopped taking mail.
      </p>
    </div>
  );
}
