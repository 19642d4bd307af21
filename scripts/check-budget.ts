/**
 * Runs after every build: fails it when the JavaScript the home page loads, or the CSS, grows past the
 * budget in performance-budget.json. Sizes are brotli-compressed bytes, as served. The JavaScript is
 * counted twice: what hydration needs, and everything the page loads, which adds the widgets it
 * fetches when idle (app/lib/use-on-demand.ts).
 */
import { readFileSync } from "node:fs";
import { dynamicImportsOf, staticImportsOf } from "../server/chunk-imports.ts";
import { compress } from "../server/content-encoding.ts";

const budget: { homeJavaScriptKB: number; hydrationJavaScriptKB: number; cssKB: number } = JSON.parse(
  readFileSync("performance-budget.json", "utf8"),
);
const buildDir = `${process.env.BUILD_DIR ?? "build"}/client`;

// Compressed exactly as scripts/precompress.ts does for the servers.
const brotliKB = (file: string) => compress(readFileSync(`${buildDir}${file}`), "br").length / 1024;

function assetsOf(page: string, pattern: RegExp): string[] {
  const html = readFileSync(`${buildDir}${page}/index.html`, "utf8");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

// The chunks behind the page modules' dynamic import()s, with everything those import.
function onDemandModules(scripts: string[]): string[] {
  const source = (file: string) => readFileSync(`${buildDir}${file}`, "utf8");
  const found = new Set<string>();
  const visit = (file: string) => {
    if (scripts.includes(file) || found.has(file)) return;
    found.add(file);
    for (const imported of staticImportsOf(source(file), file)) visit(imported);
  };
  for (const file of scripts) for (const chunk of dynamicImportsOf(source(file), file)) visit(chunk);
  return [...found];
}

const sumKB = (files: string[]) => files.reduce((sum, file) => sum + brotliKB(file), 0);

let failed = false;
for (const page of ["/en", "/se"]) {
  // Every module the page loads is named in its HTML (the deferred preload list, server/deferred-hydration.ts).
  const scripts = assetsOf(page, /"(\/assets\/[^"]+\.js)"/g);
  const later = onDemandModules(scripts);
  const hydration = sumKB(scripts);
  const js = hydration + sumKB(later);
  const css = sumKB(assetsOf(page, /href="(\/assets\/[^"]+\.css)"/g));
  console.log(
    `${page}: JavaScript ${hydration.toFixed(1)} KB in ${scripts.length} files to hydrate (budget ${budget.hydrationJavaScriptKB} KB), ${js.toFixed(1)} KB with ${later.length} more when idle (budget ${budget.homeJavaScriptKB} KB); CSS ${css.toFixed(1)} KB (budget ${budget.cssKB} KB); brotli`,
  );
  if (hydration > budget.hydrationJavaScriptKB || js > budget.homeJavaScriptKB || css > budget.cssKB)
    failed = true;
}
if (failed) {
  console.error(
    "Over the performance budget (performance-budget.json). Make it smaller, or argue the raise in review.",
  );
  process.exit(1);
}
