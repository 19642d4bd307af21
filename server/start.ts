/** `npm start`: build the site if the build is missing or older than its sources, then serve it. */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticHandler } from "./static-server.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildRoot = path.join(projectRoot, "build", "client");
const buildMarker = path.join(buildRoot, "en", "index.html");
const sources = ["app", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(entry: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function buildIsCurrent(): boolean {
  const built = newestChange(buildMarker);
  return built > 0 && sources.every((source) => newestChange(path.join(projectRoot, source)) <= built);
}

if (!buildIsCurrent()) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const handle = createStaticHandler(buildRoot);

const server = createServer((request, response) => {
  const started = performance.now();
  response.on("finish", () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${request.method} ${request.url} ${response.statusCode} ${ms}ms`);
  });
  handle(request, response);
});

server.listen(port, host, () => console.log(`Serving ${buildRoot} on http://${host}:${port}`));

// Finish in-flight requests, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
