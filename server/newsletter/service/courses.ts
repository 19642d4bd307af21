/** The courses by e-mail as the reader and the operator act on them; delivery/ sends the lessons. */
import type { Language } from "#shared/site.ts";
import { tokenHash } from "../domain/tokens.ts";
import { enrolmentIn, enrolmentsOfReader, lessonsOfEnrolments } from "../storage/enrolment-reads.ts";
import { setCoursePaused, stopEnrolments } from "../storage/enrolments.ts";
import { linkOwner } from "../storage/tokens.ts";
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
    const found = await linkOwner(trx, tokenHash(token), "stop-course");
    const scope = JSON.parse(found?.scope ?? "{}") as StopScope;
    if (!found || !scope.course) return { status: "invalid" };
    const enrolment = await enrolmentIn(trx, found.id, scope.course);
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

/** A reader's enrolments, each with the lessons it was sent (export, art. 15). */
export async function enrolmentsOf(context: ServiceContext, subscriberId: string) {
  const enrolments = await enrolmentsOfReader(context.db, subscriberId);
  if (enrolments.length === 0) return [];
  const lessons = await lessonsOfEnrolments(
    context.db,
    enrolments.map((enrolment) => enrolment.id),
  );
  return enrolments.map((enrolment) => ({
    ...enrolment,
    lessons: lessons.filter((lesson) => lesson.enrolment_id === enrolment.id),
  }));
}
