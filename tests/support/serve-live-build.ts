/**
 * Builds the site with the live newsletter into build-live/ and serves it as `npm start` would, with a
 * fresh database in a temporary directory and mail to the SMTP server that
 * tests/e2e/newsletter-live.spec.ts starts on E2E_SMTP_PORT. `PORT` (default 4176).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveSmtpPort } from "./servers.ts";

const port = process.env.PORT ?? "4176";
const data = mkdtempSync(path.join(tmpdir(), "skattlyktan-live-"));
const env = {
  ...process.env,
  BUILD_DIR: "build-live",
  NEWSLETTER_MODE: "live",
  SITE_URL: `http://localhost:${port}`,
  DATABASE_URL: `file:${path.join(data, "newsletter.db")}`,
  SMTP_URL: `smtp://127.0.0.1:${liveSmtpPort}`,
  PORT: port,
};
const build = spawnSync("npx", ["react-router", "build"], { env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(process.execPath, ["server/start.ts"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(data, { recursive: true, force: true });
  process.exit(code ?? 0);
});
