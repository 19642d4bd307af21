import type { Page } from "@playwright/test";
import { bothSizes, dictionaries, expect, mobileOnly, open, test } from "#tests/support/fixtures.ts";

type Stop = { label: string; outline: boolean; obscured: boolean };

/** Tabs through the whole page until focus comes back to the start, recording each stop. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const header = document.querySelector("header")?.getBoundingClientRect();
      const banner = document.getElementById("cookie-banner")?.getBoundingClientRect();
      const inHeader = Boolean(el.closest("header"));
      const inBanner = Boolean(el.closest("#cookie-banner"));
      // The skip link is fixed over the header on purpose: it is on top, not under it.
      const onTop = style.position === "fixed";
      const underHeader = !inHeader && !onTop && header !== undefined && rect.top < header.bottom - 1;
      const underBanner =
        !inBanner && banner !== undefined && banner.height > 0 && rect.bottom > banner.top + 1;
      return {
        label: `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ""}`,
        outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
        obscured: underHeader || underBanner || rect.bottom < 0 || rect.top > window.innerHeight,
      };
    });
    if (stop === null || (stops.length > 0 && stop.label === stops[0]?.label)) break;
    stops.push(stop);
  }
  return stops;
}

for (const language of ["en", "se"] as const) {
  const t = dictionaries[language];

  for (const page_ of ["", "/privacy", "/thank-you"]) {
    test(
      `${language}${page_ || " home"}: every stop has a visible focus ring, is never hidden, and Tab gets out`,
      bothSizes,
      async ({ page }) => {
        await open(page, `/${language}${page_}`);
        const stops = await tabThrough(page);
        expect(stops[0]?.label).toContain(t.nav.skipToContent);
        expect(stops.length).toBeGreaterThan(8);
        expect(stops.filter((stop) => !stop.outline).map((stop) => stop.label)).toEqual([]);
        expect(stops.filter((stop) => stop.obscured).map((stop) => stop.label)).toEqual([]);
        expect(stops.at(-1)?.label).toContain(t.cookie.accept); // the banner comes last, then focus leaves
      },
    );
  }

  test(`${language}: the skip link jumps to the main content`, bothSizes, async ({ page }) => {
    await open(page, `/${language}/terms`);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: t.nav.skipToContent })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test(
    `${language}: the drawer keeps focus from the page behind it, closes on Escape and gives focus back`,
    mobileOnly,
    async ({ page }) => {
      await open(page, `/${language}`);
      const button = page.getByRole("button", { name: t.nav.menu });
      await button.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: t.nav.menu });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("button", { name: t.nav.closeMenu })).toBeFocused();
      // A modal dialog makes the rest of the page inert: Tab cycles through the drawer (and, between
      // two rounds, the browser's own controls), never to the page behind it.
      const inDrawer: boolean[] = [];
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press("Tab");
        const where = await drawer.evaluate((el) =>
          el.contains(document.activeElement)
            ? "drawer"
            : document.activeElement === document.body
              ? "none"
              : "page",
        );
        expect(where).not.toBe("page");
        inDrawer.push(where === "drawer");
      }
      expect(inDrawer.filter(Boolean).length).toBeGreaterThanOrEqual(10);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test(
    `${language}: the language menu works with Tab, arrows, Escape and Enter`,
    bothSizes,
    async ({ page }) => {
      await open(page, `/${language}/privacy`);
      const trigger = page.getByRole("button", { name: new RegExp(language.toUpperCase()) });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const links = page.getByRole("list", { name: t.nav.language }).getByRole("link");
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(links.first()).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.getByRole("link", { name: language === "en" ? "Svenska" : "English" }).press("Enter");
      await expect(page).toHaveURL(language === "en" ? /\/se\/privacy$/ : /\/en\/privacy$/);
    },
  );
}
