/** The load bench/newsletter.ts offers: sign-ups of new addresses at a steady rate (autocannon), a plain
 * loop that survives the server being killed, and single timed requests. */
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const path = "/api/newsletter/subscribe";
const headers = { "content-type": "application/json" };
const body = (email: string, n: number) => JSON.stringify({ email, language: n % 2 ? "se" : "en" });

export interface SignUpRun {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** Address → when its 202 arrived. */
  acked: Map<string, number>;
}

/** `rate` sign-ups a second of addresses `<prefix>-<n>@bench.example`, for `seconds` or `amount` requests. */
export async function signUps(
  origin: string,
  prefix: string,
  options: { rate: number; connections: number; seconds?: number; amount?: number },
): Promise<SignUpRun> {
  const acked = new Map<string, number>();
  let n = 0;
  const started = Date.now();
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.seconds ?? 600,
    amount: options.amount,
    requests: [
      {
        method: "POST",
        path,
        headers,
        // One request at a time per connection: the response that follows is this address's.
        setupRequest: (request, context: { email?: string }) => {
          const email = `${prefix}-${n++}@bench.example`;
          context.email = email;
          return { ...request, body: body(email, n) };
        },
        onResponse: (status, _body, context: { email?: string }) => {
          if (status === 202 && context.email) acked.set(context.email, Date.now());
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    perSecond: acked.size / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    acked,
  };
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
        const response = await fetch(`${origin}${path}`, { method: "POST", headers, body: body(email, n) });
        await response.arrayBuffer();
        if (response.status === 202) acked.add(email);
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
  const response = await fetch(`${origin}${path}`, { method: "POST", headers, body: body(email, 0) });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`sign-up of ${email}: ${response.status}`);
  return performance.now() - started;
}

export async function confirm(origin: string, token: string): Promise<void> {
  const response = await fetch(`${origin}/api/newsletter/confirm`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`confirm: ${response.status}`);
}
