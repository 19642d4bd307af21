import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./scripts/test-machine";
import { servers } from "./tests/support/servers";

// Debian's Chromium headless shell (Playwright's own browser download is not available here; decision
// 063). As root it needs --no-sandbox; the other flags stop it from calling home, which this machine's
// network refuses.
const chromium = {
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
};

/** A server the suite starts (or reuses, outside CI) and waits for on its /en page. */
function webServer(script: string, server: { port: number; url: string }, timeout = 60_000) {
  return {
    command: `node ${script}`,
    env: { PORT: String(server.port) },
    url: `${server.url}/en`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore" as const,
    timeout,
  };
}

const desktop = { width: 1280, height: 800 };
const coursesByMail = /courses?-(journey-)?live\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on two cores: with the headless shell a test leaves a core idle part of the time
  // (10–44 % idle with two workers); three keep both busy (292.8 s → 249.7 s, same tests, same machine).
  // SPEC.md's timings are measured against a reference timer in the same page, not the wall clock.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: servers.node.url,
    launchOptions: chromium,
    // Recording a trace for every test cost a quarter of the suite's CPU (header and home specs: 65–70
    // against 50–55 CPU seconds); CI retries a failure once, and the retry records one.
    trace: "on-first-retry",
  },
  // Every test runs at desktop size; those tagged @both-sizes or @mobile-only (tests/support/fixtures.ts)
  // run on a phone-sized touch screen too, which halves the suite's time. The two suites of the courses
  // by e-mail share the courses server's SMTP port, so they run one after the other, in a project of
  // their own.
  projects: [
    // First in the queue: its one worker runs beside the others from the start, instead of alone at the
    // end (the last 40 s of the suite had one core busy at most: 0–34 % of two).
    { name: "courses by mail", testMatch: coursesByMail, workers: 1, use: { viewport: desktop } },
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      testIgnore: coursesByMail,
      use: { viewport: desktop },
    },
    {
      name: "mobile",
      grep: /@both-sizes|@mobile-only/,
      testIgnore: coursesByMail,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // Before the first test: the Node server (which builds the site first if the build is missing or
  // stale) and the live build, which newsletter-live.spec.ts uses and whose start builds the live variant
  // for the console's and the courses' servers too. The others start when a suite asks
  // for them (tests/support/on-demand-servers.ts; this run's set-up and end: global-setup.ts).
  globalSetup: "./tests/support/global-setup.ts",
  webServer: [
    webServer("server/start.ts", servers.node, 180_000),
    webServer("tests/support/serve-live-build.ts", servers.liveBuild, 180_000),
  ],
});
