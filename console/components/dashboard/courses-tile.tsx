import { courseApi } from "#shared/console-paths.ts";
import { formatCount } from "../../lib/format";
import { paths } from "../../lib/router";
import { useApiGet } from "../../lib/use-api-get";
import { AppLink } from "../app-link";
import { completion } from "../courses/completion";

/** The courses on the dashboard (issue 40): readers enrolled, active and finished over every course
 * and language, and the way to the Courses screen. Fetched on its own: a slow count holds up nothing. */
export function CoursesTile() {
  const overview = useApiGet(courseApi.courses);
  if (overview.state !== "ready") {
    return (
      <p>
        {overview.state === "failed"
          ? `The courses could not be loaded: ${overview.message}`
          : "Loading the courses…"}
      </p>
    );
  }
  const all = overview.data.courses.flatMap((course) => course.languages);
  const sum = (key: "enrolled" | "active" | "finished") => all.reduce((total, each) => total + each[key], 0);
  const paused = overview.data.courses.filter((course) => course.paused).length;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ["Enrolled", formatCount(sum("enrolled"))],
            ["Active", formatCount(sum("active"))],
            ["Finished", formatCount(sum("finished"))],
            [
              "Completion rate",
              completion({ finished: sum("finished"), enrolled: sum("enrolled"), active: sum("active") })
                .rate,
            ],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="rounded-lg border border-slate-300 bg-white p-4">
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {overview.data.courses.length} courses
        {paused > 0 ? `, ${paused} paused` : ""}.{" "}
        <AppLink href={paths.courses} className="font-semibold text-brand-800 underline underline-offset-4">
          Each course and where its readers drop off
        </AppLink>
      </p>
    </div>
  );
}
