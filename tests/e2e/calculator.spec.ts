import type { Page } from "@playwright/test";
import { fill } from "#shared/i18n/translate.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import {
  bothSizes,
  dictionaries,
  expect,
  mobileOnly,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { servers } from "#tests/support/servers.ts";
import { enCalculator } from "../../app/features/calculator/words/calculator-en";
import { seCalculator } from "../../app/features/calculator/words/calculator-se";
import { typographyErrors } from "../../app/i18n/swedish-typography";
import { formatKronor, formatNumber } from "../../app/lib/numbers";

const words = { en: enCalculator, se: seCalculator } as const;
const stockholm2026 = "year=2026&salary=360000&rate=30.55&born=1985";

/** The amount in the first year column (the year asked for) of a line of the results table. */
function firstAmount(page: Page, line: string) {
  // Labels may carry soft hyphens (U+00AD): match with or without them.
  const characters = [...line.replace(/\u00ad/g, "")].map((character) => character.replace(/[()]/, "\\$&"));
  return page
    .getByRole("row", { name: new RegExp(`^${characters.join("\u00ad?")}`) })
    .getByRole("cell")
    .first();
}

for (const language of ["en", "se"] as const) {
  const w = words[language];
  const kr = (value: number) => formatKronor(value, language);
  // The table's amounts are whole kronor without the unit (its caption says so).
  const n = (value: number) => formatNumber(value, language);

  test.describe(`${language}: the tax calculator`, () => {
    test.beforeEach(async ({ page }) => withCookieChoice(page));

    test("opened from a fragment address, shows Skatteverket's 2026 figures at once", async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}`);
      await expect(firstAmount(page, w.lines.municipalTax)).toHaveText(n(101_426));
      await expect(firstAmount(page, w.lines.jobTaxCredit)).toHaveText(n(-37_132));
      await expect(firstAmount(page, w.lines.bfi)).toHaveText(n(332_000));
      await expect(page.getByRole("textbox", { name: w.salary })).toHaveValue(
        language === "se" ? "360\u00a0000" : "360,000",
      );
    });

    test("an old query address still opens, and its inputs move into the fragment", async ({ page }) => {
      await open(page, `/${language}/calculator?${stockholm2026}`);
      await expect(firstAmount(page, w.lines.municipalTax)).toHaveText(n(101_426));
      await expect.poll(() => new URL(page.url()).search).toBe("");
      expect(new URL(page.url()).hash).toBe(`#${stockholm2026}`);
    });

    test("a refund and a kvarskatt to the krona, with what to do next", async ({ page }) => {
      await open(page, `/${language}/calculator#year=2026&period=year&salary=360000&born=1985&paid=70000`);
      await expect(page.getByText(fill(w.refund, { amount: kr(1_202) }), { exact: true })).toBeVisible();
      await expect(page.getByText(w.next2026.refund)).toBeVisible();
      // 65 000 kr deducted for the year: 65 000 − 68 798 = −3 798 (docs/tax-calculator.md).
      await open(page, `/${language}/calculator#year=2026&period=year&salary=360000&born=1985&paid=65000`);
      await expect(page.getByText(fill(w.toPay, { amount: kr(3_798) }), { exact: true })).toBeVisible();
      await expect(page.getByText(w.next2026.toPay)).toBeVisible();
    });

    test("travel costs and interest give boxes 2.1 and 8.1 with their amounts", async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}&travel=25000&interest=40000`);
      const boxes = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: w.box }) });
      await expect(boxes.getByRole("row", { name: /^2\.1/ })).toContainText(kr(25_000));
      await expect(boxes.getByRole("row", { name: /^8\.1/ })).toContainText(kr(40_000));
      await expect(boxes.getByRole("row", { name: /^2\.1/ }).getByRole("link")).toBeVisible();
    });

    test("the form computes, shows the answer first and moves focus to it", async ({ page }) => {
      await open(page, `/${language}/calculator`);
      await page.getByRole("radio", { name: w.perYear }).check();
      await page.getByRole("textbox", { name: w.salary }).fill(n(360_000));
      await page.getByRole("textbox", { name: w.born }).fill("1985");
      await page.getByRole("textbox", { name: w.paid }).fill(n(70_000));
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeFocused();
      await expect(page.locator("[aria-live=polite]")).toContainText(kr(1_202));
      await expect(page).toHaveURL(/#year=2026&salary=360000&period=year&born=1985&paid=70000/);
    });

    test("a bad input gets its message by the field and no result", async ({ page }) => {
      await open(page, `/${language}/calculator`);
      const salary = page.getByRole("textbox", { name: w.salary });
      await salary.fill("5%");
      await page.getByRole("textbox", { name: w.born }).fill("2030");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(salary).toHaveAttribute("aria-invalid", "true");
      await expect(salary).toBeFocused();
      await expect(salary).toHaveAccessibleDescription(new RegExp(w.errors.percent));
      await expect(page.getByRole("textbox", { name: w.born })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("heading", { name: w.resultsTitle })).toHaveCount(0);
    });

    test("computing sends no request", async ({ page }) => {
      await open(page, `/${language}/calculator`);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.getByRole("textbox", { name: w.salary }).fill("30000");
      await page.getByRole("radio", { name: w.perMonth }).check();
      await page.getByRole("textbox", { name: w.born }).fill("1985");
      await page.getByRole("textbox", { name: w.rate }).fill(language === "se" ? "30,55" : "30.55");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
      await page.getByRole("combobox", { name: w.year }).selectOption("2025");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("columnheader").nth(1)).toHaveText("2025");
      expect(requests).toEqual([]);
    });

    test("no axe violations, with a result", bothSizes, async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}&paid=70000&travel=25000&interest=40000`);
      await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("no axe violations with an error and a question shown", bothSizes, async ({ page }) => {
      await open(page, `/${language}/calculator#salary=30000&period=year&born=85&rate=50`);
      await expect(page.getByRole("textbox", { name: w.rate })).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });

    test("reflows at 320 px with the change column readable", mobileOnly, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const fragment of [
        "year=2025&salary=99999999&rate=35.65&born=1940&pension=5000000&paid=1&isk=900000000",
        "period=month&salary=30000&born=1985&paid=6000&municipality=Stockholm&travel=25000&interest=40000&isk=500000&rut=10000",
      ]) {
        await open(page, `/${language}/calculator#${fragment}`);
        await expect(page.getByRole("columnheader", { name: w.change })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
      }
    });
  });
}

test("se: 45,000 asks which was meant instead of computing", async ({ page }) => {
  const w = seCalculator;
  await withCookieChoice(page);
  await open(page, "/se/calculator");
  await page.getByRole("textbox", { name: w.salary }).fill("45,000");
  await page.getByRole("textbox", { name: w.born }).fill("1985");
  await page.getByRole("button", { name: w.submit }).click();
  await expect(
    page.getByText(fill(w.questions.ambiguous, { first: "45\u00a0kr", second: "45\u00a0000\u00a0kr" })),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: w.resultsTitle })).toHaveCount(0);
  await page.getByRole("button", { name: "45\u00a0000\u00a0kr" }).click();
  await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
  await expect(page.getByRole("textbox", { name: w.salary })).toHaveValue("45\u00a0000");
});

test("en: 45.000 asks too, and a monthly-looking yearly salary asks per month or year", async ({ page }) => {
  const w = enCalculator;
  await withCookieChoice(page);
  await open(page, "/en/calculator#salary=45.000&born=1985&period=month");
  await expect(
    page.getByText(fill(w.questions.ambiguous, { first: "SEK\u00a045", second: "SEK\u00a045,000" })),
  ).toBeVisible();
  await open(page, "/en/calculator#salary=30000&born=1985&period=year");
  await page.getByRole("button", { name: w.questions.monthlyYes }).click();
  await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
  await expect(page.getByRole("radio", { name: w.perMonth })).toBeChecked();
});

test("en: figures are kept in this browser only when asked, and cleared; print leaves out the form", async ({
  page,
}) => {
  const w = enCalculator;
  await withCookieChoice(page);
  await open(page, `/en/calculator#${stockholm2026}`);
  const keep = page.getByRole("checkbox", { name: w.keep });
  await expect(keep).not.toBeChecked();
  expect(await page.evaluate(() => window.localStorage.getItem("calculator-figures"))).toBeNull();
  await keep.check();
  expect(await page.evaluate(() => window.localStorage.getItem("calculator-figures"))).toBe(stockholm2026);
  await open(page, "/en/calculator");
  await expect(page).toHaveURL(new RegExp(`#${stockholm2026}$`));
  await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
  await page.getByRole("button", { name: w.clear }).click();
  expect(await page.evaluate(() => window.localStorage.getItem("calculator-figures"))).toBeNull();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: w.submit })).toBeHidden();
  await expect(page.getByRole("heading", { name: w.resultsTitle })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form cannot send the figures anywhere, and the page says a result needs JavaScript", async ({
    page,
  }) => {
    const response = await page.goto("/en/calculator");
    await expect(page.getByRole("button", { name: enCalculator.submit })).toBeDisabled();
    // Chromium with script execution disabled still parses <noscript> as raw text: the words are
    // checked in the page as served.
    expect(await response?.text()).toContain(
      `<noscript><p class="mt-2 font-medium text-slate-900">${enCalculator.noScript}`,
    );
    await expect(page.getByRole("heading", { name: enCalculator.explanationsTitle })).toBeVisible();
  });
});

test("se: the result follows the Swedish typography rule (no-break spaces in numbers)", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, `/se/calculator#${stockholm2026}&rate=`);
  await expect(page.getByRole("heading", { name: seCalculator.resultsTitle })).toBeVisible();
  expect(typographyErrors((await page.getByRole("main").textContent()) ?? "")).toEqual([]);
});

test("the home page's New tax rates card links to the calculator", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, "/se");
  await page.getByRole("link", { name: dictionaries.se.features.calculatorLink }).click();
  await expect(page).toHaveURL(/\/se\/calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seCalculator.title);
});

test.describe("on React's development build", () => {
  test.use({ baseURL: servers.devBuild.url });
  test.beforeAll(needsServer("devBuild"));

  test("a page opened with a result hydrates without a difference from the pre-rendered page", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await open(page, `/se/calculator#${stockholm2026}`);
    await expect(page.getByRole("table")).toBeVisible();
    expect(messages.filter((message) => /hydrat|did(n't| not) match/i.test(message))).toEqual([]);
  });
});
