/** The enrolments bench/courses.ts measures against: `count` readers of a 5-lesson course, at every
 * stage of it (0–5 lessons sent, each sent lesson in `enrolment_lessons`), 10 % stopped and 15 %
 * finished, the active ones' next lesson due spread over one interval after `now`. A seeded generator,
 * so both databases get the same shapes. Inserted in bulk, as bench/console-seed.ts does. */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import type { MailLibrary } from "../server/newsletter/domain/courses.ts";
import { enrolmentMeasures, measures } from "../server/newsletter/storage/course-tallies.ts";
import type { NewsletterDatabase, NewsletterSchema } from "../server/newsletter/storage/schema.ts";

export const course = "alpha";
export const lessonSlugs = ["l1", "l2", "l3", "l4", "l5"];
export const library: MailLibrary = fixtureLibrary(lessonSlugs);

function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertAll<T extends keyof NewsletterSchema>(
  db: NewsletterDatabase,
  table: T,
  rows: Insertable<NewsletterSchema[T]>[],
  maxParameters: number,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.floor(maxParameters / Object.keys(rows[0] as object).length);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += size) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + size) as never)
        .execute();
    }
  });
}

export interface SeedOptions {
  count: number;
  now: number;
  intervalMs: number;
  maxParameters: number;
  /** Every reader active, at lesson 0, due at `now` (the throughput and crash phases). */
  allDueNow?: boolean;
  emailOf?: (n: number) => string;
}

export async function seedEnrolments(db: NewsletterDatabase, options: SeedOptions): Promise<number> {
  const random = generator(20261125);
  const { count, now, intervalMs } = options;
  const emailOf = options.emailOf ?? ((n: number) => `learner-${n}@example.org`);
  const subscribers: Insertable<NewsletterSchema["subscribers"]>[] = [];
  const enrolments: Insertable<NewsletterSchema["enrolments"]>[] = [];
  const lessons: Insertable<NewsletterSchema["enrolment_lessons"]>[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    const email = emailOf(n);
    const language = random() < 0.6 ? "en" : "se";
    const started = now - 10 * intervalMs;
    subscribers.push({
      id,
      email,
      email_key: email.toLowerCase(),
      language,
      status: "confirmed",
      signed_up_at: started,
      consent_language: language,
      consent_form_version: "bench",
      confirmed_at: started,
      unsubscribed_at: null,
      updated_at: started,
      newsletter: 0,
    });
    const kind = options.allDueNow ? 1 : random();
    const sent = options.allDueNow ? 0 : kind < 0.15 ? 5 : Math.floor(random() * 5);
    const status = kind < 0.15 ? "finished" : kind < 0.25 ? "stopped" : "active";
    const enrolmentId = randomUUID();
    enrolments.push({
      id: enrolmentId,
      subscriber_id: id,
      course,
      language,
      status,
      requested_at: started,
      form_version: "bench",
      confirmed_at: started,
      next_due_at:
        status !== "active" ? null : options.allDueNow ? now : now + Math.floor(random() * intervalMs),
      last_mail_id: null,
      lessons_sent: sent,
      stopped_at: status === "stopped" ? now : null,
      stop_reason: status === "stopped" ? (random() < 0.7 ? "reader" : "unsubscribed") : null,
      finished_at: status === "finished" ? now : null,
      updated_at: now,
    });
    for (let lesson = 0; lesson < sent; lesson++) {
      lessons.push({
        enrolment_id: enrolmentId,
        lesson: lessonSlugs[lesson] as string,
        course,
        language,
        position: lesson + 1,
        mail_id: randomUUID(),
        queued_at: started + lesson * intervalMs,
      });
    }
  }
  await insertAll(db, "subscribers", subscribers, options.maxParameters);
  await insertAll(db, "enrolments", enrolments, options.maxParameters);
  await insertAll(db, "enrolment_lessons", lessons, options.maxParameters);
  // The Courses screen's tallies, as the server keeps them (storage/course-tallies.ts).
  const tallies = new Map<string, number>();
  const add = (language: string, measure: string) => {
    const key = `${language}\u0000${measure}`;
    tallies.set(key, (tallies.get(key) ?? 0) + 1);
  };
  for (const row of enrolments) {
    for (const { language, measure } of enrolmentMeasures(row as Parameters<typeof enrolmentMeasures>[0]))
      add(language, measure);
  }
  for (const row of lessons) add(row.language, measures.queued(row.lesson));
  const tallyRows = [...tallies].map(([key, count]) => {
    const [language, measure] = key.split("\u0000") as [string, string];
    return { course, language, measure, count };
  });
  await insertAll(db, "course_tallies", tallyRows, options.maxParameters);
  return lessons.length;
}
