// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

// React Router 8's <Scripts> output for a pre-rendered page, shortened.
const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-dom-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/home-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("takes the module preloads out of the HTML, and leaves the rest as it was", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<head><link rel="stylesheet" href="/assets/root-4.css"/></head>');
    expect(out).toContain("<main>Hi</main><script>window.__reactRouterContext = {};</script>");
  });

  it("starts the downloads after the first contentful paint, all at once, then evaluates one by one", () => {
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(module).not.toMatch(/^import /m);
    const wait = module.indexOf('getEntriesByName("first-contentful-paint")');
    expect(wait).toBeGreaterThan(-1);
    expect(module.indexOf("modulepreload")).toBeGreaterThan(wait);
    expect(module).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/react-dom-3.js"]',
    );
    expect(module).toContain(
      'for (const specifier of ["/assets/manifest-1.js", "/assets/root-5.js", "/assets/home-6.js"])',
    );
    expect(module).toContain("const [, route0, route1] = modules;");
    expect(module.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
  });

  it("is valid module code", async () => {
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    // Parsed (not run) as an async function body, which allows the top-level awaits a module has.
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(module)).not.toThrow();
  });

  it("fails the build on output it does not recognise, or on a page it already changed", () => {
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/expected React Router/);
    expect(() => deferHydration(out)).toThrow(/expected React Router/);
  });
});
