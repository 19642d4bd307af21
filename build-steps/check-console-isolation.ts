/** A live build's proof that the operator console put nothing on the public pages (decision 029), and
 * that its JavaScript carries no zod: it takes only types from the contract (decision 062). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { consolePath } from "../server/serving-rules.ts";
import { compress } from "./compression.ts";

/** From console/index.html's canary class: only there if a public Tailwind build scanned the console. */
export const consoleCssCanary = "--skattlyktan-console";

/** The name zod's every schema class is built under, kept by minifiers: its mark in a bundle. */
export const zodMark = "$ZodType";

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A file as served: a `.br` or `.gz` twin read back as the text it holds. */
function readAsServed(file: string): Buffer {
  const body = readFileSync(file);
  try {
    if (file.endsWith(".br")) return brotliDecompressSync(body);
    if (file.endsWith(".gz")) return gunzipSync(body);
  } catch {
    // Not really compressed: search the bytes as they are.
  }
  return body;
}

export function checkConsoleIsolation(clientRoot: string, consoleRoot: string) {
  const problems: string[] = [];
  const relative = path.relative(clientRoot, consoleRoot);
  if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))) {
    problems.push(`the console's output (${consoleRoot}) is inside the public client root (${clientRoot})`);
  }
  const indexFile = path.join(consoleRoot, "index.html");
  const title = existsSync(indexFile)
    ? /<title>([^<]+)<\/title>/.exec(readFileSync(indexFile, "utf8"))?.[1]
    : undefined;
  if (!title) problems.push(`${indexFile} is missing or has no <title>`);
  const assets = listFiles(path.join(consoleRoot, "assets"));
  const scripts = assets.filter((file) => file.endsWith(".js"));
  const styles = assets.filter((file) => file.endsWith(".css"));
  if (scripts.length === 0 || styles.length === 0)
    problems.push(`${consoleRoot}/assets has no JavaScript or no CSS`);

  for (const file of scripts.filter((script) => readFileSync(script, "utf8").includes(zodMark))) {
    problems.push(
      `${path.basename(file)} carries zod: the console may import only types from #shared/console-api.ts`,
    );
  }

  const needles = [
    ...assets.map((file) => path.basename(file)),
    consolePath,
    consoleCssCanary,
    ...(title ? [title] : []),
  ];
  const clientFiles = listFiles(clientRoot);
  for (const file of clientFiles) {
    const body = readAsServed(file);
    for (const needle of needles.filter((candidate) => body.includes(candidate))) {
      problems.push(`${path.relative(clientRoot, file)} contains "${needle}"`);
    }
  }

  const brotliBytes = (files: string[]) =>
    files.reduce((sum, file) => sum + compress(readFileSync(file), "br").length, 0);
  return {
    problems,
    needles,
    filesChecked: clientFiles.length,
    javaScriptBytes: brotliBytes(scripts),
    cssBytes: brotliBytes(styles),
  };
}

/** The build step: prints what was checked and the console's sizes; throws on any finding. */
export function assertConsoleIsolated(clientRoot: string, consoleRoot: string): void {
  const result = checkConsoleIsolation(clientRoot, consoleRoot);
  const where = (directory: string) => path.relative(process.cwd(), directory) || ".";
  console.log(
    `Console: ${where(consoleRoot)} (served at ${consolePath}/), JavaScript ${(result.javaScriptBytes / 1024).toFixed(1)} KB, CSS ${(result.cssBytes / 1024).toFixed(1)} KB; brotli`,
  );
  if (result.problems.length > 0) {
    throw new Error(
      `The operator console leaks into the public pages (docs/decisions/029):\n${result.problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
  console.log(
    `Console isolation: none of ${result.needles.length} console strings (its ${result.needles.length - 3} asset names, "${consolePath}", its CSS canary, its title) in any of ${result.filesChecked} files of ${where(clientRoot)}, and its output lies outside it`,
  );
}
