/**
 * Moves a pre-rendered page's JavaScript behind its first paint (docs/decisions/009). React Router's
 * <Scripts> emits a <link rel="modulepreload"> per module (React hoists them into <head>, ahead of the
 * stylesheet) and an inline module whose static imports start every download while the page is still
 * waiting for its CSS. Here the preloads leave the HTML and the inline module waits for the first frame,
 * then preloads and imports the same modules, all at once. React's hydration is unaffected: it matches
 * the <script> element, not its text, and adds back the preload links (cache hits by then).
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/** The rewritten module's first statement: resolves after the first paint (a frame, then a task). */
const afterFirstPaint = "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));";

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
        `const [${names.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
        rest,
      ].join("\n");
      return open + deferred + close;
    });
}
