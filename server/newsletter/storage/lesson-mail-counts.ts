/** The Courses screen's counts not kept as tallies: lesson mails not (yet) sent and bounces and
 * complaints on lesson mails, each through an index (bench/courses.ts). */
import type { NewsletterDatabase } from "./schema.ts";

/** Few rows: found through the outbox's (course, kind, status) index. */
export function unsentLessonMails(db: NewsletterDatabase, courses: string[]) {
  return db
    .selectFrom("outbox")
    .innerJoin("enrolment_lessons", "enrolment_lessons.mail_id", "outbox.id")
    .select([
      "enrolment_lessons.course",
      "enrolment_lessons.language",
      "enrolment_lessons.lesson",
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where("outbox.course", "in", courses)
    .where("outbox.kind", "=", "lesson")
    .where("outbox.status", "in", ["pending", "sending", "paused", "failed", "cancelled"])
    .groupBy(["enrolment_lessons.course", "enrolment_lessons.language", "enrolment_lessons.lesson"])
    .execute();
}

/** As many rows as bounces and complaints on lesson mails, each found by its mail id. */
export function lessonMailEvents(db: NewsletterDatabase) {
  return db
    .selectFrom("mail_events")
    .innerJoin("enrolment_lessons", "enrolment_lessons.mail_id", "mail_events.mail_id")
    .select([
      "enrolment_lessons.course",
      "enrolment_lessons.language",
      "enrolment_lessons.lesson",
      "mail_events.type",
      (eb) => eb.fn.count<number>("mail_events.mail_id").distinct().as("count"),
    ])
    .groupBy([
      "enrolment_lessons.course",
      "enrolment_lessons.language",
      "enrolment_lessons.lesson",
      "mail_events.type",
    ])
    .execute();
}
