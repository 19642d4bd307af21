/** The courses by e-mail, as the reader and the operator act on them: "stop this course", pause and
 * resume, and an enrolment's record for export. The scheduler that sends lessons is delivery/'s. */
import type { Language } from "../../../app/config/site.ts";
import { tokenHash } from "../domain/tokens.ts";
import { pausedCourses, setCoursePaused, stopEnrolments } from "../storage/enrolments.ts";
import type { ServiceContext } from "./context.ts";

export type StopCourseResult =
  | { status: "stopped"; language: Language; course: string }
  | { status: "invalid" };

/** A lesson mail's "stop this course": that course ends at once, the newsletter and other courses stay. */
export async function stopCourse(context: ServiceContext, token: string): Promise<StopCourseResult> {
  const now = context.now();
  const result = await context.db.transaction().execute(async (trx): Promise<StopCourseResult> => {
    const found = await trx
      .selectFrom("tokens")
      .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
      .select(["subscribers.id", "subscribers.language", "tokens.scope"])
      .where("tokens.hash", "=", tokenHash(token))
      .where("tokens.purpose", "=", "stop-course")
      .executeTakeFirst();
    const course = (JSON.parse(found?.scope ?? "{}") as { course?: string }).course;
    if (!found || !course) return { status: "invalid" };
    await stopEnrolments(trx, found.id, "reader", now, course);
    return { status: "stopped", language: found.language, course };
  });
  await context.durable();
  return result;
}

/** Holds a course's lessons back, or lets them go: those due meanwhile then leave, one per reader. */
export async function pauseCourse(context: ServiceContext, course: string, paused: boolean) {
  await setCoursePaused(context.db, course, paused, context.now());
  await context.durable();
  if (!paused) context.onMailQueued();
}

export const coursesPaused = (context: ServiceContext) => pausedCourses(context.db);

/** A reader's enrolments, each with the lessons it was sent (export, art. 15). */
export async function enrolmentsOf(context: ServiceContext, subscriberId: string) {
  const enrolments = await context.db
    .selectFrom("enrolments")
    .selectAll()
    .where("subscriber_id", "=", subscriberId)
    .orderBy("requested_at")
    .execute();
  if (enrolments.length === 0) return [];
  const lessons = await context.db
    .selectFrom("enrolment_lessons")
    .selectAll()
    .where(
      "enrolment_id",
      "in",
      enrolments.map((enrolment) => enrolment.id),
    )
    .orderBy("queued_at")
    .execute();
  return enrolments.map((enrolment) => ({
    ...enrolment,
    lessons: lessons.filter((lesson) => lesson.enrolment_id === enrolment.id),
  }));
}
