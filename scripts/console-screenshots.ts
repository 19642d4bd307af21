/** `npm run screenshots:console`: the operator console's screens at desktop and phone sizes, for the
 * README. Seeds a small list (console-seed.ts) into a fresh database, serves the live build (building it
 * if needed) on a spare port without SMTP, signs in through the link the server logs, and takes each
 * screen as docs/screenshots/console-<screen>-<size>.png. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureBuilt, siteVariants } from "#tests/support/site-variants.ts";
import { openDatabase } from "../server/newsletter/storage/database.ts";
import { seedConsole } from "./console-seed.ts";
import { chromiumPath } from "./test-machine.ts";

// SCREENSHOT_PORT: several worktrees on one machine each take their own.
const port = Number(process.env.SCREENSHOT_PORT ?? 4198);
const base = `http://localhost:${port}`;
const operator = "operator@skattlyktan.example";
// The sizes issue 40 reviewed the console at: a wide desktop and a phone.
const sizes = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come`);
}

/** Each screen: its path, and what to do before the picture. */
const screens: Record<
  string,
  { path: (issueId: string) => string; prepare?: (page: Page) => Promise<void> }
> = {
  dashboard: { path: () => "/admin" },
  issues: {
    path: () => "/admin/issues?draft=00000000-0000-4000-8000-000000000033",
    prepare: async (page) => {
      await page.getByText(/^Draft saved at/).waitFor();
      // Beside the editor on a desktop, behind its tab on a phone: there, only in the page.
      await page.locator("iframe[sandbox]").waitFor({ state: "attached" });
    },
  },
  issue: { path: (id) => `/admin/issues/${id}` },
  subscribers: { path: () => "/admin/subscribers" },
  subscriber: {
    path: () => "/admin/subscribers",
    prepare: async (page) => {
      // A record at its own address (issue 53), opened from the list.
      await page
        .getByRole("table", { name: /^Subscribers, by / })
        .getByRole("cell")
        .getByRole("link")
        .first()
        .click();
      await page.getByRole("heading", { level: 2, name: "History" }).waitFor();
    },
  },
  courses: { path: () => "/admin/courses" },
  audit: { path: () => "/admin/audit" },
};

await ensureBuilt("live");
const data = mkdtempSync(path.join(tmpdir(), "console-screenshots-"));
let server: ChildProcess | undefined;
try {
  const file = path.join(data, "newsletter.db");
  const db = await openDatabase({ kind: "sqlite", file });
  await seedConsole(db, operator);
  const issueId = (
    await db.selectFrom("issues").select("id").orderBy("created_at", "desc").executeTakeFirstOrThrow()
  ).id;
  await db.destroy();

  let log = "";
  server = spawn(process.execPath, ["server/start.ts"], {
    env: {
      ...process.env,
      ...siteVariants.live.env,
      DATABASE_URL: `file:${file}`,
      PORT: String(port),
      SITE_URL: base,
      NEWSLETTER_ADMINS: operator,
      NEWSLETTER_SECRET: "0".repeat(64),
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitFor(async () => ((await fetch(`${base}/admin`)).ok ? true : undefined), "the server");
  await fetch(`${base}/admin/api/sign-in/request`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: operator }),
  });
  const link = await waitFor(() => /console sign-in: (\S+)/.exec(log)?.[1], "the sign-in link");

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const signIn = await browser.newContext();
  const signInPage = await signIn.newPage();
  await signInPage.goto(link);
  await signInPage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  const cookies = await signIn.cookies();
  await signIn.close();
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addCookies(cookies);
    const page = await context.newPage();
    for (const [name, screen] of Object.entries(screens)) {
      await page.goto(`${base}${screen.path(issueId)}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await screen.prepare?.(page);
      // The preview's frame and the chart settle.
      await page.waitForTimeout(1500);
      const out = `docs/screenshots/console-${name}-${sizeName}.png`;
      // Whole pages at both sizes: a phone's screens below the first one matter too (issue 53).
      await page.screenshot({ path: out, fullPage: true });
      console.log(out);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server?.kill("SIGTERM");
  rmSync(data, { recursive: true, force: true });
}
