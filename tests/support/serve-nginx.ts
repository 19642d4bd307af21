/**
 * Serves build/client with Debian's nginx and the generated server block, on loopback, in the
 * foreground, as an unprivileged-friendly instance (pid, logs and temp files in a temp directory).
 * `PORT` (default 4174) and `NGINX_WORKERS` (default 1: like the Node server, one core) override;
 * `API_UPSTREAM` (e.g. `http://127.0.0.1:4176`) passes the newsletter's API to a Node server.
 * Used by the end-to-end tests and `npm run bench:load`; needs a build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliStaticModule,
  nginxBinary,
  nginxMainConfig,
  nginxServerBlock,
} from "../../deploy-config/nginx-config.ts";
import { clientRoot, readScriptHashes } from "../../server/build-paths.ts";
import { listSiteFiles } from "../../server/site-files.ts";

const port = Number(process.env.PORT ?? 4174);
const workers = Number(process.env.NGINX_WORKERS ?? 1);
const prefix = mkdtempSync(path.join(tmpdir(), "skattlyktan-nginx-"));
const pages = [...listSiteFiles(clientRoot).pages.keys()].sort();
// Without Debian's brotli module nginx still serves the .gz files.
const brotli = existsSync(brotliStaticModule);
if (!brotli) console.warn(`${brotliStaticModule} missing: nginx serves gzip, not brotli`);
const server = nginxServerBlock({
  brotli,
  root: clientRoot,
  listen: `127.0.0.1:${port}`,
  pages,
  scriptHashes: readScriptHashes(),
  // API_UPSTREAM: the Node server that answers the live newsletter's API (tests of the live build).
  apiUpstream: process.env.API_UPSTREAM,
});

writeFileSync(
  path.join(prefix, "nginx.conf"),
  nginxMainConfig(prefix, server, workers, process.getuid?.() === 0, brotli ? [brotliStaticModule] : []),
);

const nginx = spawn(
  nginxBinary,
  ["-e", "stderr", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
  { stdio: "inherit" },
);
nginx.on("error", (error) => {
  console.error(`Cannot start nginx (${error.message}): install it, e.g. apt-get install -y nginx`);
  process.exit(1);
});
nginx.on("exit", (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
// nginx stops gracefully on SIGQUIT, at once on SIGTERM/SIGINT.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => nginx.kill(signal));
console.log(`nginx serving ${clientRoot} on http://127.0.0.1:${port}`);
