/** `npm start`: build the site if the build is missing or older than its sources, then serve it. */
import { spawnSync } from "node:child_process";
import { buildIsCurrent } from "./build-freshness.ts";
import { clientRoot, projectRoot, readScriptHashes } from "./build-paths.ts";
import { createSiteApp } from "./site-app.ts";
import { stopGracefully } from "./stop-gracefully.ts";

if (!buildIsCurrent()) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const app = await createSiteApp({
  root: clientRoot,
  scriptHashes: readScriptHashes(),
  log: (line) => process.stdout.write(`${line}\n`),
});
await app.listen({ port, host });
console.log(`Serving ${clientRoot} on http://${host}:${port}`);

// Finish in-flight requests, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stopGracefully(app).then(() => process.exit(0));
  });
}
