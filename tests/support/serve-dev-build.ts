/**
 * Serves React's development build (build-dev/, tests/support/site-variants.ts) with the production
 * server, for tests/e2e/hydration.spec.ts: React's development build reports every difference between
 * the pre-rendered HTML and what the client renders (attributes and useId values included), which the
 * production build lets pass silently. `PORT` (default 4175).
 */
import { spawn } from "node:child_process";
import { ensureBuilt, siteVariants, variantPorts } from "./site-variants.ts";

await ensureBuilt("dev");
const server = spawn(process.execPath, ["server/start.ts"], {
  env: { ...process.env, ...siteVariants.dev.env, PORT: process.env.PORT ?? String(variantPorts.dev) },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
