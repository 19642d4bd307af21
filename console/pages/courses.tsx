import type { CoursesOverview } from "../../server/newsletter/domain/console-api.ts";
import { courseApi } from "../../server/newsletter/domain/console-api.ts";
import { CourseActions } from "../components/courses/course-actions";
import { CourseTable } from "../components/courses/course-table";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { useApiGet } from "../lib/use-api-get";

/** The courses by e-mail (issue 32): readers and lessons per course and language, and what to do with a
 * course. The same figures as `npm run newsletter -- courses`. */
export function CoursesPage() {
  const overview = useApiGet<CoursesOverview>(courseApi.courses);
  return (
    <>
      <ScreenHeading title="Courses" />
      <p>
        Readers per course and language, and per lesson the mails sent, bounced and complained about, and the
        readers who left after it. A paused course sends nothing until resumed; lessons due meanwhile then go
        out one per reader.
      </p>
      {overview.state !== "ready" ? (
        <LoadingOrError message={overview.state === "failed" ? overview.message : undefined} />
      ) : overview.data.courses.length === 0 ? (
        <p>This build has no courses.</p>
      ) : (
        overview.data.courses.map((course) => (
          <Section key={course.course} title={`${course.title}${course.paused ? " (paused)" : ""}`}>
            <CourseActions course={course} onChanged={overview.reload} />
            {course.languages.map((figures) => (
              <CourseTable key={figures.language} title={course.title} figures={figures} />
            ))}
          </Section>
        ))
      )}
    </>
  );
}
