import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

// A <script> element: its attributes (values quoted or not) and its text. Built HTML only, not any HTML.
const scriptElement =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

// Types a browser runs as script (or that CSP governs like one: import maps, speculation rules);
// any other type, such as application/ld+json, is a data block and is never executed.
const executableTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return found;
}

/** The CSP hash source (`sha256-…`, without quotes) of every inline script that runs in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(scriptElement)) {
    const attrs = attributes(match[1] ?? "");
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    if (attrs.has("src") || !executableTypes.has(type)) continue;
    hashes.push(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return hashes;
}

/** The union of the inline-script hashes of these HTML files, sorted, without duplicates. */
export function scriptHashesOf(htmlFiles: readonly string[]): string[] {
  const all = htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
  return [...new Set(all)].sort();
}
