/** Helpers of bench/newsletter.ts: the recording SMTP server, the site server as a child process, the
 * database read from outside, percentiles. Everything on 127.0.0.1, every wait bounded. */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";

export interface Delivery {
  to: string;
  messageId: string;
  /** When the message was received whole (ms since the epoch). */
  at: number;
  /** The message as received; parsed (mailparser) only when a test needs its confirm link. */
  raw: Buffer;
}

/** The confirm token in a delivered confirmation mail (parsed on demand, so the recorder stays cheap
 * while it is measured against: at 1,000 mails/s, parsing each on arrival took a core of its own). */
export async function confirmTokenOf(mail: Delivery): Promise<string | undefined> {
  const parsed = await simpleParser(mail.raw);
  return /confirm\?token=([\w-]+)/.exec(parsed.text ?? "")?.[1];
}

/** A recording SMTP server: the envelope's recipient, the Message-ID header, the arrival time, the bytes. */
export async function startRecorder() {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const head = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString("latin1");
        const messageId = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? "";
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? "";
        deliveries.push({ to, messageId, at: Date.now(), raw });
        callback();
      });
    },
  });
  // A killed server resets its SMTP connections mid-session: expected here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (typeof address !== "object" || address === null) throw new Error("SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const children = new Set<ChildProcess>();

/** `node server/start.ts` with `env`, its output appended to `logFile`; resolves once /en answers. */
export async function startSite(
  origin: string,
  env: Record<string, string>,
  logFile: string,
  timeoutMs: number,
) {
  // A server left over from an aborted run would answer in this one's place.
  const stray = await fetch(`${origin}/en`).then(
    () => true,
    () => false,
  );
  if (stray) throw new Error(`something already answers at ${origin}: stop it first`);
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  children.add(child);
  child.once("exit", () => children.delete(child));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server stopped; see ${logFile}`);
    try {
      if ((await fetch(`${origin}/en`)).ok) return child;
    } catch {
      // not listening yet (or still building)
    }
    await sleep(50);
  }
  throw new Error(`the server did not start in ${timeoutMs / 1000} s; see ${logFile}`);
}

/** Sends `signal` and waits (at most 15 s) for the exit; SIGKILL if a SIGTERM was not enough. */
export async function stopSite(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  if ((await Promise.race([exited, sleep(15_000, "late")])) === "late") {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Kills whatever child is still running (on failure). */
export function killAll(): void {
  for (const child of children) child.kill("SIGKILL");
}

/** `read` on a second connection to the embedded database (WAL allows it while the server runs). */
function readOnly<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The outbox rows of `recipients`, to tell why a mail never arrived (a kill's hand-over: decision 022). */
export const outboxRowsOf = (file: string, recipients: string[]): unknown[] =>
  readOnly(file, (db) => {
    const select = db.prepare(
      "select recipient, kind, status, attempts, handed_over_at, sent_at, last_error from outbox where recipient = ?",
    );
    return recipients.flatMap((recipient) => select.all(recipient));
  });

/** What the embedded database holds: addresses, outbox rows by status, mails settled as handed over. */
export const readDatabase = (file: string) =>
  readOnly(file, (db) => {
    const keys = db.prepare("select email_key from subscribers").all() as { email_key: string }[];
    const outbox = db.prepare("select status, count(*) as n from outbox group by status").all() as {
      status: string;
      n: number;
    }[];
    const handedOver = db
      .prepare("select count(*) as n from outbox where last_error like 'handed over by a worker%'")
      .get() as { n: number };
    return {
      handedOver: Number(handedOver.n),
      addresses: new Set(keys.map((row) => row.email_key)),
      outbox: Object.fromEntries(outbox.map((row) => [row.status, Number(row.n)])) as Record<string, number>,
    };
  });

/** Waits until no mail is pending or being sent (leases of killed servers run out after 60 s). */
export async function waitForDrain(file: string, timeoutMs: number): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { outbox } = readDatabase(file);
    if (!outbox.pending && !outbox.sending) return outbox;
    if (Date.now() > deadline)
      throw new Error(`outbox not drained in ${timeoutMs / 1000} s: ${JSON.stringify(outbox)}`);
    await sleep(250);
  }
}

/** Waits until every address in `addresses` has at least one delivery; false on timeout. */
export async function waitForMail(deliveries: Delivery[], addresses: Iterable<string>, timeoutMs: number) {
  const wanted = new Set(addresses);
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  while (Date.now() < deadline) {
    for (; seen < deliveries.length; seen++) wanted.delete(deliveries[seen]?.to ?? "");
    if (wanted.size === 0) return true;
    await sleep(100);
  }
  return false;
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Mails per second while a backlog drains: the deliveries between the 10th and 90th percentile of
 * arrival, so the ramp-up and the tail (the last few, sent as they come) do not count. */
export function drainRate(deliveries: Delivery[], since: number): { perSecond: number; count: number } {
  const times = deliveries
    .filter((mail) => mail.at >= since)
    .map((mail) => mail.at)
    .sort((a, b) => a - b);
  const low = Math.floor(times.length * 0.1);
  const high = Math.floor(times.length * 0.9);
  const seconds = ((times[high] ?? 0) - (times[low] ?? 0)) / 1000;
  return { perSecond: seconds > 0 ? (high - low) / seconds : Number.NaN, count: times.length };
}

/** A PostgreSQL schema of its own, dropped and made again, so each run starts from the same empty
 * tables (bench:console, bench:courses). */
export async function freshSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${name} cascade; create schema ${name}`);
  } finally {
    await client.end();
  }
}
