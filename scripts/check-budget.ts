/**
 * Runs after every build: fails it when the JavaScript the home page loads, or the CSS, grows past the
 * budget in performance-budget.json. Sizes are brotli-compressed bytes, as served.
 */
import { readFileSync } from "node:fs";
import { compress } from "../server/content-encoding.ts";

const budget: { homeJavaScriptKB: number; cssKB: number } = JSON.parse(
  readFileSync("performance-budget.json", "utf8"),
);
const buildDir = `${process.env.BUILD_DIR ?? "build"}/client`;

// Compressed exactly as scripts/precompress.ts does for the servers.
const brotliKB = (file: string) => compress(readFileSync(`${buildDir}${file}`), "br").length / 1024;

function assetsOf(page: string, pattern: RegExp): string[] {
  const html = readFileSync(`${buildDir}${page}/index.html`, "utf8");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

let failed = false;
for (const page of ["/en", "/se"]) {
  // Every module the page loads is named in its HTML (the deferred preload list, server/deferred-hydration.ts).
  const scripts = assetsOf(page, /"(\/assets\/[^"]+\.js)"/g);
  const js = scripts.reduce((sum, file) => sum + brotliKB(file), 0);
  const css = assetsOf(page, /href="(\/assets\/[^"]+\.css)"/g).reduce((sum, file) => sum + brotliKB(file), 0);
  console.log(
    `${page}: JavaScript ${js.toFixed(1)} KB in ${scripts.length} files (budget ${budget.homeJavaScriptKB} KB), CSS ${css.toFixed(1)} KB (budget ${budget.cssKB} KB), brotli`,
  );
  if (js > budget.homeJavaScriptKB || css > budget.cssKB) failed = true;
}
if (failed) {
  console.error(
    "Over the performance budget (performance-budget.json). Make it smaller, or argue the raise in review.",
  );
  process.exit(1);
}
