import { test as base, expect, type Page } from "@playwright/test";
import { en, enLegalText, enNewsletterPages } from "#shared/i18n/en.ts";
import { se, seLegalText, seNewsletterPages } from "#shared/i18n/se.ts";
import { languageInfo, languages } from "#shared/site.ts";

/**
 * Every test fails on an uncaught page error or a console error. A test that aborts the scripts on
 * purpose (`test.use({ scriptsBlocked: true })`) expects what follows: the aborted requests
 * (net::ERR_FAILED) and the rejected imports of the deferred-scripts loader (app/lib/deferred-scripts.ts).
 */
export const test = base.extend<{
  pageErrors: string[];
  scriptsBlocked: boolean;
  consoleErrorsAllowed: RegExp[];
}>({
  scriptsBlocked: [false, { option: true }],
  /** Console errors a test causes on purpose (a request the server refuses, logged by the browser). */
  consoleErrorsAllowed: [[], { option: true }],
  pageErrors: [
    async ({ page, scriptsBlocked, consoleErrorsAllowed }, use) => {
      const errors: string[] = [];
      const expected = (text: string) =>
        consoleErrorsAllowed.some((pattern) => pattern.test(text)) ||
        (scriptsBlocked &&
          (text.includes("net::ERR_FAILED") ||
            text.startsWith("Failed to fetch dynamically imported module")));
      page.on("pageerror", (error) => {
        if (!expected(error.message)) errors.push(error.message);
      });
      page.on("console", (message) => {
        if (message.type() === "error" && !expected(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Each language's words as the pages show them: the shared dictionary, and the live newsletter's
 * pages' words (their loaders pass them) under `subscription` where the pages once read them. */
export const dictionaries = {
  en: { ...en, subscription: { ...en.subscription, ...enNewsletterPages } },
  se: { ...se, subscription: { ...se.subscription, ...seNewsletterPages } },
} as const;
/** The legal pages' text, which their loaders pass rather than the dictionaries (docs/decisions/043). */
export const legalTexts = { en: enLegalText, se: seLegalText } as const;
export const htmlLang = (language: (typeof languages)[number]) => languageInfo[language].htmlLang;
export { languages };

/** Opens a page and waits until the app has hydrated (root.tsx marks <html data-hydrated>). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Which viewport sizes a test runs at (playwright.config.ts). Untagged tests run once, at desktop size:
 * most behaviour does not depend on the layout. Tag what does: the header, focus, scrolling, axe.
 */
export const bothSizes = { tag: "@both-sizes" };
/** Below the md breakpoint only: the drawer, 320 px reflow, touch-target sizes. */
export const mobileOnly = { tag: "@mobile-only" };

/** Keeps the cookie banner out of the way in tests about something else. */
export async function withCookieChoice(page: Page, choice: "true" | "false" = "true"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("cookies-accepted", value), choice);
}

/** Makes any page tall enough to scroll, whatever its content (the style survives client navigation). */
export async function makeTall(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.style.minHeight = "6000px";
  });
}

export const isMobile = (projectName: string) => projectName === "mobile";

/** The newsletter mode the site under test was built in: NEWSLETTER_MODE, read as shared/site.ts
 * reads it ("live", or else "simulated"). Picks the variant of a `{ simulated, live }` text. */
export const newsletterMode = process.env.NEWSLETTER_MODE === "live" ? "live" : "simulated";
