/**
 * What a built JavaScript chunk imports, read from its text. The build needs it twice: to evaluate
 * modules in dependency order (server/deferred-hydration.ts) and to count the chunks a page loads
 * later (scripts/check-budget.ts). Specifiers are relative (`./x.js`); results are site paths.
 */

const resolve = (specifier: string, importer: string) =>
  new URL(specifier, new URL(importer, "https://site.invalid")).pathname;

/** `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; not `import("./x.js")`. */
export function staticImportsOf(source: string, href: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((match) =>
    resolve(match[1] ?? "", href),
  );
}

/** `import("./x.js")`, with any quotes the minifier picks (it prefers backticks). */
export function dynamicImportsOf(source: string, href: string): string[] {
  return [...source.matchAll(/\bimport\(["'`](\.{1,2}\/[^"'`]+\.js)["'`]\)/g)].map((match) =>
    resolve(match[1] ?? "", href),
  );
}
