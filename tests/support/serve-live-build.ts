/**
 * Serves the live newsletter's build (build-live/, tests/support/site-variants.ts) as `npm start`
 * would, with a fresh database in a temporary directory and mail to the SMTP server that
 * tests/e2e/newsletter-live.spec.ts starts on E2E_SMTP_PORT. `PORT` (default 4176).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveSmtpPort } from "./servers.ts";
import { ensureBuilt, siteVariants, variantPorts } from "./site-variants.ts";

await ensureBuilt("live");
const data = mkdtempSync(path.join(tmpdir(), "skattlyktan-live-"));
const server = spawn(process.execPath, ["server/start.ts"], {
  env: {
    ...process.env,
    ...siteVariants.live.env,
    DATABASE_URL: `file:${path.join(data, "newsletter.db")}`,
    SMTP_URL: `smtp://127.0.0.1:${liveSmtpPort}`,
    PORT: process.env.PORT ?? String(variantPorts.live),
  },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(data, { recursive: true, force: true });
  process.exit(code ?? 0);
});
