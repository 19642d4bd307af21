/** Playwright's global set-up (playwright.config.ts): a directory for this run's on-demand servers
 * (on-demand-servers.ts), which the workers inherit through E2E_SERVERS_DIR, and their stop at the end. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopOnDemandServers } from "./on-demand-servers";

export default function globalSetup() {
  const directory = mkdtempSync(path.join(tmpdir(), "skattlyktan-e2e-servers-"));
  process.env.E2E_SERVERS_DIR = directory;
  return async () => {
    await stopOnDemandServers(directory);
    rmSync(directory, { recursive: true, force: true });
  };
}
