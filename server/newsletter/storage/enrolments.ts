/** Enrolments in the database: a confirmed course starts (or resumes), stops, and is counted. The
 * scheduler's own queries are in course-queue.ts. */
import { randomUUID } from "node:crypto";
import type { SelectQueryBuilder, Transaction } from "kysely";
import type { Language } from "#shared/site.ts";
import { addTallies, enrolmentMeasures, lessonTallies, measures, minus, plus } from "./course-tallies.ts";
import type { NewsletterDatabase, NewsletterSchema, StopReason } from "./schema.ts";

type SubscriberIds = string[] | SelectQueryBuilder<NewsletterSchema, "subscribers", { id: string }>;

export interface EnrolRequest {
  subscriberId: string;
  course: string;
  language: Language;
  /** When and on which form the reader asked (the sign-up). */
  requestedAt: number;
  formVersion: string;
}

/** A course confirmed, its first lesson due now. Asked again, a stopped course resumes where it stopped,
 * a finished one starts over, an active one goes on as it was. */
export async function enrol(trx: Transaction<NewsletterSchema>, request: EnrolRequest, now: number) {
  const existing = await trx
    .selectFrom("enrolments")
    .select(["id", "status", "course", "language", "lessons_sent", "stop_reason"])
    .where("subscriber_id", "=", request.subscriberId)
    .where("course", "=", request.course)
    .executeTakeFirst();
  const active = { course: request.course, language: request.language, measure: measures.status("active") };
  // The consent (what, when, on which form), and the first lesson (or the next) due now.
  const started = {
    language: request.language,
    requested_at: request.requestedAt,
    form_version: request.formVersion,
    confirmed_at: now,
    updated_at: now,
    status: "active" as const,
    next_due_at: now,
  };
  if (!existing) {
    await trx
      .insertInto("enrolments")
      .values({
        id: randomUUID(),
        subscriber_id: request.subscriberId,
        course: request.course,
        lessons_sent: 0,
        ...started,
      })
      .execute();
    await addTallies(trx, [plus(active)]);
    return;
  }
  if (existing.status === "active") return;
  const deltas = [...enrolmentMeasures(existing).map(minus), plus(active)];
  if (existing.status === "finished") {
    deltas.push(...(await lessonTallies(trx, [existing.id])));
    await trx.deleteFrom("enrolment_lessons").where("enrolment_id", "=", existing.id).execute();
  }
  await addTallies(trx, deltas);
  await trx
    .updateTable("enrolments")
    .set({
      ...started,
      stopped_at: null,
      stop_reason: null,
      finished_at: null,
      ...(existing.status === "finished" ? { lessons_sent: 0, last_mail_id: null } : {}),
    })
    .where("id", "=", existing.id)
    .execute();
}

/** Stops a reader's active courses (all without `course`) and cancels their lesson mails not yet sent. */
export async function stopEnrolments(
  db: NewsletterDatabase,
  subscriberId: string,
  reason: StopReason,
  now: number,
  course?: string,
): Promise<number> {
  let stop = db
    .updateTable("enrolments")
    .set({ status: "stopped", stop_reason: reason, stopped_at: now, next_due_at: null, updated_at: now })
    .where("subscriber_id", "=", subscriberId)
    .where("status", "=", "active");
  if (course) stop = stop.where("course", "=", course);
  const stopped = await stop.returning(["course", "language", "lessons_sent"]).execute();
  await addTallies(
    db,
    stopped.flatMap((row) => [
      minus({ ...row, measure: measures.status("active") }),
      ...enrolmentMeasures({ ...row, status: "stopped", stop_reason: reason }).map(plus),
    ]),
  );
  let cancel = db
    .updateTable("outbox")
    .set({ status: "cancelled", payload: "{}", last_error: `course stopped (${reason})` })
    .where("subscriber_id", "=", subscriberId)
    .where("kind", "=", "lesson")
    .where("status", "in", ["pending", "paused"]);
  if (course) cancel = cancel.where("course", "=", course);
  await cancel.execute();
  return stopped.length;
}

/** Its lesson mails already queued wait as "paused"; the scheduler queues none until resumed. */
export async function setCoursePaused(db: NewsletterDatabase, course: string, paused: boolean, now: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("course_states")
      .values({ course, paused_at: paused ? now : null })
      .onConflict((conflict) => conflict.column("course").doUpdateSet({ paused_at: paused ? now : null }))
      .execute();
    await trx
      .updateTable("outbox")
      .set({ status: paused ? "paused" : "pending" })
      .where("kind", "=", "lesson")
      .where("course", "=", course)
      .where("status", "=", paused ? "pending" : "paused")
      .execute();
  });
}

export async function pausedCourses(db: NewsletterDatabase): Promise<Set<string>> {
  const rows = await db
    .selectFrom("course_states")
    .select("course")
    .where("paused_at", "is not", null)
    .execute();
  return new Set(rows.map((row) => row.course));
}

/** An erasure, or a purge of sign-ups never confirmed: out of the Courses screen's counts too. */
export async function deleteEnrolments(trx: Transaction<NewsletterSchema>, ofSubscribers: SubscriberIds) {
  const enrolments = await trx
    .selectFrom("enrolments")
    .select(["id", "course", "language", "status", "lessons_sent", "stop_reason"])
    .where("subscriber_id", "in", ofSubscribers)
    .execute();
  if (enrolments.length === 0) return;
  await addTallies(trx, [
    ...enrolments.flatMap((enrolment) => enrolmentMeasures(enrolment).map(minus)),
    ...(await lessonTallies(
      trx,
      enrolments.map((enrolment) => enrolment.id),
    )),
  ]);
  await trx.deleteFrom("enrolments").where("subscriber_id", "in", ofSubscribers).execute();
}

/** A forgotten reader's enrolments go with the person; their counts stay, anonymous, and their lesson
 * mails' bounces and complaints, which no longer lead to a lesson, become tallies (`measures.event`). */
export async function forgetEnrolments(trx: Transaction<NewsletterSchema>, subscriberId: string) {
  // Per lesson and event type: how many of the reader's lesson mails had one.
  const perLesson = [
    "enrolment_lessons.course",
    "enrolment_lessons.language",
    "enrolment_lessons.lesson",
  ] as const;
  const events = await trx
    .selectFrom("mail_events")
    .innerJoin("enrolment_lessons", "enrolment_lessons.mail_id", "mail_events.mail_id")
    .innerJoin("enrolments", "enrolments.id", "enrolment_lessons.enrolment_id")
    .select([...perLesson, "type", (eb) => eb.fn.count<number>("mail_events.mail_id").distinct().as("count")])
    .where("enrolments.subscriber_id", "=", subscriberId)
    .groupBy([...perLesson, "type"])
    .execute();
  await addTallies(
    trx,
    events.map((row) => ({
      course: row.course,
      language: row.language,
      measure: measures.event(row.lesson, row.type),
      delta: Number(row.count),
    })),
  );
  await trx.deleteFrom("enrolments").where("subscriber_id", "=", subscriberId).execute();
}
