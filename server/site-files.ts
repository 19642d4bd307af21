import { readdirSync } from "node:fs";
import path from "node:path";
import { hostConfigFiles, precompressedSuffixes } from "./serving-rules.ts";

/** What a build directory serves: URL path → file on disk. */
export type SiteFiles = {
  /** Pages, without a trailing slash (`/en/privacy`), each served from its `index.html`. */
  pages: Map<string, string>;
  /** Every other servable file (`/assets/root-X4EYlyyJ.js`), at its own path. */
  files: Map<string, string>;
  /** Every `.html` file (pages and the SPA fallback), for the CSP hashes of their inline scripts. */
  html: string[];
  /** Symbolic links found in the build (never listed above; the server refuses such a build). */
  links: string[];
};

/** Never served: the root `index.html` (the SPA fallback), any `.html` by its own name, the static hosts'
 * files, dotfiles, symbolic links (which could point outside the build), and the pre-compressed files. */
export function listSiteFiles(root: string): SiteFiles {
  const site: SiteFiles = { pages: new Map(), files: new Map(), html: [], links: [] };
  const walk = (directory: string, urlPath: string): void => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const file = path.join(directory, entry.name);
      if (entry.isSymbolicLink()) site.links.push(file);
      if (entry.name.startsWith(".") || precompressedSuffixes.some((suffix) => entry.name.endsWith(suffix)))
        continue;
      const entryUrl = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) walk(file, entryUrl);
      else if (!entry.isFile()) continue;
      else if (entry.name.endsWith(".html")) {
        site.html.push(file);
        if (entry.name === "index.html" && urlPath !== "") site.pages.set(urlPath, file);
      } else if (!(urlPath === "" && (hostConfigFiles as readonly string[]).includes(entry.name))) {
        site.files.set(entryUrl, file);
      }
    }
  };
  walk(path.resolve(root), "");
  return site;
}
