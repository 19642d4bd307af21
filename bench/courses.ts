/**
 * `npm run bench:courses`: the courses by e-mail (issue 32, decision 036) on the embedded database and
 * on PostgreSQL (BENCH_DATABASE_URL, else the machine's own as `npm test` starts it, in a schema made
 * afresh each run), through a 5-lesson course:
 *   1. one scheduler pass on a simulated clock, with 10,000 and 100,000 enrolments: a pass with nothing
 *      due, and passes with about 200 lessons due each (it must grow with the lessons due, not with the
 *      enrolments); the Courses screen's queries (p50/p95, under 200 ms);
 *   2. lessons per second to a local SMTP server: 10,000 readers whose lesson 1 is due at once, the real
 *      scheduler and outbox worker;
 *   3. 20 `kill -9` of a process running both (bench/courses-child.ts), then lessons lost, sent twice
 *      and out of order, counted at the SMTP server (each must be 0; exit code 1 otherwise).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { testDatabase } from "../scripts/test-machine.ts";
import { createCourseScheduler } from "../server/newsletter/delivery/course-scheduler.ts";
import { createTransport } from "../server/newsletter/delivery/transport.ts";
import { createOutboxWorker } from "../server/newsletter/delivery/worker.ts";
import { linkKeyOf } from "../server/newsletter/domain/tokens.ts";
import { createNewsletterService } from "../server/newsletter/service/service.ts";
import { type DatabaseTarget, openDatabase } from "../server/newsletter/storage/database.ts";
import { crashPhase } from "./courses-crash.ts";
import { library, seedEnrolments } from "./courses-seed.ts";
import { drainRate, freshSchema, percentile, startRecorder } from "./newsletter-support.ts";

const day = 86_400_000;
const intervalMs = 2 * day;
const sizes = [10_000, 100_000];
const budgetMs = 200;
const schema = "bench_courses";
const ms = (value: number) => `${value.toFixed(1)} ms`;
const messageDomain = "example.org";
/** The bench's link key (domain/tokens.ts): any 32 bytes will do. */
const linkKey = linkKeyOf(Buffer.alloc(32, 1));

async function timed<T>(call: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await call();
  return [performance.now() - started, value];
}

interface PassFigures {
  size: number;
  emptyPass: number;
  duePass: number;
  lessonsPerPass: number;
  screenP50: number;
  screenP95: number;
}

async function passes(target: DatabaseTarget, size: number, maxParameters: number): Promise<PassFigures> {
  const db = await openDatabase(target);
  try {
    const now = Date.UTC(2026, 10, 25, 9);
    await seedEnrolments(db, { count: size, now, intervalMs, maxParameters });
    if (target.kind === "postgres") await sql`vacuum analyze`.execute(db);
    let clock = now - 1;
    const schedule = { intervalMs, window: null };
    const scheduler = createCourseScheduler({
      db,
      courses: library,
      schedule,
      messageDomain,
      linkKey,
      now: () => clock,
    });
    const empty: number[] = [];
    for (let i = 0; i < 20; i++) empty.push((await timed(() => scheduler.runPass()))[0]);
    // About 200 lessons due per pass: the clock moves on by that share of the interval each time.
    const active = Math.round(size * 0.75);
    const step = Math.round((intervalMs * 200) / active);
    const due: number[] = [];
    let queued = 0;
    // Two passes to warm the caches and plans, then ten timed.
    for (let i = -2; i < 10; i++) {
      clock += step;
      const [time, counts] = await timed(() => scheduler.runPass());
      if (i >= 0) {
        due.push(time);
        queued += counts.queued;
      }
      // What the outbox worker does; the next lesson of a reader waits for it.
      await db
        .updateTable("outbox")
        .set({ status: "sent", sent_at: clock })
        .where("status", "=", "pending")
        .execute();
    }
    const service = createNewsletterService({ db, messageDomain, linkKey, courses: library });
    for (let i = 0; i < 3; i++) await service.courseFigures();
    const screen: number[] = [];
    for (let i = 0; i < 30; i++) screen.push((await timed(() => service.courseFigures()))[0]);
    return {
      size,
      emptyPass: percentile(empty, 0.5),
      duePass: percentile(due, 0.5),
      lessonsPerPass: queued / 10,
      screenP50: percentile(screen, 0.5),
      screenP95: percentile(screen, 0.95),
    };
  } finally {
    await db.destroy();
  }
}

/** 10,000 readers' lesson 1 through the real scheduler and worker to the recording SMTP server. */
async function throughput(target: DatabaseTarget, maxParameters: number) {
  const count = 10_000;
  const db = await openDatabase(target);
  const recorder = await startRecorder();
  try {
    await seedEnrolments(db, { count, now: Date.now(), intervalMs, maxParameters, allDueNow: true });
    const transport = createTransport({
      smtpUrl: recorder.url,
      outboxDirectory: "",
      mailFrom: "bench@example.org",
      dkim: undefined,
      log: () => {},
    });
    const worker = createOutboxWorker({
      db,
      transport,
      publicOrigin: "https://www.example.org",
      skipLocked: target.kind === "postgres",
      linkKey,
      courses: library,
      log: () => {},
    });
    const scheduler = createCourseScheduler({
      db,
      courses: library,
      schedule: { intervalMs, window: null },
      messageDomain,
      linkKey,
      onQueued: () => worker.wake(),
    });
    const started = Date.now();
    worker.start();
    const [scheduleMs] = await timed(() => scheduler.runPass());
    worker.wake();
    while (recorder.deliveries.length < count && Date.now() - started < 600_000) await sleep(100);
    const seconds = (Date.now() - started) / 1000;
    await worker.stop();
    transport.close();
    return {
      delivered: recorder.deliveries.length,
      scheduleMs,
      overall: recorder.deliveries.length / seconds,
      steady: drainRate(recorder.deliveries, started).perSecond,
    };
  } finally {
    await recorder.close();
    await db.destroy();
  }
}

function postgresUrl(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  try {
    const { url, said } = testDatabase();
    console.log(`PostgreSQL: ${said}`);
    return url;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return undefined;
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-courses-"));
let failed = false;
try {
  const url = postgresUrl();
  const engines: [string, (name: string) => Promise<DatabaseTarget>, number][] = [
    ["SQLite", async (name) => ({ kind: "sqlite", file: path.join(tmp, `${name}.db`) }), 32_766],
  ];
  if (url) {
    engines.push([
      "PostgreSQL",
      async (name) => {
        await freshSchema(url, `${schema}_${name}`);
        return { kind: "postgres", url, schema: `${schema}_${name}` };
      },
      65_535,
    ]);
  }
  for (const [label, target, maxParameters] of engines) {
    console.log(`\n${label}: scheduler pass and Courses screen (simulated clock, 5-lesson course)`);
    console.log("enrolments   empty pass   pass (~200 due)   lessons/pass   Courses screen p50   p95");
    for (const size of sizes) {
      const figures = await passes(await target(`pass_${size}`), size, maxParameters);
      if (figures.screenP95 >= budgetMs) failed = true;
      console.log(
        `${String(size).padStart(10)}   ${ms(figures.emptyPass).padStart(10)}   ${ms(figures.duePass).padStart(15)}   ${figures.lessonsPerPass.toFixed(0).padStart(12)}   ${ms(figures.screenP50).padStart(18)}   ${ms(figures.screenP95)}`,
      );
    }
    const rate = await throughput(await target("throughput"), maxParameters);
    console.log(
      `${label}: 10,000 lesson-1 mails to the SMTP server: ${rate.delivered} delivered, queued in one pass of ${ms(rate.scheduleMs)}, ${rate.overall.toFixed(0)} lessons/s overall, ${rate.steady.toFixed(0)} lessons/s steady (10th–90th percentile)`,
    );
    const crash = await crashPhase(label, await target("crash"), tmp);
    console.log(
      `${label}: 20 kill -9: ${crash.delivered} lessons delivered of ${crash.expected}; lost ${crash.lost}, sent twice ${crash.twice}, out of order ${crash.outOfOrder}`,
    );
    if (crash.lost || crash.twice || crash.outOfOrder) failed = true;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
