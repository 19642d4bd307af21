import { test as base, expect, type Page } from "@playwright/test";
import { languageInfo, languages } from "../../app/config/site";
import { en } from "../../app/i18n/en";
import { se } from "../../app/i18n/se";

/** Every test fails on an uncaught page error or a console error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // Requests a test aborts on purpose (route.abort) are logged as net::ERR_FAILED.
        if (message.type() === "error" && !message.text().includes("net::ERR_FAILED"))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const dictionaries = { en, se } as const;
export const htmlLang = (language: (typeof languages)[number]) => languageInfo[language].htmlLang;
export { languages };

/** Opens a page and waits until the app has hydrated (root.tsx marks <html data-hydrated>). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** For checks of what the server sends: the same at every viewport size, so run once. */
export function desktopOnly(): void {
  test.skip(({ isMobile }) => isMobile, "server response: the same at every size");
}

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
