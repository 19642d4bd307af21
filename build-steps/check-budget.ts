/** Fails the build when a home page's JavaScript (to hydrate, and with its dynamic imports), CSS or fonts
 * outgrow performance-budget.json, in bytes as served (brotli; woff2 is compressed already). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compress } from "./compression.ts";
import type { DeferredPage } from "./defer-scripts.ts";
import { attribute, elements, parseHtml } from "./html-tree.ts";
import { dependencyOrder, type ModuleGraph } from "./vite-manifest.ts";

type Budget = { homeJavaScriptKB: number; hydrationJavaScriptKB: number; cssKB: number; fontKB: number };

export function checkBudget(root: string, pages: ReadonlyMap<string, DeferredPage>, graph: ModuleGraph) {
  const budget: Budget = JSON.parse(readFileSync("performance-budget.json", "utf8"));
  const bytesKB = (files: string[], served = (body: Buffer) => compress(body, "br")) =>
    files.reduce((sum, file) => sum + served(readFileSync(path.join(root, file))).length / 1024, 0);

  let failed = false;
  for (const url of ["/en", "/se"]) {
    const page = pages.get(url);
    if (!page) throw new Error(`no pre-rendered page at ${url}`);
    const scripts = [...page.modules, graph.entry];
    const dynamic = scripts.flatMap(graph.dynamicImports).filter((href) => !scripts.includes(href));
    const later = dependencyOrder(dynamic, graph.staticImports).filter((href) => !scripts.includes(href));
    const links = elements(parseHtml(page.html)).filter((element) => element.tagName === "link");
    const hrefs = (test: (link: (typeof links)[number]) => boolean) =>
      links.filter(test).map((link) => attribute(link, "href") ?? "");
    const css = hrefs((link) => attribute(link, "rel") === "stylesheet");
    const fonts = hrefs((link) => attribute(link, "rel") === "preload" && attribute(link, "as") === "font");
    const hydration = bytesKB(scripts);
    const js = hydration + bytesKB(later);
    const cssKB = bytesKB(css);
    const fontKB = bytesKB(fonts, (body) => body);
    console.log(
      `${url}: JavaScript ${hydration.toFixed(1)} KB in ${scripts.length} files to hydrate (budget ${budget.hydrationJavaScriptKB} KB), ${js.toFixed(1)} KB with ${later.length} more on demand (budget ${budget.homeJavaScriptKB} KB); CSS ${cssKB.toFixed(1)} KB (budget ${budget.cssKB} KB), brotli; fonts ${fontKB.toFixed(1)} KB in ${fonts.length} preloaded (budget ${budget.fontKB} KB)`,
    );
    if (
      hydration > budget.hydrationJavaScriptKB ||
      js > budget.homeJavaScriptKB ||
      cssKB > budget.cssKB ||
      fontKB > budget.fontKB
    )
      failed = true;
  }
  if (failed) {
    throw new Error(
      "Over the performance budget (performance-budget.json). Make it smaller, or argue the raise in review.",
    );
  }
}
