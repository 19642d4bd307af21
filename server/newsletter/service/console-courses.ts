/** The Courses screen's figures: tallies kept as they change, and unsent mails and bounces counted here
 * through indexes (bench/courses.ts). */
import type { CourseFigures, CourseLanguageFigures, CoursesOverview } from "#shared/console-api.ts";
import type { Language } from "#shared/site.ts";
import { courseSlugsOf, findCourse } from "../domain/courses.ts";
import { measures, readTallies } from "../storage/course-tallies.ts";
import { pausedCourses } from "../storage/enrolments.ts";
import { lessonMailEvents, unsentLessonMails } from "../storage/lesson-mail-counts.ts";
import type { ServiceContext } from "./context.ts";

type Key = string;
const key = (...parts: (string | number)[]): Key => parts.join("\u0000");

function tally<T extends { count: unknown }>(rows: T[], keyOf: (row: T) => Key): Map<Key, number> {
  const map = new Map<Key, number>();
  for (const row of rows) map.set(keyOf(row), (map.get(keyOf(row)) ?? 0) + Number(row.count));
  return map;
}

/** Stops not the reader's own doing in the course or the newsletter: an operator's, or the address's. */
const otherStops = ["operator", "suppressed", "undeliverable"];

export async function courseFigures(context: ServiceContext): Promise<CoursesOverview> {
  const { db } = context;
  const paused = await pausedCourses(db);
  // Kept as they change: a few rows per course, whatever the enrolments.
  const tallies = new Map(
    (await readTallies(db)).map((row) => [key(row.course, row.language, row.measure), Number(row.count)]),
  );
  // Few rows each: the lesson mails not (yet) sent, and the bounces and complaints on lesson mails.
  const unsentRows = await unsentLessonMails(db, courseSlugsOf(context.courses).concat(""));
  const eventRows = await lessonMailEvents(db);
  const unsent = tally(unsentRows, (row) => key(row.course, row.language, row.lesson));
  const events = tally(eventRows, (row) => key(row.course, row.language, row.lesson, row.type));
  const courses: CourseFigures[] = courseSlugsOf(context.courses).map((slug) => {
    const languages: CourseLanguageFigures[] = (Object.keys(context.courses) as Language[]).map(
      (language) => {
        const measure = (name: string) => tallies.get(key(slug, language, name)) ?? 0;
        const status = (name: string) => measure(measures.status(name));
        const course = findCourse(context.courses, language, slug);
        // Where readers left, by the lessons they had been sent (0: before the first).
        const left = (lessonsSent: number) => ({
          stoppedAfter: measure(measures.left(lessonsSent, "reader")),
          unsubscribedAfter: measure(measures.left(lessonsSent, "unsubscribed")),
          leftOtherwise: otherStops.reduce(
            (sum, reason) => sum + measure(measures.left(lessonsSent, reason)),
            0,
          ),
        });
        const lessons = (course?.lessons ?? []).map((lesson, index) => {
          const at = (...more: string[]) => key(slug, language, lesson.slug, ...more);
          // Readers still known, from the events; forgotten ones, from the tallies they left.
          const reported = (type: string) =>
            (events.get(at(type)) ?? 0) + measure(measures.event(lesson.slug, type));
          return {
            lesson: lesson.slug,
            title: lesson.title,
            position: index + 1,
            sent: measure(measures.queued(lesson.slug)) - (unsent.get(at()) ?? 0),
            bounced: reported("hard") + reported("soft"),
            complained: reported("complaint"),
            ...left(index + 1),
          };
        });
        const active = status("active");
        const finished = status("finished");
        const stopped = status("stopped");
        return {
          language,
          title: course?.title ?? slug,
          enrolled: active + finished + stopped,
          active,
          finished,
          stopped,
          beforeFirstLesson: left(0),
          lessons,
        };
      },
    );
    const title = findCourse(context.courses, "en", slug)?.title ?? slug;
    return { course: slug, title, paused: paused.has(slug), languages };
  });
  return { courses };
}
