/** A reader's courses as the console's record shows them (issue 40), and the operator's Stop. */
import type { SubscriberCourse } from "#shared/console-api.ts";
import { findCourse } from "../domain/courses.ts";
import { enrolmentsOfReader, lessonMailsOf } from "../storage/enrolment-reads.ts";
import { pausedCourses, stopEnrolments } from "../storage/enrolments.ts";
import { subscriberByEmail } from "../storage/subscribers.ts";
import { iso, type ServiceContext } from "./context.ts";

export async function coursesOfReader(
  context: ServiceContext,
  subscriberId: string,
): Promise<SubscriberCourse[]> {
  const rows = await enrolmentsOfReader(context.db, subscriberId);
  if (rows.length === 0) return [];
  const paused = await pausedCourses(context.db);
  return rows.map((row) => {
    const course = findCourse(context.courses, row.language, row.course);
    return {
      course: row.course,
      title: course?.title ?? row.course,
      language: row.language,
      status: row.status,
      lessonsSent: Number(row.lessons_sent),
      lessons: course?.lessons.length ?? Number(row.lessons_sent),
      nextLessonAt:
        row.status === "active" ? iso(row.next_due_at === null ? null : Number(row.next_due_at)) : null,
      coursePaused: paused.has(row.course),
      stoppedAt: iso(row.stopped_at === null ? null : Number(row.stopped_at)),
      stopReason: row.stop_reason,
    };
  });
}

/** "lesson: Course, lesson 2 of 5: Title" for each lesson mail of the reader, by the mail's id. */
export async function lessonMailNames(
  context: ServiceContext,
  subscriberId: string,
): Promise<Map<string, string>> {
  const rows = await lessonMailsOf(context.db, subscriberId);
  const names = new Map<string, string>();
  for (const row of rows) {
    const course = findCourse(context.courses, row.language, row.course);
    const lesson = course?.lessons.find((candidate) => candidate.slug === row.lesson);
    const of = course ? ` of ${course.lessons.length}` : "";
    names.set(
      row.mail_id,
      `lesson: ${course?.title ?? row.course}, lesson ${row.position}${of}: ${lesson?.title ?? row.lesson}`,
    );
  }
  return names;
}

/** Stops one active course of the reader; false when it is not active (finished, stopped, or none). */
export async function stopReaderCourse(context: ServiceContext, subscriberId: string, course: string) {
  const stopped = await context.db
    .transaction()
    .execute((trx) => stopEnrolments(trx, subscriberId, "operator", context.now(), course));
  await context.durable();
  return stopped > 0;
}

export const subscriberIdOf = async (context: ServiceContext, email: string) =>
  (await subscriberByEmail(context.db, email))?.id;
