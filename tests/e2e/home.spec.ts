import type { Page } from "@playwright/test";
import {
  bothSizes,
  dictionaries,
  expect,
  isMobile,
  languages,
  mobileOnly,
  newsletterMode as mode,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

test.beforeEach(async ({ page }) => withCookieChoice(page));

/* The page's 500 ms timer fires late when the main thread is busy (a loaded two-core CI machine
 * measured 1.6 s). A reference timer set at the click suffers the same delay, so the focus is held to
 * it instead of to a wall-clock deadline: it must follow within one frame-ish of the reference firing. */
const focusAfterReferenceMs = 100;

/** Records, inside the page, when the reader clicked, when a 500 ms reference timer set at that click
 * fired, and when the e-mail input got focus. */
async function recordClickAndFocus(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      clickAt?: number;
      focusAt?: number;
      referenceAt?: number;
      focusedAt400?: string;
      scrolls: number[];
    };
    w.scrolls = [];
    document.addEventListener(
      "click",
      () => {
        w.clickAt = performance.now();
        setTimeout(() => (w.focusedAt400 = document.activeElement?.id), 400);
        setTimeout(() => (w.referenceAt = performance.now()), 500);
      },
      { capture: true },
    );
    document
      .getElementById("newsletter-email")
      ?.addEventListener("focus", () => (w.focusAt = performance.now()));
    window.addEventListener("scroll", () => w.scrolls.push(window.scrollY));
  });
}
const timing = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      clickAt?: number;
      focusAt?: number;
      referenceAt?: number;
      focusedAt400?: string;
      scrolls: number[];
    };
    return {
      clickAt: w.clickAt ?? Number.NaN,
      focusAt: w.focusAt ?? Number.NaN,
      referenceAt: w.referenceAt ?? Number.NaN,
      focusedAt400: w.focusedAt400,
      scrolls: w.scrolls,
    };
  });

/** SPEC.md: focus after 500 ms — not before, and not much after the moment a 500 ms timer fires. */
function expectFocusAfter500Ms({ clickAt, focusAt, referenceAt }: Awaited<ReturnType<typeof timing>>) {
  expect(focusAt - clickAt).toBeGreaterThanOrEqual(500);
  expect(Math.abs(focusAt - referenceAt), "focus fired with the 500 ms timer").toBeLessThan(
    focusAfterReferenceMs,
  );
}

for (const language of languages) {
  const t = dictionaries[language];

  test.describe(`${language}: home`, () => {
    test("has the hero, three key changes, three courses and the newsletter block", async ({ page }) => {
      await open(page, `/${language}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main).toContainText(t.hero.subtitle);
      await expect(main).toContainText(t.hero.mission);
      await expect(main.getByRole("link", { name: "skatteverket.se" }).first()).toHaveAttribute(
        "href",
        "https://www.skatteverket.se",
      );

      const changes = main.getByRole("region", { name: t.features.title });
      await expect(changes.getByRole("heading", { level: 3 })).toHaveText([
        t.features.feature1.title,
        t.features.feature2.title,
        t.features.feature3.title,
      ]);
      await expect(changes).toContainText(language === "en" ? "SEK 625,800" : "625 800 kr");

      const courses = main.getByRole("region", { name: t.courses.title });
      await expect(courses.getByRole("heading", { level: 3 })).toHaveText([
        t.courses.course1.title,
        t.courses.course2.title,
        t.courses.course3.title,
      ]);
      await expect(courses.getByRole("link", { name: t.courses.course1.cta[mode] })).toHaveCount(3);

      const signup = main.getByRole("region", { name: t.newsletter.title });
      const input = signup.getByRole("textbox", { name: t.newsletter.label });
      await expect(input).toHaveAttribute("type", "email");
      await expect(input).toHaveAttribute("required", "");
      await expect(input).toHaveAttribute("placeholder", t.newsletter.placeholder);
      await expect(signup.getByRole("button", { name: t.newsletter.subscribe })).toBeEnabled();
      // Kept in the dictionary, never shown by the flow (SPEC.md §8).
      await expect(page.getByText(t.newsletter.success)).toHaveCount(0);
    });

    test(
      "the hero's “2025 at a glance” panel: four figures, each linking to its card; beside the text on desktop, below it on a phone",
      bothSizes,
      async ({ page }, testInfo) => {
        await open(page, `/${language}`);
        const hero = page.getByRole("region", { name: t.hero.title });
        const glance = t.hero.glance;
        await expect(hero.getByRole("heading", { level: 2, name: glance.title })).toBeVisible();
        await expect(hero.getByRole("term")).toHaveText([
          glance.stateTax.label,
          glance.fribelopp.label,
          glance.rot.label,
          glance.deadline.label,
        ]);
        await expect(hero.getByRole("definition")).toContainText([
          glance.stateTax.value,
          glance.stateTax.note,
          glance.fribelopp.value,
          glance.fribelopp.note,
          glance.rot.value,
          glance.rot.note,
          glance.deadline.value,
          glance.deadline.note,
        ]);
        // A past deadline is not shown as if it were still ahead (issue 41).
        await expect(hero).not.toContainText(
          language === "en" ? "Last day to declare" : "Sista dag att deklarera",
        );

        const panel = await hero.getByRole("heading", { name: glance.title }).boundingBox();
        const cta = await hero.getByRole("link", { name: t.hero.cta[mode] }).boundingBox();
        if (isMobile(testInfo.project.name)) expect(panel?.y).toBeGreaterThan(cta?.y ?? Infinity);
        else expect(panel?.x).toBeGreaterThan((cta?.x ?? 0) + 500);

        for (const [key, card] of [
          ["stateTax", t.features.feature1.title],
          ["fribelopp", t.features.feature3.title],
          ["rot", t.features.feature3.title],
          ["deadline", t.features.feature2.title],
        ] as const) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await hero.getByRole("link", { name: glance[key].label }).click();
          await expect(page.getByRole("heading", { level: 3, name: card })).toBeInViewport();
        }
      },
    );

    test(
      "the hero button scrolls smoothly to the e-mail input and focuses it after 500 ms",
      bothSizes,
      async ({ page }) => {
        await open(page, `/${language}`);
        await recordClickAndFocus(page);
        const input = page.getByRole("textbox", { name: t.newsletter.label });
        await page.getByRole("link", { name: t.hero.cta[mode] }).click();
        await expect(input).toBeFocused();
        await expect(input).toBeInViewport();
        const recorded = await timing(page);
        expect(recorded.focusedAt400, "not focused 400 ms after the click").not.toBe("newsletter-email");
        expectFocusAfter500Ms(recorded);
        expect(new Set(recorded.scrolls).size, "scrolled in steps, not one jump").toBeGreaterThan(1);
        expect(page.url()).not.toContain("#");
      },
    );

    test("every course button does the same", async ({ page }) => {
      await open(page, `/${language}`);
      const input = page.getByRole("textbox", { name: t.newsletter.label });
      const buttons = page.getByRole("link", { name: t.courses.course1.cta[mode] });
      for (const index of [0, 1, 2]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole("heading", { name: t.courses.title }).scrollIntoViewIfNeeded();
        await recordClickAndFocus(page);
        await buttons.nth(index).click();
        await expect(input).toBeFocused();
        expectFocusAfter500Ms(await timing(page));
        await input.blur();
      }
    });
  });
}

test("with reduced motion the jump is instant and the focus still follows", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/en");
  await recordClickAndFocus(page);
  const input = page.getByRole("textbox", { name: dictionaries.en.newsletter.label });
  await page.getByRole("link", { name: dictionaries.en.hero.cta[mode] }).click();
  await expect(input).toBeInViewport();
  const { scrolls } = await timing(page);
  expect(new Set(scrolls).size, "one jump").toBe(1);
  await expect(input).toBeFocused();
  expectFocusAfter500Ms(await timing(page));
});

test("without JavaScript the buttons still lead to the sign-up form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/se");
  await page.getByRole("link", { name: dictionaries.se.hero.cta[mode] }).click();
  await expect(page.getByRole("textbox", { name: dictionaries.se.newsletter.label })).toBeInViewport();
  await context.close();
});

test("the home page reflows at 320 px without horizontal scrolling", mobileOnly, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const language of languages) {
    await open(page, `/${language}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
