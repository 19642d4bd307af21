/**
 * The calculators the lessons place with `::calculator[kind]` (issue 38): on every lesson page that has
 * one, in both languages, the calculator works with figures typed as that language's readers write
 * them, says what is wrong with letters, sends no request while it computes, reflows at 320 px and has
 * no axe violation; without JavaScript the placeholder's note stands in for it. The lessons come from
 * the course library: until a lesson places a calculator there is nothing to check.
 */
import { fill } from "#shared/i18n/translate.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, mobileOnly, open, test, withCookieChoice } from "#tests/support/fixtures.ts";
import {
  calculatorLessons,
  calculatorWords,
  fillCalculator,
  firstFieldLabel,
  calculatorNoScriptNote as noScriptNote,
} from "#tests/support/lesson-calculators.ts";
import { formatNumber } from "../../app/lib/numbers";

// Always one test, so that the file passes (skipped) before any lesson places a calculator, and says so.
test("the lessons that place a calculator are found in the course library", () => {
  test.skip(calculatorLessons.length === 0, "no lesson places a ::calculator[kind] yet: nothing to check");
  const languages = new Set(calculatorLessons.map((lesson) => lesson.language));
  expect([...languages].sort()).toEqual(["en", "se"]);
});

for (const { language, path, kinds } of calculatorLessons) {
  const words = calculatorWords[language];

  for (const kind of kinds) {
    test(`${path}: the ${kind} calculator works, asks for numbers, sends nothing and passes axe`, async ({
      page,
    }) => {
      await withCookieChoice(page);
      await open(page, path);
      const calculator = page.getByRole("region", { name: words[kind].title });
      await expect(calculator).toBeVisible();
      await expect(page.getByText(noScriptNote[language]).filter({ visible: true })).toHaveCount(0);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));

      const field = calculator.getByLabel(firstFieldLabel(kind, language)).first();
      await field.fill("abc");
      await calculator.getByRole("button", { name: words.common.calculate }).click();
      const message = fill(words.common.notANumber, { example: formatNumber(45_000, language) });
      await expect(calculator.getByText(message).first()).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");

      const summary = await fillCalculator(kind, calculator, language);
      await calculator.getByRole("button", { name: words.common.calculate }).click();
      await expect(calculator.getByRole("status")).toHaveText(summary);
      await expect(field).not.toHaveAttribute("aria-invalid");
      expect(requests).toEqual([]);

      // The calculator as it answers; the lesson around it: courses.spec.ts, on every lesson page.
      await expectNoAxeViolations(page, path, { include: "section.calculator" });
    });
  }

  test(`${path}: the calculators reflow at 320 px`, mobileOnly, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await withCookieChoice(page);
    await open(page, path);
    for (const kind of kinds) {
      const calculator = page.getByRole("region", { name: words[kind].title });
      await fillCalculator(kind, calculator, language);
      await calculator.getByRole("button", { name: words.common.calculate }).click();
      await expect(calculator.getByRole("status")).not.toBeEmpty();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// Without JavaScript, on one lesson in each language: the placeholder's note shows in place of each
// calculator. That every lesson placing one serves the placeholder, one per calculator, is read from the
// pre-rendered HTML: tests/built/lesson-calculators.test.ts.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const language of ["en", "se"] as const) {
    const lesson = [...calculatorLessons]
      .sort((a, b) => b.kinds.length - a.kinds.length)
      .find((candidate) => candidate.language === language);
    if (!lesson) continue;
    test(`${lesson.path}: the placeholder says the worked example shows the computation`, async ({
      page,
    }) => {
      await page.goto(lesson.path);
      await expect(page.getByText(noScriptNote[language])).toHaveCount(lesson.kinds.length);
      for (const kind of lesson.kinds) await expect(page.locator(`#calculator-${kind}`)).toBeVisible();
    });
  }
});
