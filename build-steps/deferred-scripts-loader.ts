/**
 * The page's JavaScript waits for its first paint (docs/decisions/012). `defer-scripts.ts` takes
 * React Router's module preloads out of each pre-rendered page, turns its inline module into an inert
 * data block of type `deferredModuleType` that lists the modules it needs in dependency order, and
 * adds this loader after it. The loader waits for the first contentful paint, preloads those modules
 * two per task, evaluates them one per task (each module's body a task of its own, not one long task
 * for the whole graph), then runs React Router's module as it was, which hydrates with React Router's
 * own HydratedRouter. Public web APIs only; React 19 skips the extra element while it hydrates.
 */
export const deferredModuleType = "text/x-deferred-module";

export const deferredScriptsLoader = `(() => {
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
