/** A build step: `file.br` and `file.gz` beside every text file, so `npm start` and nginx send compressed
 * bytes without compressing per request. A form that saves nothing is not written. */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompressed } from "../server/serving-rules.ts";
import { listSiteFiles } from "../server/site-files.ts";
import { compress, isCompressible } from "./compression.ts";

export function precompress(root: string): void {
  const site = listSiteFiles(root);
  let before = 0;
  let after = 0;
  let written = 0;
  for (const file of [...site.pages.values(), ...site.files.values()]) {
    if (!isCompressible(file)) continue;
    const body = readFileSync(file);
    before += body.length;
    let smallest = body.length;
    for (const [name, suffix] of Object.entries(precompressed) as [keyof typeof precompressed, string][]) {
      const compressed = compress(body, name);
      if (compressed.length < body.length) {
        writeFileSync(file + suffix, compressed);
        written += 1;
        if (name === "br") smallest = compressed.length;
      } else rmSync(file + suffix, { force: true });
    }
    after += smallest;
  }
  console.log(
    `Pre-compressed: ${written} files in ${path.relative(process.cwd(), root)}; text ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
  );
}
