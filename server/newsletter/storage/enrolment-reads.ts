/** Reads of one reader's enrolments (the export, the console's record, a stop link); the writes that
 * keep the tallies are in enrolments.ts. */
import type { NewsletterDatabase } from "./schema.ts";

export const enrolmentsOfReader = (db: NewsletterDatabase, subscriberId: string) =>
  db
    .selectFrom("enrolments")
    .selectAll()
    .where("subscriber_id", "=", subscriberId)
    .orderBy("requested_at")
    .execute();

export function enrolmentIn(db: NewsletterDatabase, subscriberId: string, course: string) {
  return db
    .selectFrom("enrolments")
    .select(["id", "status", "confirmed_at"])
    .where("subscriber_id", "=", subscriberId)
    .where("course", "=", course)
    .executeTakeFirst();
}

export function lessonsOfEnrolments(db: NewsletterDatabase, enrolmentIds: string[]) {
  return db
    .selectFrom("enrolment_lessons")
    .selectAll()
    .where("enrolment_id", "in", enrolmentIds)
    .orderBy("queued_at")
    .execute();
}

/** The lesson mails a reader was sent, by mail id. */
export function lessonMailsOf(db: NewsletterDatabase, subscriberId: string) {
  return db
    .selectFrom("enrolment_lessons")
    .innerJoin("enrolments", "enrolments.id", "enrolment_lessons.enrolment_id")
    .select([
      "enrolment_lessons.mail_id",
      "enrolment_lessons.course",
      "enrolment_lessons.language",
      "enrolment_lessons.lesson",
      "enrolment_lessons.position",
    ])
    .where("enrolments.subscriber_id", "=", subscriberId)
    .execute();
}
