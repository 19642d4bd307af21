/** bench/courses.ts's crash phase: 300 readers of the 5-lesson course (1,500 lessons, 1 s apart), a
 * process running the scheduler and the outbox worker (courses-child.ts) killed with SIGKILL 20 times at
 * random moments and started again on the same database, then left to finish. Counted at the SMTP
 * server: per reader, lessons missing, lessons received twice, and lessons that arrived before an
 * earlier one. */
import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type { DatabaseTarget } from "../server/newsletter/storage/database.ts";
import { openDatabase } from "../server/newsletter/storage/database.ts";
import { lessonSlugs, seedEnrolments } from "./courses-seed.ts";
import { startRecorder } from "./newsletter-support.ts";

const readers = 300;
const kills = 20;

function databaseUrl(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return `file:${target.file}`;
  const url = new URL(target.url);
  if (target.schema) url.searchParams.set("options", `-c search_path=${target.schema}`);
  return url.toString();
}

function startChild(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bench/courses-child.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the child exited (${code}) before it started`)));
  });
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** Whether every reader finished and the outbox is empty of work. */
async function finished(target: DatabaseTarget): Promise<boolean> {
  const db = await openDatabase(target);
  try {
    const active = await db
      .selectFrom("enrolments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    const busy = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirstOrThrow();
    return Number(active.n) === 0 && Number(busy.n) === 0;
  } finally {
    await db.destroy();
  }
}

export async function crashPhase(label: string, target: DatabaseTarget, _tmp: string) {
  const seedDb = await openDatabase(target);
  await seedEnrolments(seedDb, {
    count: readers,
    now: Date.now(),
    intervalMs: 1000,
    maxParameters: target.kind === "postgres" ? 65_535 : 32_766,
    allDueNow: true,
    emailOf: (n) => `crash-${n}@example.org`,
  });
  await seedDb.destroy();
  const recorder = await startRecorder();
  const env = {
    DATABASE_URL: databaseUrl(target),
    SMTP_URL: recorder.url,
    SITE_URL: "https://www.example.org",
  };
  try {
    for (let round = 0; round < kills; round++) {
      const child = await startChild(env);
      await sleep(300 + Math.random() * 1200);
      await kill(child, "SIGKILL");
    }
    console.log(
      `${label}: ${kills} kill -9 done, ${recorder.deliveries.length} lessons delivered so far; finishing`,
    );
    const child = await startChild(env);
    const deadline = Date.now() + 300_000;
    while (!(await finished(target)) && Date.now() < deadline) await sleep(1000);
    await kill(child, "SIGTERM");
  } finally {
    await recorder.close();
  }
  const byReader = new Map<string, number[]>();
  for (const mail of recorder.deliveries) {
    const head = mail.raw.subarray(0, mail.raw.indexOf("\r\n\r\n")).toString("latin1");
    const lesson = Number(/^subject:.*(?:lesson|lektion) (\d+) (?:of|av) \d+/im.exec(head)?.[1] ?? 0);
    byReader.set(mail.to, [...(byReader.get(mail.to) ?? []), lesson]);
  }
  let lost = 0;
  let twice = 0;
  let outOfOrder = 0;
  for (let n = 0; n < readers; n++) {
    const got = byReader.get(`crash-${n}@example.org`) ?? [];
    const distinct = new Set(got);
    lost += lessonSlugs.filter((_slug, index) => !distinct.has(index + 1)).length;
    twice += got.length - distinct.size;
    outOfOrder += got.filter((lesson, index) => index > 0 && lesson < (got[index - 1] as number)).length;
  }
  return {
    expected: readers * lessonSlugs.length,
    delivered: recorder.deliveries.length,
    lost,
    twice,
    outOfOrder,
  };
}
