/** What runs after `react-router build` (its `buildEnd` hook): deferred scripts, CSP hashes and deploy
 * configs, pre-compressed files, the budget; a live build then builds the console apart and proves it
 * isolated from the public pages. */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { writeDeployConfig } from "../deploy-config/write-deploy-config.ts";
import {
  type BuildInfo,
  buildInfoFile,
  clientRoot,
  consoleRoot,
  consoleSourceRoot,
  servingRoot,
  viteManifestFile,
} from "../server/build-paths.ts";
import { listSiteFiles } from "../server/site-files.ts";
import { checkBudget } from "./check-budget.ts";
import { assertConsoleIsolated } from "./check-console-isolation.ts";
import { writeCourseLibrary } from "./course-library.ts";
import { scriptHashesOf } from "./csp-hashes.ts";
import { type DeferredPage, deferScripts } from "./defer-scripts.ts";
import { precompress } from "./precompress.ts";
import { readModuleGraph } from "./vite-manifest.ts";

/** A development build (React's checks, for the hydration test) is not what visitors get: no budget. */
export async function afterBuild({ production }: { production: boolean }): Promise<void> {
  mkdirSync(servingRoot, { recursive: true });
  // Vite's manifest is for the build, not for visitors.
  renameSync(path.join(clientRoot, ".vite", "manifest.json"), viteManifestFile);
  rmSync(path.join(clientRoot, ".vite"), { recursive: true, force: true });
  const graph = readModuleGraph(viteManifestFile);

  const site = listSiteFiles(clientRoot);
  const pages = new Map<string, DeferredPage>();
  for (const file of site.html) {
    const page = deferScripts(readFileSync(file, "utf8"), graph);
    writeFileSync(file, page.html);
    const url = [...site.pages].find(([, pageFile]) => pageFile === file)?.[0];
    if (url) pages.set(url, page);
  }
  console.log(`Deferred scripts: ${site.html.length} HTML files load their modules after the first paint`);

  const info: BuildInfo = { newsletterMode: process.env.NEWSLETTER_MODE === "live" ? "live" : "simulated" };
  writeDeployConfig(scriptHashesOf(site.html), info.newsletterMode === "live");
  writeFileSync(buildInfoFile, `${JSON.stringify(info)}\n`);
  precompress(clientRoot);
  if (production) checkBudget(clientRoot, pages, graph);

  if (info.newsletterMode === "live") {
    await writeCourseLibrary();
    // The console's own Vite build (console/vite.config.ts), a single-page app sharing no module graph,
    // manifest or CSS with the site's, so nothing of it can reach a public page (decision 029).
    const configFile = path.join(consoleSourceRoot, "vite.config.ts");
    await build({ configFile, mode: "production", clearScreen: false });
    assertConsoleIsolated(clientRoot, consoleRoot);
    // A simulated build has no console: one left from an earlier live build goes.
  } else rmSync(consoleRoot, { recursive: true, force: true });
}
