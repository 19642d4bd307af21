import { defineConfig } from "@playwright/test";
import { servers } from "./tests/support/servers";

// Debian's Chromium (Playwright's own browser download is not available here). As root it needs
// --no-sandbox; the other flags stop it from calling home, which this machine's network refuses.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
};

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
  // Every test runs at desktop size; those tagged @both-sizes or @mobile-only (tests/e2e/fixtures.ts)
  // run on a phone-sized touch screen too, which halves the suite's time.
  projects: [
    { name: "desktop", grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      grep: /@both-sizes|@mobile-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // Started in this order: the Node server builds the site first if the build is missing or stale.
  webServer: [
    {
      command: "node server/start.ts",
      env: { PORT: String(servers.node.port) },
      url: `${servers.node.url}/en`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      // It builds the site first when the build is stale.
      timeout: 180_000,
    },
    {
      command: "node tests/support/serve-nginx.ts",
      env: { PORT: String(servers.nginx.port) },
      url: `${servers.nginx.url}/en`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: "node tests/support/serve-dev-build.ts",
      env: { PORT: String(servers.devBuild.port) },
      url: `${servers.devBuild.url}/en`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      timeout: 180_000,
    },
    {
      command: "node tests/support/serve-live-build.ts",
      env: { PORT: String(servers.liveBuild.port) },
      url: `${servers.liveBuild.url}/en`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      timeout: 180_000,
    },
  ],
});
