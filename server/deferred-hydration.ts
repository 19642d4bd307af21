/**
 * Moves a pre-rendered page's JavaScript behind its first paint (docs/decisions/009). React Router's
 * <Scripts> emits a <link rel="modulepreload"> per module (React hoists them into <head>, ahead of the
 * stylesheet) and an inline module whose static imports start every download while the page is still
 * waiting for its CSS. Here the preloads leave the HTML, and the inline module waits for the first
 * contentful paint, then preloads every module, two per task, and evaluates them one module per task, each
 * after the modules it imports (else a module's whole import graph is one long task).
 * React's hydration is unaffected: it matches the <script> element, not its text, and adds back the
 * preload links (cache hits by then).
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;
const entryImport = /^import\("([^"]+)"\);$/m;

/** Every module the roots need, each after its imports; `last` (the entry, which hydrates) left out. */
function evaluationOrder(roots: string[], last: string, importsOf: (href: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    if (href !== last) order.push(href);
  };
  for (const root of [...roots, last]) visit(root);
  return order;
}

/**
 * The rewritten module's first statement: resolves once the first contentful paint has been presented
 * (the browser reports its timing entry only then), so no script download or evaluation competes with
 * it. Where paint timing is missing, after the first frame instead. React Router's SPA fallback paints
 * nothing until the app runs, so there at once.
 */
const afterFirstPaint = `await new Promise((resolve) => {
  const next = () => setTimeout(resolve);
  if (window.__reactRouterContext?.isSpaMode) return next();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(next);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: "paint", buffered: true });
});`;

export function deferHydration(html: string, importsOf: (href: string) => string[]): string {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1] ?? "");
  const scripts = [...html.matchAll(moduleScript)];
  if (scripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `expected React Router's output: one inline module and its module preloads, found ${scripts.length} and ${preloads.length}`,
    );
  }
  return html
    .replace(preloadLink, "")
    .replace(moduleScript, (_, open: string, text: string, close: string) => {
      const imports = [...text.matchAll(staticImport)];
      if (imports.length === 0) throw new Error("the inline module has no static imports");
      const names = imports.map((match) => match[1] ?? "");
      const specifiers = imports.map((match) => match[2] ?? "");
      const rest = text.replace(staticImport, "").trim();
      const entry = entryImport.exec(rest)?.[1];
      if (!entry) throw new Error("the inline module does not end by importing the entry");
      const order = evaluationOrder(
        specifiers.map((specifier) => JSON.parse(specifier)),
        entry,
        importsOf,
      );
      const missing = order.filter((href) => !preloads.includes(href));
      if (missing.length > 0) throw new Error(`imported but not preloaded: ${missing.join(", ")}`);
      const deferred = [
        afterFirstPaint,
        // Needed first, fetched first. A task that adds modulepreload links measured 4–8 ms for
        // one link and up to 21 ms for four on a two-core machine, so two per task.
        `const preloads = ${JSON.stringify([...new Set([...order, entry, ...preloads])])};`,
        "for (let start = 0; start < preloads.length; start += 2) {",
        '  for (const href of preloads.slice(start, start + 2)) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
        "  await new Promise((resolve) => setTimeout(resolve));",
        "}",
        `for (const href of ${JSON.stringify(order)}) {`,
        "  await import(href);",
        "  await new Promise((resolve) => setTimeout(resolve));",
        "}",
        // Evaluated by now: these imports only hand over the modules.
        `const [${names.join(", ")}] = await Promise.all([${specifiers.join(", ")}].map((specifier) => import(specifier)));`,
        rest,
      ].join("\n");
      return open + deferred + close;
    });
}
