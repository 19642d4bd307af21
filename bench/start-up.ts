/**
 * `npm run bench:start-up`: how long `node server/start.ts` takes to serve, as wall time and as the
 * CPU time the process used (Linux /proc; the CPU time does not depend on what else the machine runs).
 * BENCH_RUNS starts (default 5) against the current build; target: under 1,000 ms of CPU. A benchmark,
 * not a test: a machine three times slower must not stop a change from landing (issue 42).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.PORT ?? 4283);

/** User and system CPU time a process has used so far (clock ticks of 10 ms). */
function cpuTimeMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startOnce(): Promise<{ wallMs: number; cpuMs: number }> {
  const started = performance.now();
  const server = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Serving")) resolve();
    });
    server.on("exit", () => reject(new Error(`the server stopped before serving:\n${output}`)));
  });
  const result = { wallMs: performance.now() - started, cpuMs: cpuTimeMs(server.pid) };
  server.kill("SIGTERM");
  await exited;
  return result;
}

const samples = [];
for (let run = 0; run < runs; run++) samples.push(await startOnce());
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const cpu = median(samples.map((sample) => sample.cpuMs));
console.log(
  `start-up over ${runs} runs: ${samples.map((s) => `${s.wallMs.toFixed(0)} ms (${s.cpuMs} ms CPU)`).join(", ")}`,
);
console.log(
  `median CPU ${cpu} ms, median wall ${median(samples.map((s) => s.wallMs)).toFixed(0)} ms (target: under 1,000 ms of CPU${cpu < 1000 ? ": met" : ": MISSED"})`,
);
