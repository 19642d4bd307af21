/** A build step (build-steps/after-build.ts): from the CSP hashes of the pages' inline scripts and
 * server/serving-rules.ts, the static hosts' `_headers`/`_redirects` and the nginx server block. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientRoot, nginxConfFile, scriptHashesFile, servingRoot } from "../server/build-paths.ts";
import { listSiteFiles } from "../server/site-files.ts";
import { nginxServerBlock } from "./nginx-config.ts";
import { headersFile, redirectsFile } from "./static-host-config.ts";

export function writeDeployConfig(scriptHashes: readonly string[], live: boolean): void {
  const site = listSiteFiles(clientRoot);
  if (site.pages.size === 0) throw new Error(`${clientRoot} holds no pages: run react-router build first`);
  const pages = [...site.pages.keys()].sort();
  const files = [...site.files.keys()];

  mkdirSync(servingRoot, { recursive: true });
  writeFileSync(scriptHashesFile, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
  writeFileSync(path.join(clientRoot, "_headers"), headersFile(pages, files, scriptHashes));
  writeFileSync(path.join(clientRoot, "_redirects"), redirectsFile(pages, files));
  // A deployable default (brotli_static needs Debian's libnginx-mod-http-brotli-static loaded).
  writeFileSync(
    nginxConfFile,
    nginxServerBlock({
      root: "/var/www/skattlyktan",
      listen: "80",
      pages,
      scriptHashes,
      brotli: true,
      // The live newsletter's API goes to `npm start` on its default port.
      apiUpstream: live ? "http://127.0.0.1:3000" : undefined,
    }),
  );

  console.log(
    `Serving config: ${scriptHashes.length} script hashes, ${pages.length} pages, ${files.length} files → ` +
      `${path.relative(process.cwd(), servingRoot)}, _headers, _redirects`,
  );
}
