/** `npm run screenshots`: pictures for the README and docs/screenshots/, both languages, at 1440 and
 * 390 px: home, a course, a lesson and the thank-you page of the production build, then the sign-up
 * pages of the live build as a course-only reader sees them (issue 41). Each build is served on a
 * spare port (`SCREENSHOT_PORT`, default 4199, and the next one for the live build). */
import { type ChildProcess, spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { readCourses } from "../app/content/read-courses.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 4199);
const sizes = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
const course = "avoiding-declaration-errors";
const lesson = (language: "en" | "se") =>
  readCourses()[language].find((each) => each.slug === course)?.lessons[0]?.slug ?? "";
const simulatedPages = {
  home: () => "",
  course: () => `/courses/${course}`,
  lesson: (language: "en" | "se") => `/courses/${course}/${lesson(language)}`,
  "thank-you": () => "/thank-you",
};
// The live pages open without a real token: opening a confirm page changes nothing.
const livePages = {
  "signup-live": () => "#newsletter-email",
  "thank-you-live": () => `/thank-you?for=${course}`,
  "confirm-live": () => `/confirm?token=example&for=${course}`,
};

async function waitForServer(server: ChildProcess, base: string): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (server.exitCode !== null) throw new Error("the server stopped");
    try {
      if ((await fetch(`${base}/en`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start");
}

async function shoot(script: string, at: number, pages: Record<string, (language: "en" | "se") => string>) {
  const base = `http://localhost:${at}`;
  const server = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(at) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server, base);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      // Screenshots show the page as a returning visitor sees it: without the cookie banner.
      await context.addInitScript(() => window.localStorage.setItem("cookies-accepted", "true"));
      const page = await context.newPage();
      for (const language of ["en", "se"] as const) {
        for (const [pageName, suffix] of Object.entries(pages)) {
          await page.goto(`${base}/${language}${suffix(language)}`, { waitUntil: "networkidle" });
          await page.waitForSelector("html[data-hydrated]");
          const file = `docs/screenshots/${pageName}-${language}-${sizeName}.png`;
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
      }
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill("SIGTERM");
  }
}

await shoot("server/start.ts", port, simulatedPages);
await shoot("tests/support/serve-live-build.ts", port + 1, livePages);
