/**
 * Serves build/client with nginx and the generated server block (tests/support/nginx.ts), in the
 * foreground. `PORT` (default 4174) and `NGINX_WORKERS` (default 1: like the Node server, one core)
 * override; `API_UPSTREAM` (e.g. `http://127.0.0.1:4176`) passes the newsletter's API to a Node server.
 * Used by the end-to-end tests and `npm run bench:load`; needs a build (`npm run build`).
 */
import { clientRoot, readScriptHashes } from "../../server/build-paths.ts";
import { startNginx } from "./nginx.ts";

const port = Number(process.env.PORT ?? 4174);
const nginx = startNginx({
  root: clientRoot,
  port,
  scriptHashes: readScriptHashes(),
  workers: Number(process.env.NGINX_WORKERS ?? 1),
  // API_UPSTREAM: the Node server that answers the live newsletter's API (tests of the live build).
  apiUpstream: process.env.API_UPSTREAM,
});
nginx.process.on("error", (error) => {
  console.error(`Cannot start nginx (${error.message}): run npm test once, or apt-get install -y nginx`);
  process.exit(1);
});
nginx.process.on("exit", (code, signal) => {
  nginx.cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
// nginx stops gracefully on SIGQUIT, at once on SIGTERM/SIGINT.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => nginx.process.kill(signal));
console.log(`nginx serving ${clientRoot} on http://127.0.0.1:${port}`);
