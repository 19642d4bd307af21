/** The client build's module graph, from Vite's build manifest (vite.dev/guide/backend-integration). */
import { readFileSync } from "node:fs";
import type { Manifest } from "vite";

export type ModuleGraph = {
  /** The client entry (React Router's entry.client), which hydrates when evaluated. */
  entry: string;
  /** Site path (`/assets/x.js`) → the site paths it imports statically. */
  staticImports: (href: string) => string[];
  dynamicImports: (href: string) => string[];
};

export function readModuleGraph(manifestFile: string): ModuleGraph {
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const byHref = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const hrefs = (keys: string[] | undefined) =>
    (keys ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const entries = Object.values(manifest).filter(
    (chunk) => chunk.isEntry && chunk.src?.endsWith("entry.client.tsx"),
  );
  if (entries.length !== 1 || !entries[0])
    throw new Error(`${manifestFile}: expected one entry.client chunk`);
  return {
    entry: `/${entries[0].file}`,
    staticImports: (href) => hrefs(byHref.get(href)?.imports),
    dynamicImports: (href) => hrefs(byHref.get(href)?.dynamicImports),
  };
}

/** Every module the roots need, each after the modules it imports (a module graph evaluates leaves first). */
export function dependencyOrder(roots: readonly string[], imports: (href: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of imports(href)) visit(dependency);
    order.push(href);
  };
  for (const root of roots) visit(root);
  return order;
}
