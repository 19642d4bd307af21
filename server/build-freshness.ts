import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { clientRoot, projectRoot, readBuildInfo, scriptHashesFile } from "./build-paths.ts";

const buildMarkers = [path.join(clientRoot, "en", "index.html"), scriptHashesFile];
const sources = [
  "app",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "build-steps",
  "console",
];

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

/** True when a build exists, is newer than every source, and was made with this environment's settings. */
export function buildIsCurrent(env: NodeJS.ProcessEnv = process.env): boolean {
  const built = Math.min(...buildMarkers.map(newestChange));
  if (built === 0 || sources.some((source) => newestChange(path.join(projectRoot, source)) > built))
    return false;
  return readBuildInfo()?.newsletterMode === (env.NEWSLETTER_MODE === "live" ? "live" : "simulated");
}
