/**
 * Builds the site with React's development build into build-dev/ and serves it with the production
 * server, for tests/e2e/hydration.spec.ts: React's development build reports every difference between
 * the pre-rendered HTML and what the client renders (attributes and useId values included), which the
 * production build lets pass silently. `PORT` (default 4175).
 */
import { spawn, spawnSync } from "node:child_process";

const env = { ...process.env, BUILD_DIR: "build-dev", NODE_ENV: "development" };
const build = spawnSync("npx", ["react-router", "build", "--mode", "development"], { env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(process.execPath, ["server/start.ts"], {
  env: { ...env, PORT: process.env.PORT ?? "4175" },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
