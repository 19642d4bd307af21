/**
 * `npm run bench:send-latency`: the site's latency while the console sends a large issue (issue 39),
 * before and after, in one run. "Before" is the branch's first commit (BENCH_BEFORE, default 1440506),
 * unpacked with `git archive` into a temp dir beside this checkout's node_modules; "after" is this
 * checkout. Each runs as a live server (`node server/start.ts`, its own build dir and SQLite file) that
 * mails a recording SMTP server. The bench signs in to the console as an operator, stores 20 confirmed
 * readers, and sends a 36 KB issue of nested quoted lists (within the Markdown limits, and rendered by
 * marked well within its 2 s even on a busy machine; its mail takes React and html-to-text about 0.15 s
 * of CPU) through the console API, while it requests /en one request after another: p50, p90 and max
 * are printed for 3 s idle and for the send, until the 20 mails arrived.
 */
import { execSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import { killAll, percentile, startRecorder, startSite, stopSite } from "./newsletter-support.ts";

const before = process.env.BENCH_BEFORE ?? "1440506";
const readers = 20;
/** BENCH_ISSUE_LINES and BENCH_ISSUE_DEPTH make it heavier (the old server's marked step must still
 * finish within its 2 s, or it refuses the send with 422). */
const lines = Number(process.env.BENCH_ISSUE_LINES ?? 3000);
const depth = Number(process.env.BENCH_ISSUE_DEPTH ?? 6);
const issue = `# Quoted lists\n\n${Array.from({ length: lines }, (_, i) => `${"> - ".repeat(i % depth)}x`).join("\n")}`;
const port = Number(process.env.BENCH_PORT ?? 5290);
const origin = `http://127.0.0.1:${port}`;
const operator = "ops@skattlyktan.example";
const work = mkdtempSync(path.join(os.tmpdir(), "bench-send-latency-"));
const log = path.join(work, "server.log");

setTimeout(() => {
  console.error("bench: over 40 minutes, giving up");
  killAll();
  process.exit(1);
}, 40 * 60_000).unref();

/** The older code, as its commit has it, with this checkout's dependencies. */
function checkout(commit: string): string {
  const directory = path.join(work, "before");
  mkdirSync(directory);
  execSync(`git archive ${commit} | tar -x -C ${directory}`, { stdio: "inherit" });
  symlinkSync(path.resolve("node_modules"), path.join(directory, "node_modules"));
  return directory;
}

const stats = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p90 ${percentile(values, 0.9).toFixed(0)} ms, ` +
  `p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms, ` +
  `${values.filter((value) => value > 100).length} of ${values.length} requests over 100 ms`;

/** Requests /en one after another until `until` says stop; each request's time. */
async function latencies(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(`${origin}/en`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

function addReaders(file: string) {
  const db = new DatabaseSync(file);
  const insert = db.prepare(
    `insert into subscribers (id, email, email_key, address_hash, language, status, signed_up_at,
     consent_language, consent_form_version, confirmed_at, unsubscribed_at, updated_at, newsletter)
     values (?, ?, ?, ?, 'en', 'confirmed', ?, 'en', 'bench', ?, null, ?, 1)`,
  );
  const now = Date.now();
  for (let n = 0; n < readers; n++) {
    const email = `reader${n}@example.org`;
    const hash = createHash("sha256").update(email).digest("hex");
    insert.run(randomUUID(), email, email, hash, now, now, now);
  }
  db.close();
}

async function measure(label: string, directory: string, smtp: Awaited<ReturnType<typeof startRecorder>>) {
  const file = path.join(work, `${label}.db`);
  const env = {
    NEWSLETTER_MODE: "live",
    NEWSLETTER_RATE_LIMIT: "off",
    SMTP_URL: smtp.url,
    DATABASE_URL: `file:${file}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    NEWSLETTER_ADMINS: operator,
    NEWSLETTER_SECRET: "bench-send-latency-secret-0123456789abcdef",
    BUILD_DIR: "build-bench-send-latency",
  };
  const cwd = process.cwd();
  process.chdir(directory); // startSite runs server/start.ts from the working directory
  const site = await startSite(origin, env, log, 30 * 60_000).finally(() => process.chdir(cwd));
  try {
    addReaders(file);
    const post = (url: string, body: unknown, cookie = "") =>
      fetch(`${origin}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
    const mailsBefore = smtp.deliveries.length;
    await post("/admin/api/sign-in/request", { email: operator });
    while (smtp.deliveries.length === mailsBefore) await sleep(50);
    const signInMail = await simpleParser(smtp.deliveries.at(-1)?.raw ?? Buffer.alloc(0));
    const token = /#token=([\w%-]+)/.exec(signInMail.text ?? "")?.[1] ?? "";
    const signedIn = await post("/admin/api/sign-in/complete", { token: decodeURIComponent(token) });
    const cookie = String(signedIn.headers.get("set-cookie")).split(";")[0] ?? "";
    if (!signedIn.ok) throw new Error(`${label}: sign-in failed (${signedIn.status})`);

    const idleUntil = Date.now() + 3000;
    const idle = await latencies(() => Date.now() > idleUntil);
    const sent = smtp.deliveries.length;
    const started = Date.now();
    const response = await post("/admin/api/issues/send", { language: "en", markdown: issue }, cookie);
    if (response.status !== 202) throw new Error(`${label}: the send was refused (${response.status})`);
    const during = await latencies(
      () => smtp.deliveries.length - sent >= readers || Date.now() - started > 600_000,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${label}: issue of ${(issue.length / 1024).toFixed(0)} KB; idle ${stats(idle)}`);
    console.log(`${label}: sending ${readers} mails (${seconds} s): ${stats(during)}`);
  } finally {
    await stopSite(site);
  }
}

const smtp = await startRecorder();
try {
  await measure(`before (${before})`, checkout(before), smtp);
  await measure("after (this checkout)", process.cwd(), smtp);
} finally {
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
}
