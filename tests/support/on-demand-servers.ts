/**
 * The servers only some suites need (nginx, the development build, the console's and the courses'
 * live builds), started by the first suite that asks, once for every worker, and stopped when the run
 * ends (global-setup.ts). The Node server behind `npm start`, which nearly every suite uses, and the
 * live build of newsletter-live.spec.ts stay Playwright web servers (playwright.config.ts). Outside CI a
 * server already answering on its port is reused, as Playwright's own `reuseExistingServer` does.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "@playwright/test";
import { consoleSettings, consoleSmtpPort, coursesSettings, coursesSmtpPort, servers } from "./servers";

// SITE_VARIANTS_BUILT: the server of the live variant that starts first builds it; the others wait for
// it… or, under `npm test`, it was built in the build phase (site-variants.ts).
const onDemand = {
  nginx: { script: "tests/support/serve-nginx.ts", server: servers.nginx, env: {} },
  devBuild: { script: "tests/support/serve-dev-build.ts", server: servers.devBuild, env: {} },
  console: {
    script: "tests/support/serve-live-build.ts",
    server: servers.console,
    env: {
      E2E_SMTP_PORT: String(consoleSmtpPort),
      NEWSLETTER_ADMINS: consoleSettings.operator,
      NEWSLETTER_WEBHOOK_SECRET: consoleSettings.webhookSecret,
      BOUNCE_ADDRESS: consoleSettings.bounceAddress,
      E2E_DATA_DIR: consoleSettings.dataDirectory,
      // The live build's own web server (playwright.config.ts) built it before any test started.
      SITE_VARIANTS_BUILT: "1",
    },
  },
  courses: {
    script: "tests/support/serve-live-build.ts",
    server: servers.courses,
    env: {
      E2E_SMTP_PORT: String(coursesSmtpPort),
      NEWSLETTER_COURSE_INTERVAL: coursesSettings.interval,
      NEWSLETTER_COURSE_WINDOW: "always",
      E2E_DATA_DIR: coursesSettings.dataDirectory,
      SITE_VARIANTS_BUILT: "1",
    },
  },
} as const;

export type OnDemandServer = keyof typeof onDemand;

const answers = (url: string) =>
  fetch(url, { redirect: "manual" }).then(
    (response) => response.status < 500,
    () => false,
  );

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server unless this run has (or, outside CI, it already answers), and resolves once it
 * answers on /en: the wait is for the server, however long a slow machine takes (the hook's timeout). */
export async function ensureServer(name: OnDemandServer): Promise<void> {
  const directory = process.env.E2E_SERVERS_DIR;
  if (!directory) throw new Error("E2E_SERVERS_DIR is unset: run the suite through playwright.config.ts");
  const { script, server, env } = onDemand[name];
  const url = `${server.url}/en`;
  const pidFile = path.join(directory, `${name}.pid`);
  const log = path.join(directory, `${name}.log`);
  let claimed: number | undefined;
  try {
    claimed = openSync(pidFile, "wx"); // one worker starts it; the others wait for it to answer
  } catch {}
  if (claimed !== undefined) {
    if (!process.env.CI && (await answers(url))) writeFileSync(claimed, "reused");
    else {
      const child = spawn(process.execPath, [script], {
        env: { ...process.env, PORT: String(server.port), ...env },
        detached: true, // its own process group: global-setup.ts stops it and what it started
        stdio: ["ignore", "ignore", openSync(log, "a")],
      });
      child.unref();
      writeFileSync(claimed, String(child.pid));
    }
    closeSync(claimed);
  }
  for (;;) {
    if (await answers(url)) return;
    const pid = Number(readFileSync(pidFile, "utf8"));
    if (pid > 0 && !alive(pid)) {
      throw new Error(
        `The ${name} server stopped before serving:\n${readFileSync(log, "utf8").slice(-2000)}`,
      );
    }
    await sleep(100);
  }
}

/** A `beforeAll` hook for a suite that needs the server: `test.beforeAll(needsServer("console"))`.
 * Its timeout covers a build (serve-dev-build.ts builds the variant when `npm test` has not). */
export function needsServer(name: OnDemandServer) {
  return async () => {
    test.info().setTimeout(240_000);
    await ensureServer(name);
  };
}

/** Stops every server this run started (global-setup.ts): SIGTERM to its process group, which lets
 * requests in flight finish, then SIGKILL to whatever is left after `graceMs`. */
export async function stopOnDemandServers(directory: string, graceMs = 15_000): Promise<void> {
  const pids = Object.keys(onDemand)
    .map((name) => {
      try {
        return Number(readFileSync(path.join(directory, `${name}.pid`), "utf8"));
      } catch {
        return 0;
      }
    })
    .filter((pid) => pid > 0);
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {}
  };
  for (const pid of pids) signal(pid, "SIGTERM");
  const deadline = performance.now() + graceMs;
  while (pids.some(alive) && performance.now() < deadline) await sleep(50);
  for (const pid of pids.filter(alive)) signal(pid, "SIGKILL");
}
