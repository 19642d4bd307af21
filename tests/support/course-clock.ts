/** Time for the courses by e-mail in tests/e2e/courses-live.spec.ts, without waiting for it: the courses
 * server's database (its scheduler keeps no state of its own, decision 036) is where a reader's next
 * lesson is due, so moving that moment back by the interval is the interval passing for that reader.
 * The scheduler's own clock and its interval, window and silence after a stop are proven in
 * server/newsletter/delivery/course-scheduler.test.ts and service/courses.test.ts with an injected clock. */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { coursesSettings } from "./servers";

export const coursesDatabasePath = path.join(coursesSettings.dataDirectory, "newsletter.db");

type Enrolment = { id: string; status: string; next_due_at: number | null; last_queued_at: number | null };

export class CourseClock {
  // Opened on first use: the server makes the file when it starts.
  #database: DatabaseSync | undefined;

  get #db(): DatabaseSync {
    this.#database ??= new DatabaseSync(coursesDatabasePath, { timeout: 5000 });
    return this.#database;
  }

  close(): void {
    this.#database?.close();
  }

  /** The reader's enrolment in a course, and when its last lesson was queued; undefined if none. */
  enrolment(email: string, course: string): Enrolment | undefined {
    return this.#db
      .prepare(
        `SELECT e.id, e.status, e.next_due_at,
           (SELECT max(l.queued_at) FROM enrolment_lessons l WHERE l.enrolment_id = e.id) AS last_queued_at
         FROM enrolments e JOIN subscribers s ON s.id = e.subscriber_id
         WHERE s.email = ? AND e.course = ?`,
      )
      .get(email, course) as Enrolment | undefined;
  }

  /** Lets `ms` pass for the reader's course: its next lesson falls due that much sooner. Guarded by
   * the value read, as the scheduler's own claim is, so a lesson that fell due meanwhile is not moved. */
  advance(email: string, course: string, ms: number): void {
    const enrolment = this.enrolment(email, course);
    if (enrolment?.next_due_at == null) throw new Error(`${email} has no lesson to come in ${course}`);
    this.#db
      .prepare("UPDATE enrolments SET next_due_at = ? WHERE id = ? AND next_due_at = ?")
      .run(Number(enrolment.next_due_at) - ms, enrolment.id, enrolment.next_due_at);
  }

  /** What the database still holds that could mail the address: its subscriber row, enrolments and
   * mails not yet sent. All zero once the reader is forgotten (decision 031). */
  holds(email: string): { subscribers: number; enrolments: number; unsent: number } {
    const count = (query: string) => Number((this.#db.prepare(query).get(email) as { n: number }).n);
    return {
      subscribers: count("SELECT count(*) AS n FROM subscribers WHERE email = ?"),
      enrolments: count(
        "SELECT count(*) AS n FROM enrolments e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email = ?",
      ),
      unsent: count(
        "SELECT count(*) AS n FROM outbox WHERE recipient = ? AND status IN ('pending', 'sending', 'paused')",
      ),
    };
  }
}
