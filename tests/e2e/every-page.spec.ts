/**
 * A first visit to every pre-rendered page, at both sizes, in one browser page each: nothing shifts
 * once painted (CLS 0, docs/decisions/009), axe finds nothing with the cookie banner shown, the
 * footer's "Learn" group links the courses and the tools (issue 51), and the language menu swaps to
 * the same page in the other language. One visit serves the three checks: each
 * visit is a browser page's start and a hydration, the suite's largest cost.
 */
import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import {
  calculatorPath,
  coursePath,
  glossaryPath,
  languageFromPath,
  prerenderPaths,
  switchLanguage,
} from "#shared/paths.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { bothSizes, dictionaries, expect, isMobile, open, test } from "#tests/support/fixtures.ts";
import { recordShifts, shiftsSoFar } from "#tests/support/layout-shifts.ts";

for (const path of prerenderPaths) {
  test(
    `${path}: a first visit shifts nothing, passes axe, and the language menu swaps the page`,
    bothSizes,
    async ({ page }, testInfo) => {
      const from = languageFromPath(path);
      const to = from === "en" ? "se" : "en";
      await recordShifts(page);
      await open(page, path);
      await expect(page.getByRole("region", { name: dictionaries[from].cookie.region })).toBeVisible();

      // Hydrated, the banner shown: wait until the browser has nothing left to do. The one web font, the
      // headings' (decision 060), is preloaded and `font-display: optional`: it never swaps in later.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      expect(await shiftsSoFar(page), "layout shifts").toEqual([]);
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\.(woff2?|ttf|otf)$/.test(entry.name))
          .map((entry) => new URL(entry.name).pathname),
      );
      expect(fonts).toEqual([
        expect.stringMatching(/^\/assets\/source-serif-4-latin-600-normal-[\w-]+\.woff2$/),
      ]);

      // Axe on every page at desktop size; on the phone, the Swedish pages (the longer words wrap most).
      if (!isMobile(testInfo.project.name) || from === "se") await expectNoAxeViolations(page, path);

      // The footer's "Learn" group, beside SPEC.md's four pages: the three courses, the calculator, the glossary.
      const t = dictionaries[from];
      const learn = page.getByRole("contentinfo").getByRole("navigation", { name: t.footer.learn });
      await expect(learn.getByRole("link")).toHaveText([
        ...courseSlugs.map((course) => t.courses[courseKeys[course]].title),
        t.tools.calculator,
        t.tools.glossary,
      ]);
      const targets = [
        ...courseSlugs.map((course) => coursePath(from, course)),
        calculatorPath(from),
        glossaryPath(from),
      ];
      for (const [index, target] of targets.entries()) {
        await expect(learn.getByRole("link").nth(index)).toHaveAttribute("href", target);
      }

      const button = page.getByRole("button", { name: new RegExp(from.toUpperCase()) });
      await expect(button).toHaveAccessibleName(`${dictionaries[from].nav.language}: ${from.toUpperCase()}`);
      await expect(button).toContainText(from.toUpperCase());
      await button.click();
      const list = page.getByRole("list", { name: dictionaries[from].nav.language });
      await expect(list.getByRole("link")).toHaveText(["English", "Svenska"]);
      await list.getByRole("link", { name: to === "se" ? "Svenska" : "English" }).click();
      await expect(page).toHaveURL(new RegExp(`${switchLanguage(path, to)}$`));
      const newButton = page.getByRole("button", { name: new RegExp(to.toUpperCase()) });
      await expect(newButton).toHaveAccessibleName(`${dictionaries[to].nav.language}: ${to.toUpperCase()}`);
      await expect(newButton).toBeFocused();
    },
  );
}
