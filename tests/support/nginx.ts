/**
 * Debian's nginx with the generated server block (deploy-config/nginx-config.ts), on loopback, in the
 * foreground, as an unprivileged-friendly instance: pid, logs and temp files in a temp directory.
 * Used by serve-nginx.ts (the end-to-end suite, `npm run bench:load`) and by unit tests that read its logs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliStaticModule,
  type NginxSite,
  nginxBinary,
  nginxMainConfig,
  nginxServerBlock,
} from "../../deploy-config/nginx-config.ts";
import { listSiteFiles } from "../../server/site-files.ts";

export interface NginxOptions {
  root: string;
  port: number;
  scriptHashes: readonly string[];
  workers?: number;
  apiUpstream?: string;
}

export interface RunningNginx {
  process: ChildProcess;
  accessLog: string;
  /** Where every log of this instance is written (the site's and nginx's own error log). */
  logDirectory: string;
  /** Removes the temp directory once nginx has exited. */
  cleanUp: () => void;
}

export function startNginx(options: NginxOptions): RunningNginx {
  const prefix = mkdtempSync(path.join(tmpdir(), "skattlyktan-nginx-"));
  const logs = { access: path.join(prefix, "site-access.log"), error: path.join(prefix, "site-error.log") };
  // Without Debian's brotli module nginx still serves the .gz files.
  const brotli = existsSync(brotliStaticModule);
  if (!brotli) console.warn(`${brotliStaticModule} missing: nginx serves gzip, not brotli`);
  const site: NginxSite = {
    brotli,
    root: options.root,
    listen: `127.0.0.1:${options.port}`,
    pages: [...listSiteFiles(options.root).pages.keys()].sort(),
    scriptHashes: options.scriptHashes,
    apiUpstream: options.apiUpstream,
    logs,
  };
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    nginxMainConfig(
      prefix,
      nginxServerBlock(site),
      options.workers ?? 1,
      process.getuid?.() === 0,
      brotli ? [brotliStaticModule] : [],
    ),
  );
  const child = spawn(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: "inherit",
  });
  return {
    process: child,
    accessLog: logs.access,
    logDirectory: prefix,
    cleanUp: () => rmSync(prefix, { recursive: true, force: true }),
  };
}
