/** `npm run screenshots`: pictures for the README and docs/screenshots/, both languages, at 1440 and
 * 390 px: home, a course, a lesson and the thank-you page of the production build, a course with two
 * lessons read and a finished one, and a two-year lesson table alone (issue 51), then the sign-up
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
/** A page as a reader with progress sees it: the first `read` lessons of the course read, their
 * quizzes passed; or one element of the page alone (`element`, a CSS selector). */
interface Shot {
  path: string;
  read?: number;
  element?: string;
}
type Pages = Record<string, (language: "en" | "se") => string | Shot>;
const lessonCount = readCourses().en.find((each) => each.slug === course)?.lessons.length ?? 0;
const simulatedPages: Pages = {
  home: () => "",
  course: () => `/courses/${course}`,
  "course-progress": () => ({ path: `/courses/${course}`, read: 2 }),
  "course-finished": () => ({ path: `/courses/${course}#course-summary`, read: lessonCount }),
  lesson: (language: "en" | "se") => `/courses/${course}/${lesson(language)}`,
  // A lesson's two-year table (2025 and 2026 side by side): labelled rows on a phone.
  "lesson-table": () => ({
    path: "/courses/general-tax-planning/income-and-tax-rates",
    element: ".table-stack",
  }),
  "thank-you": () => "/thank-you",
};

/** Stores (or clears) the progress of a shot in the page's origin, before it is opened. */
async function storeProgress(page: import("@playwright/test").Page, language: "en" | "se", read = 0) {
  const slugs =
    readCourses()
      [language].find((each) => each.slug === course)
      ?.lessons.map((each) => each.slug) ?? [];
  const done = slugs.slice(0, read);
  const progress = { version: 1, courses: { [course]: { lessons: slugs.length, read: done, passed: done } } };
  await page.evaluate(
    (value) => {
      if (value) window.localStorage.setItem("course-progress", value);
      else window.localStorage.removeItem("course-progress");
    },
    read > 0 ? JSON.stringify(progress) : null,
  );
}
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

async function shoot(script: string, at: number, pages: Pages) {
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
          const given = suffix(language);
          const shot = typeof given === "string" ? { path: given } : given;
          if (page.url().startsWith(base)) await storeProgress(page, language, shot.read);
          await page.goto(`${base}/${language}${shot.path}`, { waitUntil: "networkidle" });
          await page.waitForSelector("html[data-hydrated]");
          if (shot.read) await page.waitForTimeout(300); // the progress, which comes after hydration
          const file = `docs/screenshots/${pageName}-${language}-${sizeName}.png`;
          // An element cut from the full page, so that the phone's sticky step bar stays out of it.
          const clip = shot.element
            ? await page
                .locator(shot.element)
                .first()
                .evaluate((element) => {
                  const box = element.getBoundingClientRect();
                  return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
                })
            : undefined;
          if (clip) await page.screenshot({ path: file, fullPage: true, clip });
          else await page.screenshot({ path: file, fullPage: true });
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
