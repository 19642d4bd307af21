/**
 * A build step for live builds only (after-build.ts): the operator console's own Vite build
 * (console/vite.config.ts), a single-page app of its own, into `<BUILD_DIR>/console`. It shares no
 * module graph, manifest or CSS with the site's build, so nothing of it can reach a public page.
 */
import { rmSync } from "node:fs";
import { build } from "vite";
import { consoleRoot } from "../server/build-paths.ts";
import { consoleConfigFile } from "./console-paths.ts";

export async function buildConsole(): Promise<void> {
  await build({ configFile: consoleConfigFile, mode: "production", clearScreen: false });
}

/** A build for the simulated newsletter has no console: one left from an earlier live build goes. */
export function removeConsole(): void {
  rmSync(consoleRoot, { recursive: true, force: true });
}
