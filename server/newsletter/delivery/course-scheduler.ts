/** Queues due lessons into the outbox every few seconds and when woken (decision 036); stateless, so a
 * restart, a second server or a `kill -9` neither loses nor repeats a lesson. */
import type { Language } from "#shared/site.ts";
import type { CourseSchedule } from "../domain/course-schedule.ts";
import { courseSlugsOf, findCourse, type MailLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import { dueEnrolments, type StepOutcome, stepEnrolments } from "../storage/course-queue.ts";
import { pausedCourses } from "../storage/enrolments.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { backgroundLoop } from "./background-loop.ts";

interface CourseSchedulerOptions {
  db: NewsletterDatabase;
  courses: MailLibrary;
  schedule: CourseSchedule;
  messageDomain: string;
  linkKey: LinkKey;
  now?: () => number;
  log?: (line: string) => void;
  onQueued?: () => void;
  batchSize?: number;
  /** How often to look when nobody called `wake()`; a tenth of the interval, at most 10 s. */
  pollMs?: number;
}

export function createCourseScheduler(options: CourseSchedulerOptions) {
  const { db, courses, schedule, messageDomain, linkKey } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = options.batchSize ?? 50;
  const pollMs = options.pollMs ?? Math.max(200, Math.min(10_000, schedule.intervalMs / 10));
  // A lesson still in the outbox is looked at again this often (its mail usually leaves in seconds).
  const recheckMs = Math.min(60_000, pollMs * 3);

  /** One pass: every course not paused, until nothing is due at the pass's moment. */
  async function runPass() {
    const at = now();
    const counts: Record<StepOutcome, number> = { queued: 0, waiting: 0, finished: 0, stopped: 0, taken: 0 };
    const paused = await pausedCourses(db);
    for (const slug of courseSlugsOf(courses)) {
      if (paused.has(slug)) continue;
      for (;;) {
        const rows = await dueEnrolments(db, slug, at, batchSize);
        if (rows.length === 0) break;
        const course = (language: string) => findCourse(courses, language as Language, slug);
        const context = { course, schedule, recheckMs, messageDomain, linkKey, now: at };
        const outcomes = await db.transaction().execute((trx) => stepEnrolments(trx, rows, context));
        for (const outcome of outcomes) counts[outcome]++;
        if (rows.length < batchSize) break;
      }
    }
    if (counts.queued > 0) options.onQueued?.();
    return counts;
  }

  const background = backgroundLoop(async () => void (await runPass()), {
    pollMs,
    onError: (error) =>
      log(`newsletter: course scheduler: ${error instanceof Error ? error.message : String(error)}`),
  });

  return {
    runPass,
    start: background.start,
    wake: background.wake,
    /** Finishes the pass under way (its transaction commits or not at all), then stops. */
    stop: background.stop,
  };
}
