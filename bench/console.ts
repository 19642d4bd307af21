/**
 * `npm run bench:console`: the operator console's query times at the size the issue names (100,000
 * subscribers, 1,000,000 outbox rows; bench/console-seed.ts), on the embedded database (a file in a temp
 * dir) and on PostgreSQL (BENCH_DATABASE_URL, else the machine's own as `npm test` starts it, in a schema
 * `bench_console` made afresh each run). Calls the service functions the console's routes call, so
 * HTTP and JSON are left out: what is measured is the database work. Every page's p95 must stay under
 * 200 ms, the subscriber list's under 100 ms (issue 33; exit code 1 otherwise); the confirmed-list CSV
 * is a download and is only reported.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { testDatabase } from "../scripts/test-machine.ts";
import { linkKeyOf } from "../server/newsletter/domain/tokens.ts";
import { createNewsletterService } from "../server/newsletter/service/service.ts";
import { type DatabaseTarget, openDatabase } from "../server/newsletter/storage/database.ts";
import { emailOf, seed, subscriberCount } from "./console-seed.ts";
import { freshSchema, percentile } from "./newsletter-support.ts";

const budgetMs = 200;
/** The subscriber list is what an operator pages, searches and filters by the second (issue 33). */
const listBudgetMs = 100;
const budgetOf = (page: string) => (page.startsWith("subscribers:") ? listBudgetMs : budgetMs);
const warmUps = 3;
const timedCalls = 30;
const schema = "bench_console";

interface Timing {
  page: string;
  first: number;
  p50: number;
  p95: number;
  max: number;
  download: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function timeOnce(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function measure(label: string, target: DatabaseTarget, maxParameters: number): Promise<Timing[]> {
  const db = await openDatabase(target);
  try {
    const started = performance.now();
    const seeded = await seed(db, Date.now(), maxParameters);
    // PostgreSQL's autovacuum would soon do this after a bulk load (statistics for the planner, the
    // visibility map that index-only scans need); done here so the run does not depend on its timing.
    // Nothing of the kind on SQLite: the server never runs ANALYZE, so neither does the benchmark.
    if (target.kind === "postgres") await sql`vacuum analyze`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${label}: seeded ${subscriberCount} subscribers, ${seeded.outboxRows} outbox rows, ` +
        `${seeded.events} mail events in ${seconds} s`,
    );
    const service = createNewsletterService({
      db,
      messageDomain: "example.org",
      linkKey: linkKeyOf(randomBytes(32)),
    });
    // A different subscriber or issue each call: the same one every time would measure the cache.
    const pages: [string, () => Promise<unknown>][] = [
      ["dashboard", () => service.dashboard()],
      ["issues", () => service.issueSummaries()],
      ["issue progress (any issue)", () => service.issueSummary(pick(seeded.issueIds))],
      // What the console polls while an issue goes out: the one issue whose rows are still counted.
      ["issue progress (sending)", () => service.issueSummary(seeded.issueIds.at(-1) as string)],
      [
        "subscriber (find one)",
        () => service.subscriberRecord(emailOf(Math.floor(Math.random() * subscriberCount))),
      ],
      ["audit log", () => service.auditPage({})],
      ["audit log (filtered)", () => service.auditPage({ action: "export", operator: "owner@example.org" })],
      // The subscriber list (issue 33): a page in each order, a search by part of an address, filters.
      ["subscribers: first page", () => service.subscriberPage({})],
      [
        "subscribers: any page by address",
        () =>
          service.subscriberPage({
            sort: "email",
            descending: false,
            page: Math.floor(Math.random() * 4000),
          }),
      ],
      [
        "subscribers: any page, oldest first",
        () =>
          service.subscriberPage({
            sort: "signedUpAt",
            descending: false,
            page: Math.floor(Math.random() * 4000),
          }),
      ],
      [
        "subscribers: search part of address",
        () => service.subscriberPage({ search: `er-${Math.floor(Math.random() * 1000)}7@` }),
      ],
      ["subscribers: search, no match", () => service.subscriberPage({ search: "nobody-at-all" })],
      ["subscribers: pending, Swedish", () => service.subscriberPage({ status: "pending", language: "se" })],
      ["subscribers: suppressed", () => service.subscriberPage({ suppressed: true })],
      [
        "subscribers: confirmed, not suppressed, by confirmation",
        () => service.subscriberPage({ status: "confirmed", suppressed: false, sort: "confirmedAt" }),
      ],
      ["confirmed CSV (download)", () => service.confirmedCsv()],
    ];
    const timings: Timing[] = [];
    for (const [page, call] of pages) {
      // The first call on this database also stores the final counts of the issues that finished
      // (service/console-issues.ts), a one-off per issue: shown apart, outside the percentiles.
      const first = await timeOnce(call);
      for (let i = 0; i < warmUps; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < timedCalls; i++) times.push(await timeOnce(call));
      const [p50, p95, max] = [percentile(times, 0.5), percentile(times, 0.95), Math.max(...times)];
      timings.push({ page, first, p50, p95, max, download: page.includes("download") });
    }
    return timings;
  } finally {
    await db.destroy();
  }
}

function printTable(label: string, timings: Timing[]): void {
  const row = (cells: string[]) => cells.map((cell, i) => (i ? cell.padStart(10) : cell.padEnd(56))).join("");
  console.log(`\n${label} (${timedCalls} calls a page after ${warmUps} warm-ups)`);
  console.log(row(["page", "first", "p50", "p95", "max", "budget"]));
  for (const t of timings) {
    const verdict = t.download ? "download" : t.p95 < budgetOf(t.page) ? "ok" : "OVER";
    console.log(row([t.page, ms(t.first), ms(t.p50), ms(t.p95), ms(t.max), verdict]));
  }
  console.log("");
}

/** BENCH_DATABASE_URL, else the machine's PostgreSQL as `npm test` gets it (installed and started when
 * run as root); undefined, said plainly, when there is none to be had. */
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

const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-console-"));
const results: [string, Timing[]][] = [];
try {
  const sqliteLabel = "SQLite (embedded file)";
  const sqlite = await measure(sqliteLabel, { kind: "sqlite", file: path.join(tmp, "console.db") }, 32_766);
  results.push([sqliteLabel, sqlite]);
  printTable(sqliteLabel, sqlite);
  const url = postgresUrl();
  if (url) {
    await freshSchema(url, schema);
    const postgres = await measure("PostgreSQL", { kind: "postgres", url, schema }, 65_535);
    results.push(["PostgreSQL", postgres]);
    printTable("PostgreSQL", postgres);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const over = results.flatMap(([label, timings]) =>
  timings.filter((t) => !t.download && t.p95 >= budgetOf(t.page)).map((t) => `${label}: ${t.page}`),
);
console.log(
  over.length
    ? `p95 over budget: ${over.join("; ")}`
    : `every page's p95 < ${budgetMs} ms, the subscriber list's < ${listBudgetMs} ms`,
);
process.exitCode = over.length ? 1 : 0;
