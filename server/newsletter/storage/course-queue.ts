/** The course scheduler's queries (decision 036). A lesson is queued by one transaction that claims the
 * enrolment (moves its `next_due_at` on, guarded by the value it read), records the lesson in
 * `enrolment_lessons` (primary key: an enrolment never gets one lesson twice) and puts its mail in the
 * outbox. The outbox then delivers it once (decision 022). So a crash before the commit leaves the
 * lesson due; after it, queued exactly once. The next lesson waits until the outbox sent this one. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { CourseSchedule } from "../domain/course-schedule.ts";
import { isOpen, nextLessonDue, nextOpening } from "../domain/course-schedule.ts";
import type { LibraryCourse } from "../domain/courses.ts";
import { newStopCourseToken, stopEnrolments } from "./enrolments.ts";
import { newUnsubscribeToken, queueMail } from "./outbox-queue.ts";
import type { EnrolmentsTable, NewsletterDatabase, NewsletterSchema } from "./schema.ts";

export type DueEnrolment = Pick<
  EnrolmentsTable,
  "id" | "subscriber_id" | "course" | "language" | "next_due_at" | "last_mail_id" | "lessons_sent"
> & { email: string; subscriber_status: string };

/** Up to `limit` of one course's enrolments due by `now`, earliest first: a range of the (course,
 * next_due_at) index, so a pass reads the lessons due and not every enrolment. */
export function dueEnrolments(db: NewsletterDatabase, course: string, now: number, limit: number) {
  return db
    .selectFrom("enrolments")
    .innerJoin("subscribers", "subscribers.id", "enrolments.subscriber_id")
    .select([
      "enrolments.id",
      "enrolments.subscriber_id",
      "enrolments.course",
      "enrolments.language",
      "enrolments.next_due_at",
      "enrolments.last_mail_id",
      "enrolments.lessons_sent",
      "subscribers.email",
      "subscribers.status as subscriber_status",
    ])
    .where("enrolments.course", "=", course)
    .where("enrolments.next_due_at", "<=", now)
    .orderBy("enrolments.next_due_at")
    .limit(limit)
    .execute() as Promise<DueEnrolment[]>;
}

export type StepOutcome = "queued" | "waiting" | "finished" | "stopped" | "taken";

export interface StepContext {
  /** Undefined when the site no longer has the course in the reader's language. */
  course: LibraryCourse | undefined;
  schedule: CourseSchedule;
  /** How long to wait before looking again at an enrolment whose last lesson is still in the outbox. */
  recheckMs: number;
  messageDomain: string;
  now: number;
}

type Trx = Transaction<NewsletterSchema>;

/** Moves the enrolment's due time on, if nobody else did since it was read: the claim. */
async function claim(trx: Trx, row: DueEnrolment, set: Partial<EnrolmentsTable>): Promise<boolean> {
  const result = await trx
    .updateTable("enrolments")
    .set(set)
    .where("id", "=", row.id)
    .where("status", "=", "active")
    .where("next_due_at", "=", row.next_due_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One enrolment's turn, inside the caller's transaction. */
export async function stepEnrolment(trx: Trx, row: DueEnrolment, context: StepContext): Promise<StepOutcome> {
  const { now, schedule } = context;
  if (row.subscriber_status !== "confirmed") {
    await stopEnrolments(trx, row.subscriber_id, "unsubscribed", now);
    return "stopped";
  }
  if (row.last_mail_id) {
    const last = await trx
      .selectFrom("outbox")
      .select("status")
      .where("id", "=", row.last_mail_id)
      .executeTakeFirst();
    // Still on its way (or held back): the next lesson may not overtake it.
    if (last && ["pending", "sending", "paused"].includes(last.status)) {
      return (await claim(trx, row, { next_due_at: now + context.recheckMs })) ? "waiting" : "taken";
    }
    if (last?.status === "failed") {
      await stopEnrolments(trx, row.subscriber_id, "undeliverable", now, row.course);
      return "stopped";
    }
  }
  // Lesson 1 answers the reader's confirmation at once; the others keep to the window.
  if (row.lessons_sent > 0 && !isOpen(now, schedule.window)) {
    const opening = nextOpening(now, schedule.window);
    return (await claim(trx, row, { next_due_at: opening })) ? "waiting" : "taken";
  }
  // A deploy took the course away: wait for one that brings it back, rather than end it.
  if (!context.course) {
    return (await claim(trx, row, { next_due_at: now + 60 * context.recheckMs })) ? "waiting" : "taken";
  }
  const sent = await trx
    .selectFrom("enrolment_lessons")
    .select("lesson")
    .where("enrolment_id", "=", row.id)
    .execute();
  const had = new Set(sent.map((lesson) => lesson.lesson));
  // The first lesson in the course's current order not yet sent: a deploy that adds, moves or removes
  // lessons changes what comes next, never what was sent.
  const index = context.course.lessons.findIndex((lesson) => !had.has(lesson.slug));
  const lesson = context.course.lessons[index];
  if (!lesson) {
    const done = { status: "finished" as const, finished_at: now, next_due_at: null, updated_at: now };
    return (await claim(trx, row, done)) ? "finished" : "taken";
  }
  const mailId = randomUUID();
  const advanced = await claim(trx, row, {
    next_due_at: nextLessonDue(now, schedule),
    last_mail_id: mailId,
    lessons_sent: row.lessons_sent + 1,
    updated_at: now,
  });
  if (!advanced) return "taken";
  const unsubscribeToken = await newUnsubscribeToken(trx, row.subscriber_id, now);
  const stopCourseToken = await newStopCourseToken(trx, row.subscriber_id, row.course, now);
  await queueMail(
    trx,
    {
      subscriberId: row.subscriber_id,
      recipient: row.email,
      kind: "lesson",
      language: row.language,
      course: row.course,
      payload: { unsubscribeToken, stopCourseToken, lesson: lesson.slug },
    },
    now,
    context.messageDomain,
    mailId,
  );
  await trx
    .insertInto("enrolment_lessons")
    .values({
      enrolment_id: row.id,
      lesson: lesson.slug,
      course: row.course,
      language: row.language,
      position: index + 1,
      mail_id: mailId,
      queued_at: now,
    })
    .execute();
  return "queued";
}
