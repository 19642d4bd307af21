/**
 * Serves the live newsletter's build (build-live/, tests/support/site-variants.ts) as `npm start`
 * would, with a fresh database in a temporary directory and mail to the SMTP server that
 * tests/e2e/newsletter-live.spec.ts starts on E2E_SMTP_PORT. `PORT` (default 4176). The console's
 * server is this script again with its own PORT, SMTP port and operator settings (playwright.config.ts).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveSmtpPort } from "./servers.ts";
import { ensureBuilt, siteVariants, variantPorts } from "./site-variants.ts";

await ensureBuilt("live");
const port = process.env.PORT ?? String(variantPorts.live);
// E2E_DATA_DIR: a fixed place, so a test can count what the database holds (console.spec.ts).
const data = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "skattlyktan-live-"));
rmSync(data, { recursive: true, force: true });
mkdirSync(data, { recursive: true });
const server = spawn(process.execPath, ["server/start.ts"], {
  env: {
    ...process.env,
    ...siteVariants.live.env,
    DATABASE_URL: `file:${path.join(data, "newsletter.db")}`,
    SMTP_URL: `smtp://127.0.0.1:${liveSmtpPort}`,
    PORT: port,
    // Links in mails and the console's Origin check name this server, whichever port it has.
    SITE_URL: `http://localhost:${port}`,
  },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(data, { recursive: true, force: true });
  process.exit(code ?? 0);
});
