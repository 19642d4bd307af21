/**
 * Moves a pre-rendered page's JavaScript behind its first paint (docs/decisions/009). React Router's
 * <Scripts> emits a <link rel="modulepreload"> per module (React hoists them into <head>, ahead of the
 * stylesheet) and an inline module whose static imports start every download while the page is still
 * waiting for its CSS. Here the preloads leave the HTML, and the inline module waits for the first
 * contentful paint, then preloads every module at once and evaluates them one task at a time.
 * React's hydration is unaffected: it matches the <script> element, not its text, and adds back the
 * preload links (cache hits by then).
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * The rewritten module's first statement: resolves once the first contentful paint has been presented
 * (the browser reports its timing entry only then), so no script download or evaluation competes with
 * it. Where paint timing is missing, after the first frame instead.
 */
const afterFirstPaint = `await new Promise((resolve) => {
  const next = () => setTimeout(resolve);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(next);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: "paint", buffered: true });
});`;

export function deferHydration(html: string): string {
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
      const deferred = [
        afterFirstPaint,
        `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
        // One module graph per task, in order: evaluating them all at once would be one long task.
        "const modules = [];",
        `for (const specifier of [${specifiers.join(", ")}]) {`,
        "  modules.push(await import(specifier));",
        "  await new Promise((resolve) => setTimeout(resolve));",
        "}",
        `const [${names.join(", ")}] = modules;`,
        rest,
      ].join("\n");
      return open + deferred + close;
    });
}
