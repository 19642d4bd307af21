import { useState } from "react";
import { courseApi } from "#shared/console-paths.ts";
import { CourseActions } from "../components/courses/course-actions";
import { CoursePause } from "../components/courses/course-pause";
import { CourseTable } from "../components/courses/course-table";
import { CoursesOverviewTable } from "../components/courses/courses-overview";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { savedPlace, useKeepPlace } from "../lib/history-place";
import { useApiGet } from "../lib/use-api-get";

/** The courses by e-mail (issues 32, 40): an overview of every course and language first, then one
 * course at a time, with where its readers drop off and what to do with it. The same figures as
 * `npm run newsletter -- courses`. */
export function CoursesPage() {
  const overview = useApiGet(courseApi.courses);
  const [chosen, setChosen] = useState(() => savedPlace<string>("courses").value);
  useKeepPlace("courses", chosen);
  if (overview.state !== "ready") {
    return (
      <>
        <ScreenHeading title="Courses" />
        <LoadingOrError message={overview.state === "failed" ? overview.message : undefined} />
      </>
    );
  }
  const { courses } = overview.data;
  const course = courses.find((each) => each.course === chosen) ?? courses[0];
  const open = (slug: string) => {
    setChosen(slug);
    // To the course's figures, which sit below the overview.
    requestAnimationFrame(() => document.getElementById("chosen-course")?.focus());
  };
  return (
    <>
      <ScreenHeading title="Courses" />
      {courses.length === 0 || !course ? (
        <p>This build has no courses.</p>
      ) : (
        <>
          <Section title="Overview">
            <p>
              Readers per course and language. Completion is the finished readers out of all who enrolled,
              with how many are still under way. Choose a course to see where its readers drop off.
            </p>
            <CoursesOverviewTable courses={courses} onOpen={open} />
          </Section>
          <div id="chosen-course" tabIndex={-1} className="focus:outline-none">
            <Section title={`${course.title}${course.paused ? " (paused)" : ""}`}>
              <p>
                Per lesson: the mails sent, bounced and complained about, and the readers who left after it.
              </p>
              {course.languages.map((figures) => (
                <CourseTable key={figures.language} figures={figures} />
              ))}
              <CourseActions key={course.course} course={course} />
              <CoursePause key={`${course.course}-pause`} course={course} onChanged={overview.reload} />
            </Section>
          </div>
        </>
      )}
    </>
  );
}
