/** Runs right after `react-router build`: every page loads its JavaScript after its first paint
 * (server/deferred-hydration.ts, docs/decisions/009). Before the CSP hashes are taken. */
import { readFileSync, writeFileSync } from "node:fs";
import { clientRoot } from "../server/build-paths.ts";
import { staticImportsOf } from "../server/chunk-imports.ts";
import { deferHydration } from "../server/deferred-hydration.ts";
import { listSiteFiles } from "../server/site-files.ts";

const { html } = listSiteFiles(clientRoot);
const importsOf = (href: string) => staticImportsOf(readFileSync(`${clientRoot}${href}`, "utf8"), href);
for (const file of html) writeFileSync(file, deferHydration(readFileSync(file, "utf8"), importsOf));
console.log(`Deferred hydration: ${html.length} HTML files load their scripts after the first paint`);
