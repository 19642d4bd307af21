/** The CSP `script-src` hashes of a build: every inline script a page runs, read with an HTML parser. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { deferredModuleType } from "./defer-scripts.ts";
import { attribute, elements, parseHtml, textOf } from "./html-tree.ts";

// Types a browser runs as script (or CSP governs like one), and the inert module run later inline.
// Any other type, such as application/ld+json, is a data block and never runs.
const executableTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
  deferredModuleType,
]);

/** The CSP hash source (`sha256-…`, without quotes) of every inline script that runs in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  return elements(parseHtml(html))
    .filter(
      (element) =>
        element.tagName === "script" &&
        attribute(element, "src") === undefined &&
        executableTypes.has((attribute(element, "type") ?? "").trim().toLowerCase()),
    )
    .map((script) => `sha256-${createHash("sha256").update(textOf(script), "utf8").digest("base64")}`);
}

/** The union of the inline-script hashes of these HTML files, sorted, without duplicates. */
export function scriptHashesOf(htmlFiles: readonly string[]): string[] {
  const all = htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
  return [...new Set(all)].sort();
}
