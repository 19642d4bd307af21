import type { CourseLanguageFigures } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount, languageNames } from "../../lib/format";
import { ScrollBox, tableClasses } from "../scroll-box";

/** One course in one language: its readers, then each lesson's mails and who left after it. */
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
      <ScrollBox label={`Lessons of ${title} in ${language}`}>
        <table className={tableClasses}>
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
                <th scope="row" className="font-normal">
                  {lesson.position}. {lesson.title}
                </th>
                <td>{formatCount(lesson.sent)}</td>
                <td>{formatCount(lesson.bounced)}</td>
                <td>{formatCount(lesson.complained)}</td>
                <td>{formatCount(lesson.stoppedAfter)}</td>
                <td>{formatCount(lesson.unsubscribedAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
