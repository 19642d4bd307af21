/** `npm run screenshots`: pictures of home and thank-you, both languages, desktop and mobile, for the
 * README. Serves the production build (building it if needed) on a spare port. */
import { type ChildProcess, spawn } from "node:child_process";
import { chromium } from "@playwright/test";

const port = 4199;
const base = `http://localhost:${port}`;
const sizes = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
const pages = { home: "", "thank-you": "/thank-you" } as const;

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
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

const server = spawn(process.execPath, ["server/start.ts"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    // Screenshots show the page as a returning visitor sees it: without the cookie banner.
    await context.addInitScript(() => window.localStorage.setItem("cookies-accepted", "true"));
    const page = await context.newPage();
    for (const language of ["en", "se"]) {
      for (const [pageName, suffix] of Object.entries(pages)) {
        await page.goto(`${base}/${language}${suffix}`, { waitUntil: "networkidle" });
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
