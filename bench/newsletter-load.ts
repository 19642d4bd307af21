/** The load bench/newsletter.ts offers: sign-ups of new addresses at a steady rate (paced), a plain
 * loop that survives the server being killed, and single timed requests. */
import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";
import { percentile } from "./newsletter-support.ts";

// The sign-up page's form, as a browser without JavaScript posts it (app/routes/sign-up.tsx): a sign-up
// taken is a redirect to the thank-you page.
const pathOf = (n: number) => (n % 2 ? "/se/sign-up" : "/en/sign-up");
const headers = { "content-type": "application/x-www-form-urlencoded" };
const body = (email: string) => new URLSearchParams({ email, formVersion: "bench", website: "" }).toString();
const taken = 302;

export interface SignUpRun {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** Address → when its redirect to the thank-you page arrived. */
  acked: Map<string, number>;
}

/**
 * `rate` sign-ups a second of addresses `<prefix>-<n>@bench.example`, for `seconds` or `amount` requests,
 * each sent at its own moment, 1/rate apart (an open loop over `connections` keep-alive connections).
 * Its latency is counted from that moment, so a request that waited for a free connection counts the
 * wait. Not autocannon: its `overallRate` sends each second's quota at once when the second starts, so
 * its p99 is the time to clear a burst of `rate` requests, not the server's answer at that rate
 * (decision 027).
 */
export async function signUps(
  origin: string,
  prefix: string,
  options: { rate: number; connections: number; seconds?: number; amount?: number },
): Promise<SignUpRun> {
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const total = options.amount ?? Math.round(options.rate * (options.seconds ?? 600));
  const interval = 1000 / options.rate;
  const acked = new Map<string, number>();
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const answers: Promise<void>[] = [];
  const send = async (email: string, n: number, due: number) => {
    try {
      const response = await pool.request({ path: pathOf(n), method: "POST", headers, body: body(email) });
      await response.body.dump();
      latencies.push(performance.now() - due);
      if (response.statusCode === taken) acked.set(email, Date.now());
      else failed++;
    } catch {
      failed++;
    }
  };
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    // Timers are good to about a millisecond: requests due sooner than that go out now.
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    answers.push(send(`${prefix}-${n}@bench.example`, n, due));
  }
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const p50 = percentile(latencies, 0.5);
  return { perSecond: acked.size / seconds, p50, p99: percentile(latencies, 0.99), failed, acked };
}

/** `concurrency` loops of sign-ups until `stop.done`; errors (the server is down) wait 20 ms. */
export async function loadThroughCrashes(
  origin: string,
  prefix: string,
  concurrency: number,
  stop: { done: boolean },
) {
  const acked = new Set<string>();
  let n = 0;
  let errors = 0;
  const loop = async () => {
    while (!stop.done) {
      const email = `${prefix}-${n++}@bench.example`;
      try {
        const response = await fetch(`${origin}${pathOf(n)}`, {
          method: "POST",
          headers,
          body: body(email),
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status === taken) acked.add(email);
      } catch {
        errors++;
        await sleep(20);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { acked, sent: n, errors };
}

/** Milliseconds for one sign-up request, answer read. */
export async function timedSignUp(origin: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${pathOf(0)}`, {
    method: "POST",
    headers,
    body: body(email),
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== taken) throw new Error(`sign-up of ${email}: ${response.status}`);
  return performance.now() - started;
}

export async function confirm(origin: string, token: string): Promise<void> {
  // The confirm page's button posts to the mail's link, the page's own URL.
  const response = await fetch(`${origin}/en/confirm?token=${token}`, { method: "POST", headers, body: "" });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`confirm: ${response.status}`);
}
