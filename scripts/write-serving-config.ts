/** Runs after `react-router build`: the CSP hashes of the pages' inline scripts, and from them and
 * server/serving-rules.ts the static hosts' `_headers`/`_redirects` and the nginx server block. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientRoot, nginxConfFile, scriptHashesFile, servingRoot } from "../server/build-paths.ts";
import { scriptHashesOf } from "../server/inline-scripts.ts";
import { nginxServerBlock } from "../server/nginx-config.ts";
import { listSiteFiles } from "../server/site-files.ts";
import { headersFile, redirectsFile } from "../server/static-host-config.ts";

const site = listSiteFiles(clientRoot);
if (site.pages.size === 0) throw new Error(`${clientRoot} holds no pages: run react-router build first`);
const scriptHashes = scriptHashesOf(site.html);
const pages = [...site.pages.keys()].sort();
const files = [...site.files.keys()];

mkdirSync(servingRoot, { recursive: true });
writeFileSync(scriptHashesFile, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
writeFileSync(path.join(clientRoot, "_headers"), headersFile(pages, files, scriptHashes));
writeFileSync(path.join(clientRoot, "_redirects"), redirectsFile(pages, files));
// A deployable default (its brotli_static needs the module loaded: libnginx-mod-http-brotli-static on
// Debian); scripts/serve-nginx.ts writes its own with the real root and port.
writeFileSync(
  nginxConfFile,
  nginxServerBlock({ root: "/var/www/skattlyktan", listen: "80", pages, scriptHashes, brotli: true }),
);

console.log(
  `Serving config: ${scriptHashes.length} script hashes, ${pages.length} pages, ${files.length} files → ` +
    `${path.relative(process.cwd(), servingRoot)}, _headers, _redirects`,
);
