/**
 * `npm run bench:load`: requests per second and latency of the Node server (`npm start`) and of nginx
 * serving the same build with the generated server block, in one run, on loopback: /en and the
 * largest hashed script, 100 connections, BENCH_SECONDS (10) each after a 2 s warm-up. nginx gets one
 * worker, like Node's one thread. Targets: Node within 2× of nginx's throughput, p99 under 50 ms.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { clientRoot } from "../server/build-paths.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
const servers = { node: 4281, nginx: 4282 } as const;

function start(script: string, port: number): ChildProcess {
  return spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), NGINX_WORKERS: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // The Node server builds the site first when the build is missing or stale.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: the server did not start`);
}

function largestScript(): string {
  const scripts = readdirSync(path.join(clientRoot, "assets")).filter((name) => name.endsWith(".js"));
  const size = (name: string) => statSync(path.join(clientRoot, "assets", name)).size;
  const largest = scripts.sort((a, b) => size(b) - size(a))[0];
  if (!largest) throw new Error("no script in build/client/assets");
  return `/assets/${largest}`;
}

async function measure(url: string) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const node = start("server/start.ts", servers.node);
let nginx: ChildProcess | undefined;
try {
  await waitFor(`http://localhost:${servers.node}/en`, node);
  nginx = start("tests/support/serve-nginx.ts", servers.nginx);
  await waitFor(`http://127.0.0.1:${servers.nginx}/en`, nginx);

  const rows: string[][] = [];
  let passed = true;
  for (const target of ["/en", largestScript()]) {
    const byNode = await measure(`http://localhost:${servers.node}${target}`);
    const byNginx = await measure(`http://127.0.0.1:${servers.nginx}${target}`);
    const ratio = byNode.rps / byNginx.rps;
    passed &&= ratio >= 0.5 && byNode.p99 < 50;
    for (const [name, result] of [
      ["node", byNode],
      ["nginx", byNginx],
    ] as const) {
      rows.push([target, name, result.rps.toFixed(0), `${result.p50} ms`, `${result.p99} ms`]);
    }
    rows.push([target, "node/nginx", `${ratio.toFixed(2)}×`, "", ""]);
  }
  const header = ["target", "server", "req/s", "p50", "p99"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${connections} connections, ${seconds} s per measurement, loopback\n`);
  console.log([line(header), ...rows.map(line)].join("\n"));
  console.log(`\nTargets (node ≥ 0.5× nginx's req/s, node p99 < 50 ms): ${passed ? "met" : "NOT met"}`);
} finally {
  node.kill("SIGTERM");
  nginx?.kill("SIGTERM");
}
