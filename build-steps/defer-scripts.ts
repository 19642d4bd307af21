/**
 * Moves a pre-rendered page's JavaScript behind its first paint (docs/decisions/012): React Router's
 * `<link rel="modulepreload">` elements leave the page, and its inline module becomes an inert block
 * that `deferredScriptsLoader` (deferred-scripts-loader.ts, added after it) runs after the first
 * contentful paint.
 * The block lists the modules the page needs, the entry excepted, in dependency order from Vite's
 * manifest. Done on parse5's tree; React Router's script text is moved as it is, never rewritten.
 */
import { deferredModuleType, deferredScriptsLoader } from "./deferred-scripts-loader.ts";
import {
  attribute,
  elements,
  insertScriptAfter,
  parseHtml,
  remove,
  serializeHtml,
  setAttribute,
} from "./html-tree.ts";
import { dependencyOrder, type ModuleGraph } from "./vite-manifest.ts";

export type DeferredPage = { html: string; entry: string; modules: string[] };

export function deferScripts(html: string, graph: ModuleGraph, entry: string): DeferredPage {
  const document = parseHtml(html);
  const all = elements(document);
  const preloads = all.filter(
    (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload",
  );
  const inlineModules = all.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined,
  );
  const hrefs = preloads.map((link) => attribute(link, "href") ?? "");
  if (inlineModules.length !== 1 || !hrefs.includes(entry)) {
    throw new Error(
      `expected React Router's page scripts (one inline module, a preload of ${entry}); found ${inlineModules.length} inline modules and preloads of ${hrefs.join(", ")}`,
    );
  }
  const modules = dependencyOrder(
    hrefs.filter((href) => href !== entry),
    graph.staticImports,
  ).filter((href) => href !== entry);
  for (const link of preloads) remove(link);
  const [script] = inlineModules as [(typeof inlineModules)[number]];
  setAttribute(script, "type", deferredModuleType);
  script.attrs = script.attrs.filter((attr) => attr.name !== "async");
  setAttribute(script, "data-modules", JSON.stringify(modules));
  // After the inert block, so that the loader finds it when it runs.
  insertScriptAfter(script, deferredScriptsLoader);
  return { html: serializeHtml(document), entry, modules };
}
