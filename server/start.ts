/** `npm start`: build the site if the build is missing or older than its sources, then serve it. */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { clientRoot, projectRoot, readScriptHashes, scriptHashesFile } from "./build-paths.ts";
import { createSiteServer } from "./site-server.ts";
import { createStaticHandler } from "./static-server.ts";

const buildMarkers = [path.join(clientRoot, "en", "index.html"), scriptHashesFile];
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
  const built = Math.min(...buildMarkers.map(newestChange));
  return built > 0 && sources.every((source) => newestChange(path.join(projectRoot, source)) <= built);
}

if (!buildIsCurrent()) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const scriptHashes = readScriptHashes();
const { server, shutdown } = createSiteServer(
  createStaticHandler(clientRoot, scriptHashes),
  scriptHashes,
  (line) => process.stdout.write(`${line}\n`),
);

server.listen(port, host, () => console.log(`Serving ${clientRoot} on http://${host}:${port}`));

// Finish in-flight requests, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void shutdown().then(() => process.exit(0));
  });
}
