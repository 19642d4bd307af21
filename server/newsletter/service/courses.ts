/** The courses by e-mail as the reader and the operator act on them; delivery/ sends the lessons. */
import type { Language } from "#shared/site.ts";
import { tokenHash } from "../domain/tokens.ts";
import { setCoursePaused, stopEnrolments } from "../storage/enrolments.ts";
import type { ServiceContext } from "./context.ts";

export type StopCourseResult =
  | { status: "stopped"; language: Language; course: string }
  | { status: "invalid" };

/** A stop link's scope; the enrolment and its confirmation (issue 39) change on a re-enrolment. */
interface StopScope {
  course?: string;
  enrolment?: string;
  since?: number;
}

/** Ends the enrolment its mail was sent for (issue 39), at once; expired once that has finished or the
 * reader enrolled again. */
export async function stopCourse(context: ServiceContext, token: string): Promise<StopCourseResult> {
  const now = context.now();
  const result = await context.db.transaction().execute(async (trx): Promise<StopCourseResult> => {
    const found = await trx
      .selectFrom("tokens")
      .innerJoin("subscribers", "subscribers.id", "tokens.subscriber_id")
      .select(["subscribers.id", "subscribers.language", "tokens.scope", "tokens.created_at"])
      .where("tokens.hash", "=", tokenHash(token))
      .where("tokens.purpose", "=", "stop-course")
      .executeTakeFirst();
    const scope = JSON.parse(found?.scope ?? "{}") as StopScope;
    if (!found || !scope.course) return { status: "invalid" };
    const enrolment = await trx
      .selectFrom("enrolments")
      .select(["id", "status", "confirmed_at"])
      .where("subscriber_id", "=", found.id)
      .where("course", "=", scope.course)
      .executeTakeFirst();
    // This link's enrolment: the one it names (or, for an older link, the one running when it was made).
    const ours =
      enrolment !== undefined &&
      (scope.enrolment === undefined
        ? Number(enrolment.confirmed_at) <= Number(found.created_at)
        : scope.enrolment === enrolment.id && scope.since === Number(enrolment.confirmed_at));
    if (!ours || enrolment.status === "finished") return { status: "invalid" };
    if (enrolment.status !== "active")
      return { status: "stopped", language: found.language, course: scope.course };
    await stopEnrolments(trx, found.id, "reader", now, scope.course);
    return { status: "stopped", language: found.language, course: scope.course };
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

export const enrolmentRows = (context: ServiceContext, subscriberId: string) =>
  context.db
    .selectFrom("enrolments")
    .selectAll()
    .where("subscriber_id", "=", subscriberId)
    .orderBy("requested_at")
    .execute();

/** A reader's enrolments, each with the lessons it was sent (export, art. 15). */
export async function enrolmentsOf(context: ServiceContext, subscriberId: string) {
  const enrolments = await enrolmentRows(context, subscriberId);
  if (enrolments.length === 0) return [];
  const ids = enrolments.map((enrolment) => enrolment.id);
  const lessons = await context.db
    .selectFrom("enrolment_lessons")
    .selectAll()
    .where("enrolment_id", "in", ids)
    .orderBy("queued_at")
    .execute();
  return enrolments.map((enrolment) => ({
    ...enrolment,
    lessons: lessons.filter((lesson) => lesson.enrolment_id === enrolment.id),
  }));
}
