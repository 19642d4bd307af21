/** Moves a pre-rendered page's JavaScript behind its first paint (decision 012): React Router's inline
 * module becomes inert, and a loader runs it after the first contentful paint, once its modules were
 * preloaded and evaluated one per task (no long task). React 19 skips the extra element as it hydrates. */
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

export const deferredModuleType = "text/x-deferred-module";

const deferredScriptsLoader = `(() => {
  const inert = document.querySelector('script[type="${deferredModuleType}"]');
  if (!inert) return;
  const modules = JSON.parse(inert.dataset.modules || "[]");
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const firstPaint = new Promise((resolve) => {
    if (window.__reactRouterContext?.isSpaMode) return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => resolve());
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
  firstPaint.then(async () => {
    await nextTask();
    for (let start = 0; start < modules.length; start += 2) {
      for (const href of modules.slice(start, start + 2))
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
      await nextTask();
    }
    for (const href of modules) {
      await import(href);
      await nextTask();
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = inert.textContent;
    document.body.append(script);
  });
})();`;

export type DeferredPage = { html: string; modules: string[] };

export function deferScripts(html: string, graph: ModuleGraph): DeferredPage {
  const { entry } = graph;
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
  return { html: serializeHtml(document), modules };
}
