import { defineConfig } from "@playwright/test";
import {
  consoleSettings,
  consoleSmtpPort,
  coursesSettings,
  coursesSmtpPort,
  servers,
} from "./tests/support/servers";

// Debian's Chromium (Playwright's own browser download is not available here). As root it needs
// --no-sandbox; the other flags stop it from calling home, which this machine's network refuses.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
};

/** A server the suite starts (or reuses, outside CI) and waits for on its /en page. */
function webServer(
  script: string,
  server: { port: number; url: string },
  timeout = 60_000,
  env: Record<string, string> = {},
) {
  return {
    command: `node ${script}`,
    env: { PORT: String(server.port), ...env },
    url: `${server.url}/en`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore" as const,
    timeout,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: more make the timing checks (500 ms focus, 1 s submit) measure the CPU queue.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: servers.node.url,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  // Every test runs at desktop size; those tagged @both-sizes or @mobile-only (tests/support/fixtures.ts)
  // run on a phone-sized touch screen too, which halves the suite's time.
  projects: [
    { name: "desktop", grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      grep: /@both-sizes|@mobile-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // Started in this order: the Node server builds the site first if the build is missing or stale;
  // the development and live builds (tests/support/) build their own copies.
  webServer: [
    webServer("server/start.ts", servers.node, 180_000),
    webServer("tests/support/serve-nginx.ts", servers.nginx),
    webServer("tests/support/serve-dev-build.ts", servers.devBuild, 180_000),
    webServer("tests/support/serve-live-build.ts", servers.liveBuild, 180_000),
    webServer("tests/support/serve-live-build.ts", servers.console, 180_000, {
      E2E_SMTP_PORT: String(consoleSmtpPort),
      NEWSLETTER_ADMINS: consoleSettings.operator,
      NEWSLETTER_WEBHOOK_SECRET: consoleSettings.webhookSecret,
      BOUNCE_ADDRESS: consoleSettings.bounceAddress,
      E2E_DATA_DIR: consoleSettings.dataDirectory,
      // The server above has just built the live variant; building it again would only cost a minute.
      SITE_VARIANTS_BUILT: "1",
    }),
    webServer("tests/support/serve-live-build.ts", servers.courses, 180_000, {
      E2E_SMTP_PORT: String(coursesSmtpPort),
      NEWSLETTER_COURSE_INTERVAL: coursesSettings.interval,
      NEWSLETTER_COURSE_WINDOW: "always",
      E2E_DATA_DIR: coursesSettings.dataDirectory,
      SITE_VARIANTS_BUILT: "1",
    }),
  ],
});
