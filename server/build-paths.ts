import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/** BUILD_DIR moves the whole build (react-router.config.ts reads it too); the benchmark uses it. */
const buildDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
/** What `react-router build` writes and every server serves. */
export const clientRoot = path.join(buildDir, "client");
/** React Router's server build, live builds only: the newsletter's pages rendered per request. */
export const serverBuildFile = path.join(buildDir, "server", "index.js");
/** The operator console's own build, live builds only: beside `client/`, never inside it (decision 029). */
export const consoleRoot = path.join(buildDir, "console");
export const consoleSourceRoot = path.join(projectRoot, "console");
/** What `scripts/write-serving-config.ts` writes for the servers, beside (not inside) what is served. */
export const servingRoot = path.join(buildDir, "serving");
export const scriptHashesFile = path.join(servingRoot, "csp-hashes.json");
export const nginxConfFile = path.join(servingRoot, "nginx.conf");
/** Vite's build manifest, moved out of what is served (`build-steps/after-build.ts`). */
export const viteManifestFile = path.join(servingRoot, "vite-manifest.json");

/** The CSP hashes the build step wrote: `{ "scriptHashes": ["sha256-…", …] }`. */
export function readScriptHashes(file = scriptHashesFile): string[] {
  const { scriptHashes } = JSON.parse(readFileSync(file, "utf8")) as { scriptHashes?: unknown };
  if (!Array.isArray(scriptHashes) || !scriptHashes.every((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash))) {
    throw new Error(`${file}: expected { "scriptHashes": ["sha256-…"] }`);
  }
  return scriptHashes;
}

/** The courses as the live newsletter mails them (build-steps/course-library.ts), live builds only. */
export const courseLibraryFile = path.join(servingRoot, "course-library.json");

/** What the build was made with, where a server must match it (`NEWSLETTER_MODE` is read by both). */
export const buildInfoFile = path.join(servingRoot, "build-info.json");
export type BuildInfo = { newsletterMode: "simulated" | "live" };

export function readBuildInfo(file = buildInfoFile): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BuildInfo;
  } catch {
    return undefined;
  }
}
