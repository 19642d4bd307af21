/** bench/newsletter.ts's results: rows with their targets, the counts after the crashes, the table it
 * prints and docs/benchmarks-newsletter.md. */
import { writeFileSync } from "node:fs";
import os from "node:os";
import type { Delivery } from "./newsletter-support.ts";

export interface Row {
  measure: string;
  value: string;
  target: string;
  /** Undefined: a figure for reference, with no target (issues 18 and 25 set them). */
  met?: boolean;
}

const verdict = (row: Row) => (row.met === undefined ? "reference" : row.met ? "met" : "MISSED");

export const rows: Row[] = [];
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

/** Time from each acknowledged sign-up to its first mail at the SMTP server. */
export function mailDelays(acked: Map<string, number>, deliveries: Delivery[]): number[] {
  const first = new Map<string, number>();
  for (const { to, at } of deliveries) if (!first.has(to)) first.set(to, at);
  return [...acked].flatMap(([address, at]) => {
    const arrived = first.get(address);
    return arrived === undefined ? [] : [arrived - at];
  });
}

/** Acknowledged sign-ups missing from the database, mailed twice (deliveries, Message-IDs), never mailed. */
export function crashCounts(acked: Set<string>, stored: Set<string>, deliveries: Delivery[]) {
  const mails = new Map<string, Delivery[]>();
  for (const mail of deliveries) mails.set(mail.to, [...(mails.get(mail.to) ?? []), mail]);
  const count = (test: (list: Delivery[]) => boolean) =>
    [...acked].filter((address) => test(mails.get(address) ?? [])).length;
  return {
    lost: [...acked].filter((address) => !stored.has(address)).length,
    twice: count((list) => list.length > 1),
    twiceDistinct: count((list) => new Set(list.map((mail) => mail.messageId)).size > 1),
    never: count((list) => list.length === 0),
    neverMailed: [...acked].filter((address) => !mails.has(address)),
    /** Committed, then killed before the 302 left: mailed although the client saw an error. */
    unacknowledged: [...stored].filter((address) => address.includes("-kill-") && !acked.has(address)).length,
  };
}

export function report(loadAtStart: string, complete: boolean): void {
  const table = [
    "| measure | result | target | |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.target} | ${verdict(row)} |`),
  ].join("\n");
  const missed = rows.filter((row) => row.met === false).length;
  const cores = os.cpus().length;
  const context = `Load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAverage()}, on ${cores} cores shared with other engineers' test runs: noisy.`;
  const verdictLine = !complete
    ? "the run did not finish (the error is above): no target is shown as met"
    : missed
      ? `${missed} MISSED`
      : "all met";
  console.log(`\n${table}\n\n${context}\nTargets: ${verdictLine}`);
  if (!complete) return;
  writeFileSync(
    "docs/benchmarks-newsletter.md",
    `# Newsletter benchmark\n\nWritten by \`npm run bench:newsletter\` on ${new Date().toISOString()}.\n\n` +
      `- Machine: ${cores} × ${os.cpus()[0]?.model}, Node ${process.version}. ${context}\n` +
      "- Server: `node server/start.ts` as `npm start` runs it: `NEWSLETTER_MODE=live`, `NEWSLETTER_RATE_LIMIT=off` " +
      "(benchmark only), the embedded database (node:sqlite, WAL, `synchronous=NORMAL` with the group commit of " +
      "decision 022: an answer waits for an fsync of the WAL) in a temporary file, mail through " +
      "SMTP to a recording `smtp-server` in the benchmark's process. Client, server and SMTP server share the machine, " +
      "all on 127.0.0.1.\n" +
      "- Capacity: sign-up form POSTs (`/en/sign-up`, `/se/sign-up`, as a browser without JavaScript sends them; the 302 to the thank-you page is a sign-up taken) of new unique addresses offered at a rising rate, one step each, after a 3 s warm-up, " +
      "each request sent at its own moment, 1/rate apart, over up to 100 keep-alive connections (undici), its " +
      "latency counted from that moment (an open loop: a wait for a free connection counts); the capacity is " +
      "the last step before p99 first passed the limit or a request failed. A worker thread in the benchmark fsyncs a 4 KB page in the database's folder every 10 ms and keeps the longest wait (bench/disk-stalls.ts): a step whose p99 passed 50 ms while that fsync waited over 50 ms is offered again, twice at most, and each try is a row. The steps go on until fewer than 95 % of the offer are answered (the throughput ceiling), which " +
      "builds the backlog for the drain: the mails all steps queued, per second at the SMTP server between the 10th " +
      "and 90th percentile of arrival (the SMTP server only records them; they are parsed afterwards). " +
      "Sign-up → mail: from the 302 to the whole message at the SMTP server. Enumeration: one request at a time, a new " +
      "address and a known one alternating (order swapped every other pair), each known address signed up once more. " +
      "Crash: 8 concurrent sign-up loops; the server killed with SIGKILL every 0.5–2 s and restarted on the same file; " +
      "counted after the outbox drained (a killed server's leases run out after 60 s). Mails are handed over with the " +
      "end-of-data mark held back until the hand-over is committed (decision 022); a mail a killed server had handed " +
      "over is recorded as sent, not sent again.\n" +
      "- The outbox worker shares the server's one thread (and SQLite's one connection) with the sign-ups and sends " +
      "4 mails at once. The paced row is the delay without a backlog. PostgreSQL rows (BENCH_DATABASE_URL, a local " +
      "PostgreSQL 15 on the same two cores, 5 s steps) are for reference: the targets are for the embedded " +
      "database. Where the time goes: docs/decisions/027-newsletter-capacity.md.\n\n" +
      `${table}\n`,
  );
  console.log("wrote docs/benchmarks-newsletter.md");
}
