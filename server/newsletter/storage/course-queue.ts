/** The course scheduler's queries (decision 036). A batch of due enrolments is stepped in one
 * transaction, each claimed by moving `next_due_at` on from the value read: a crash before the commit
 * leaves the lessons due; after it, each is queued exactly once (`enrolment_lessons`'s primary key). */
import { randomUUID } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import { addressHash } from "../domain/addresses.ts";
import type { CourseSchedule } from "../domain/course-schedule.ts";
import { nextLessonDue, nextOpening } from "../domain/course-schedule.ts";
import type { LibraryCourse } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import { addTallies, measures, minus, plus, type TallyDelta } from "./course-tallies.ts";
import { stopEnrolments } from "./enrolments.ts";
import { linkTokenRow, outboxRow } from "./outbox-queue.ts";
import type { EnrolmentsTable, NewsletterDatabase, NewsletterSchema, StopReason } from "./schema.ts";

/** With the state of the lesson mail each had last; a range of the (course, next_due_at) index. */
export function dueEnrolments(db: NewsletterDatabase, course: string, now: number, limit: number) {
  return db
    .selectFrom("enrolments")
    .innerJoin("subscribers", "subscribers.id", "enrolments.subscriber_id")
    .leftJoin("outbox", "outbox.id", "enrolments.last_mail_id")
    .selectAll("enrolments")
    .select(["subscribers.email", "subscribers.status as subscriber_status", "outbox.status as last_status"])
    .where("enrolments.course", "=", course)
    .where("enrolments.next_due_at", "<=", now)
    .orderBy("enrolments.next_due_at")
    .limit(limit)
    .execute();
}

type DueEnrolment = Awaited<ReturnType<typeof dueEnrolments>>[number];

export type StepOutcome = "queued" | "waiting" | "finished" | "stopped" | "taken";

export interface StepContext {
  /** Undefined when the site no longer has the course in the reader's language. */
  course: (language: string) => LibraryCourse | undefined;
  schedule: CourseSchedule;
  /** How long to wait before looking again at an enrolment whose last lesson is still in the outbox. */
  recheckMs: number;
  messageDomain: string;
  linkKey: LinkKey;
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

const waiting = async (trx: Trx, row: DueEnrolment, until: number): Promise<StepOutcome> =>
  (await claim(trx, row, { next_due_at: until })) ? "waiting" : "taken";

/** Steps a batch of due enrolments inside the caller's transaction; one outcome per row, in order. */
export async function stepEnrolments(trx: Trx, rows: DueEnrolment[], context: StepContext) {
  if (rows.length === 0) return [];
  const { now, schedule } = context;
  const had = new Map<string, Set<string>>();
  const ids = rows.map((row) => row.id);
  const sent = await trx
    .selectFrom("enrolment_lessons")
    .select(["enrolment_id", "lesson"])
    .where("enrolment_id", "in", ids)
    .execute();
  for (const { enrolment_id: id, lesson } of sent) had.set(id, (had.get(id) ?? new Set()).add(lesson));
  // A suppressed address (a hard bounce, a complaint, an erasure) is never queued a lesson (decision 034).
  const hashes = new Map(rows.map((row) => [row.id, addressHash(row.email)]));
  const suppressions = await trx
    .selectFrom("suppressions")
    .select("address_hash")
    .where("address_hash", "in", [...new Set(hashes.values())])
    .execute();
  const suppressed = new Set(suppressions.map((row) => row.address_hash));
  const tokens: Insertable<NewsletterSchema["tokens"]>[] = [];
  const mails: ReturnType<typeof outboxRow>[] = [];
  const lessons: Insertable<NewsletterSchema["enrolment_lessons"]>[] = [];
  const tallies: TallyDelta[] = [];
  const outcomes: StepOutcome[] = [];
  for (const row of rows) outcomes.push(await step(row));
  await addTallies(trx, tallies);
  if (tokens.length > 0) await trx.insertInto("tokens").values(tokens).execute();
  if (mails.length > 0) await trx.insertInto("outbox").values(mails).execute();
  if (lessons.length > 0) await trx.insertInto("enrolment_lessons").values(lessons).execute();
  return outcomes;

  async function step(row: DueEnrolment): Promise<StepOutcome> {
    const stop = async (reason: StopReason, course?: string) => {
      await stopEnrolments(trx, row.subscriber_id, reason, now, course);
      return "stopped" as const;
    };
    if (row.subscriber_status !== "confirmed") return stop("unsubscribed");
    if (suppressed.has(hashes.get(row.id) as string)) return stop("suppressed");
    // Still on its way (or held back): the next lesson may not overtake it.
    if (row.last_status === "pending" || row.last_status === "sending" || row.last_status === "paused")
      return waiting(trx, row, now + context.recheckMs);
    if (row.last_status === "failed") return stop("undeliverable", row.course);
    // Lesson 1 answers the reader's confirmation at once; the others keep to the window.
    const opening = nextOpening(now, schedule.window);
    if (row.lessons_sent > 0 && opening !== now) return waiting(trx, row, opening);
    const course = context.course(row.language);
    // A deploy took the course away: wait for one that brings it back, rather than end it.
    if (!course) return waiting(trx, row, now + 60 * context.recheckMs);
    // The first lesson in the course's current order not yet sent: a deploy that adds, moves or removes
    // lessons changes what comes next, never what was sent.
    const index = course.lessons.findIndex((lesson) => !had.get(row.id)?.has(lesson.slug));
    const lesson = course.lessons[index];
    const own = { course: row.course, language: row.language };
    if (!lesson) {
      const done = { status: "finished" as const, finished_at: now, next_due_at: null, updated_at: now };
      if (!(await claim(trx, row, done))) return "taken";
      tallies.push(minus({ ...own, measure: measures.status("active") }));
      tallies.push(plus({ ...own, measure: measures.status("finished") }));
      return "finished";
    }
    const mailId = randomUUID();
    const advanced = await claim(trx, row, {
      next_due_at: nextLessonDue(now, schedule),
      last_mail_id: mailId,
      lessons_sent: row.lessons_sent + 1,
      updated_at: now,
    });
    if (!advanced) return "taken";
    const link = { mailId, subscriberId: row.subscriber_id, expiresAt: null };
    // The stop link names the enrolment and its confirmation: it stops this enrolment only (issue 39).
    const scope = JSON.stringify({ course: row.course, enrolment: row.id, since: Number(row.confirmed_at) });
    tokens.push(
      linkTokenRow(context.linkKey, { ...link, purpose: "unsubscribe" }, now),
      linkTokenRow(context.linkKey, { ...link, purpose: "stop-course", scope }, now),
    );
    const mail = { subscriberId: row.subscriber_id, recipient: row.email, kind: "lesson" as const };
    const payload = { lesson: lesson.slug };
    mails.push(outboxRow({ ...own, ...mail, payload }, now, context.messageDomain, context.linkKey, mailId));
    tallies.push(plus({ ...own, measure: measures.queued(lesson.slug) }));
    lessons.push({
      ...own,
      enrolment_id: row.id,
      lesson: lesson.slug,
      position: index + 1,
      mail_id: mailId,
      queued_at: now,
    });
    return "queued";
  }
}
