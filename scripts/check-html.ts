/** `npm run test:html`: the W3C Nu Html Checker over every pre-rendered page. Errors fail the run. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";

const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// Every pre-rendered page; the root index.html is React Router's SPA fallback, not a page.
const files = readdirSync("build/client", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("index.html") && file !== "index.html")
  .map((file) => `build/client/${file}`);

// The only messages let through, by exact text: WebMCP's declarative attributes (issue 5), not in the
// HTML standard yet; and `blocking` on `<link rel=expect>`, which the HTML standard allows (its
// `expect` link type) and the checker does not know yet (docs/decisions/009).
const allowed = [
  ".*Attribute “(toolname|tooldescription|toolparamtitle|toolparamdescription)” not allowed.*",
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
].join("|");

const result = spawnSync("java", ["-jar", vnu, "--errors-only", "--filterpattern", allowed, ...files], {
  stdio: "inherit",
});
if (result.error) throw result.error;
if (result.status === 0) console.log(`Nu Html Checker: ${files.length} pages, no errors.`);
process.exit(result.status ?? 1);
