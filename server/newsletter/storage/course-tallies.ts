/** The Courses screen's counts, kept in the transaction that changes them (decision 036): counted per
 * visit they cost 550 ms at 100,000 enrolments, as the scheduler keeps PostgreSQL's visibility map stale. */
import type { EnrolmentsTable, NewsletterDatabase } from "./schema.ts";

export interface TallyDelta {
  course: string;
  language: string;
  measure: string;
  delta: number;
}

export const measures = {
  status: (status: string) => `status:${status}`,
  left: (lessonsSent: number, reason: string) => `left:${lessonsSent}:${reason}`,
  queued: (lesson: string) => `queued:${lesson}`,
  /** Bounces or complaints on lesson mails to forgotten readers (the known are counted from the events). */
  event: (lesson: string, type: string) => `event:${lesson}:${type}`,
};

/** An enrolment's own tallies: its state, and where it left when stopped. */
export function enrolmentMeasures(
  row: Pick<EnrolmentsTable, "course" | "language" | "status" | "lessons_sent" | "stop_reason">,
): Omit<TallyDelta, "delta">[] {
  const left = row.status === "stopped" ? [measures.left(row.lessons_sent, row.stop_reason ?? "")] : [];
  return [measures.status(row.status), ...left].map((measure) => ({
    course: row.course,
    language: row.language,
    measure,
  }));
}

/** Adds the deltas, merged per tally (one statement may not update a row twice on PostgreSQL). */
export async function addTallies(db: NewsletterDatabase, deltas: TallyDelta[]): Promise<void> {
  const merged = new Map<string, TallyDelta>();
  for (const delta of deltas) {
    const key = [delta.course, delta.language, delta.measure].join("\u0000");
    const before = merged.get(key);
    merged.set(key, { ...delta, delta: (before?.delta ?? 0) + delta.delta });
  }
  const rows = [...merged.values()]
    .filter((delta) => delta.delta !== 0)
    .map(({ course, language, measure, delta }) => ({ course, language, measure, count: delta }));
  if (rows.length === 0) return;
  await db
    .insertInto("course_tallies")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["course", "language", "measure"]).doUpdateSet((eb) => ({
        count: eb("course_tallies.count", "+", eb.ref("excluded.count")),
      })),
    )
    .execute();
}

export const plus = (tally: Omit<TallyDelta, "delta">): TallyDelta => ({ ...tally, delta: 1 });
export const minus = (tally: Omit<TallyDelta, "delta">): TallyDelta => ({ ...tally, delta: -1 });

/** What an enrolment's lessons add up to, to take away when they are deleted. */
export async function lessonTallies(db: NewsletterDatabase, enrolmentIds: string[]): Promise<TallyDelta[]> {
  if (enrolmentIds.length === 0) return [];
  const rows = await db
    .selectFrom("enrolment_lessons")
    .select(["course", "language", "lesson", (eb) => eb.fn.countAll<number>().as("n")])
    .where("enrolment_id", "in", enrolmentIds)
    .groupBy(["course", "language", "lesson"])
    .execute();
  return rows.map((row) => ({
    course: row.course,
    language: row.language,
    measure: measures.queued(row.lesson),
    delta: -Number(row.n),
  }));
}

export function readTallies(db: NewsletterDatabase) {
  return db.selectFrom("course_tallies").select(["course", "language", "measure", "count"]).execute();
}
