import type { Page } from "@playwright/test";
import { enCalculator } from "../../app/features/calculator/words/calculator-en";
import { seCalculator } from "../../app/features/calculator/words/calculator-se";
import { typographyErrors } from "../../app/i18n/swedish-typography";
import { formatKronor } from "../../app/lib/numbers";
import { expectNoAxeViolations } from "../support/axe";
import {
  bothSizes,
  dictionaries,
  expect,
  mobileOnly,
  open,
  test,
  withCookieChoice,
} from "../support/fixtures";
import { needsServer } from "../support/on-demand-servers";
import { servers } from "../support/servers";

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

  test.describe(`${language}: the tax calculator`, () => {
    test.beforeEach(async ({ page }) => withCookieChoice(page));

    test("opened with inputs in the address, shows Skatteverket's 2026 figures at once", async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}`);
      await expect(firstAmount(page, w.lines.municipalTax)).toHaveText(kr(101_426));
      await expect(firstAmount(page, w.lines.jobTaxCredit)).toHaveText(kr(-37_132));
      await expect(firstAmount(page, w.lines.bfi)).toHaveText(kr(332_000));
      await expect(page.getByRole("textbox", { name: w.salary })).toHaveValue(
        language === "se" ? "360\u00a0000" : "360,000",
      );
    });

    test("an old query address still opens, and its inputs move into the fragment", async ({ page }) => {
      await open(page, `/${language}/calculator?${stockholm2026}`);
      await expect(firstAmount(page, w.lines.municipalTax)).toHaveText(kr(101_426));
      await expect.poll(() => new URL(page.url()).search).toBe("");
      expect(new URL(page.url()).hash).toBe(`#${stockholm2026}`);
    });

    test("changing the year to 2025 shows the 2025 figures first", async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}`);
      await page.getByRole("combobox", { name: w.year }).selectOption("2025");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page).toHaveURL(/#year=2025/);
      await expect(page.getByRole("columnheader").nth(1)).toHaveText("2025");
      await expect(firstAmount(page, w.lines.municipalTax)).toHaveText(kr(101_548));
      await expect(firstAmount(page, w.lines.jobTaxCredit)).toHaveText(kr(-34_439));
    });

    test("a bad input gets its message by the field and no result", async ({ page }) => {
      await open(page, `/${language}/calculator`);
      const salary = page.getByRole("textbox", { name: w.salary });
      await salary.fill("lots");
      await page.getByRole("textbox", { name: w.born }).fill("1985");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(salary).toHaveAttribute("aria-invalid", "true");
      await expect(salary).toBeFocused();
      await expect(salary).toHaveAccessibleDescription(new RegExp(w.errors.notNumber.split(",")[0] ?? ""));
      await expect(page.getByRole("table")).toHaveCount(0);
    });

    test("computing sends no request", async ({ page }) => {
      await open(page, `/${language}/calculator`);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.getByRole("textbox", { name: w.salary }).fill("30000");
      await page.getByRole("radio", { name: w.perMonth }).check();
      await page.getByRole("textbox", { name: w.born }).fill("1959");
      await page.getByRole("textbox", { name: w.rate }).fill(language === "se" ? "30,55" : "30.55");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("table")).toBeVisible();
      await page.getByRole("combobox", { name: w.year }).selectOption("2025");
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("columnheader").nth(1)).toHaveText("2025");
      expect(requests).toEqual([]);
    });

    test("announces the result in one polite sentence", async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}`);
      const live = page.locator("[aria-live=polite]");
      await expect(live).toContainText(kr(62_794));
    });

    test("no axe violations, with a result", bothSizes, async ({ page }) => {
      await open(page, `/${language}/calculator#${stockholm2026}`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("no axe violations with an error shown", async ({ page }) => {
      await open(page, `/${language}/calculator#salary=abc&born=85&rate=50`);
      await expect(page.getByRole("textbox", { name: w.rate })).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });

    test("reflows at 320 px with a result (no horizontal scrolling)", mobileOnly, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await open(page, `/${language}/calculator#${stockholm2026}&pension=1000`);
      await open(
        page,
        `/${language}/calculator#year=2025&salary=99999999&rate=35.65&born=1940&pension=5000000`,
      );
      await expect(page.getByRole("table")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

test("se: the result follows the Swedish typography rule (no-break spaces in numbers)", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, `/se/calculator#${stockholm2026}&rate=`);
  await expect(page.getByRole("table")).toBeVisible();
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
