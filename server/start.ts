/** `npm start`: build the site if the build is missing, older than its sources or made for the other
 * newsletter mode, then serve it; when live, with the newsletter in the same process. */
import { spawnSync } from "node:child_process";
import { buildIsCurrent } from "./build-freshness.ts";
import { clientRoot, consoleRoot, projectRoot, readScriptHashes } from "./build-paths.ts";
import { consoleFiles } from "./console-files.ts";
import { readNewsletterConfig, startupWarnings } from "./newsletter/config.ts";
import { contentSecurityPolicy } from "./serving-rules.ts";
import { createSiteApp } from "./site-app.ts";
import { stopGracefully } from "./stop-gracefully.ts";

// React, which renders the mails, would otherwise pick its development build: 10 % of the CPU (issue 25).
process.env.NODE_ENV ??= "production";

if (!buildIsCurrent()) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const log = (line: string) => process.stdout.write(`${line}\n`);
// Links in mails point at SITE_URL; without it, at this server, so a local run can be clicked through.
const config = readNewsletterConfig(process.env, {
  publicOrigin: process.env.SITE_URL ?? `http://${host}:${port}`,
});
for (const warning of startupWarnings(config)) log(warning);
// Benchmark only (bench/newsletter.ts), never on a public server: lifts the per-client limits.
const routes = process.env.NEWSLETTER_RATE_LIMIT === "off" ? { rateLimit: false as const } : undefined;
// Loaded only when live: a simulated site starts without the database, mail and rendering code.
const newsletter =
  config.mode === "live"
    ? await (await import("./newsletter/create-newsletter.ts")).createNewsletter(config, { log, routes })
    : undefined;
const scriptHashes = readScriptHashes();
let loadPages: (() => Promise<unknown>) | undefined;
const app = await createSiteApp({
  root: clientRoot,
  trustProxy: process.env.TRUST_PROXY?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean),
  scriptHashes,
  log,
  // Live: the newsletter's pages (React Router, per request), its API, the console's API and files.
  routes: newsletter
    ? async (scope) => {
        // Imported here, after NODE_ENV is set above: React picks its build when first imported.
        const { pages, load } = (await import("./react-router-pages.ts")).reactRouterPages();
        loadPages = load;
        const csp = (nonce: string) => contentSecurityPolicy(scriptHashes, nonce);
        await scope.register(newsletter.routesPlugin, { pages, contentSecurityPolicy: csp });
        await scope.register(consoleFiles(consoleRoot));
      }
    : undefined,
});
await app.listen({ port, host });
newsletter?.start();
console.log(`Serving ${clientRoot} on http://${host}:${port}${newsletter ? " (newsletter: live)" : ""}`);

// Finish in-flight requests and the mail being sent, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stopGracefully(app)
      .then(() => newsletter?.close())
      .then(() => process.exit(0));
  });
}

// The live pages' bundle, once the site is served; without it no live page can answer, so stop.
await loadPages?.().catch((error: Error) => {
  console.error(`The server bundle of the live pages did not load: ${error.message}`);
  process.exit(1);
});
