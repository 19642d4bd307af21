/** The lesson calculators as a reader uses them, for tests/e2e/lesson-calculators.spec.ts: which lessons
 * place one (from the same Markdown the build reads), and per kind, figures to type as the page's
 * readers write them with the summary the calculator must announce (computed by the same modules). */
import type { Locator } from "@playwright/test";
import { enLessonCalculators } from "#shared/i18n/en.ts";
import { seLessonCalculators } from "#shared/i18n/se.ts";
import { fill } from "#shared/i18n/translate.ts";
import { lessonPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { calculatorKindsIn } from "../../app/features/calculator/calculator-directive";
import { averageCostSale } from "../../app/features/calculator/lessons/average-cost";
import { interestReductionBothYears } from "../../app/features/calculator/lessons/interest-reduction";
import { iskTaxBothYears } from "../../app/features/calculator/lessons/isk-tax";
import type { CalculatorKind } from "../../app/features/calculator/lessons/kinds";
import { rotRut } from "../../app/features/calculator/lessons/rot-rut";
import { travelDeduction } from "../../app/features/calculator/lessons/travel-deduction";
import { formatKronor } from "../../app/lib/numbers";
import { courseLibrary } from "./course-pages";

export const calculatorWords = { en: enLessonCalculators, se: seLessonCalculators } as const;

/** What stands in a lesson for each calculator without JavaScript (written out, as a reader reads it). */
export const calculatorNoScriptNote = {
  en: "The calculator needs JavaScript; the worked example above shows the computation.",
  se: "Räknaren behöver JavaScript; räkneexemplet ovan visar hur du räknar.",
} as const;

/** Every lesson page that places a calculator, with the kinds it places. */
export const calculatorLessons = (["en", "se"] as const).flatMap((language) =>
  courseLibrary[language].flatMap((course) =>
    course.lessons
      .map((lesson) => ({
        language,
        path: lessonPath(language, course.slug, lesson.slug),
        kinds: calculatorKindsIn(lesson.markdown),
      }))
      .filter((lesson) => lesson.kinds.length > 0),
  ),
);

/** A label as the accessibility tree reads it (no-break spaces are spaces there). */
const label = (text: string) => text.replaceAll("\u00a0", " ");
/** A number as a reader types it: "120 000" in Swedish, "120,000" in English. */
const typed = (value: number, language: Language) =>
  language === "se" ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ") : value.toLocaleString("en-GB");

type Driver = (calculator: Locator, language: Language) => Promise<string>;

const drivers: Record<CalculatorKind, Driver> = {
  "travel-deduction": async (calculator, language) => {
    const words = calculatorWords[language]["travel-deduction"];
    await calculator.getByLabel(label(words.days)).fill("200");
    await calculator.getByLabel(label(words.milPerDay)).fill("7");
    const result = travelDeduction({
      year: 2025,
      mode: "own-car",
      days: 200,
      milPerDay: 7,
      municipalRate: 32.41,
    });
    const kr = (value: number) => formatKronor(value, language);
    return fill(words.summary, { deduction: kr(result.deduction), tax: kr(result.approximateTaxEffect) });
  },
  "isk-tax": async (calculator, language) => {
    const words = calculatorWords[language]["isk-tax"];
    const values = [400_000, 420_000, 440_000, 460_000] as const;
    for (const [index, value] of values.entries()) {
      await calculator
        .getByLabel(label(fill(words.quarter, { quarter: index + 1 })))
        .fill(typed(value, language));
    }
    await calculator.getByLabel(label(words.deposits)).fill(typed(40_000, language));
    const [first, second] = iskTaxBothYears({ quarterValues: values, deposits: 40_000 });
    const kr = (value: number) => formatKronor(value, language);
    return fill(words.summary, {
      first: 2025,
      firstTax: kr(first?.tax ?? Number.NaN),
      second: 2026,
      secondTax: kr(second?.tax ?? Number.NaN),
    });
  },
  "interest-reduction": async (calculator, language) => {
    const words = calculatorWords[language]["interest-reduction"];
    await calculator.getByLabel(label(words.secured)).fill(typed(120_000, language));
    await calculator.getByLabel(label(words.unsecured)).fill(typed(10_000, language));
    const [first, second] = interestReductionBothYears({ secured: 120_000, unsecured: 10_000 });
    const kr = (value: number) => formatKronor(value, language);
    return fill(words.summary, {
      first: 2025,
      firstReduction: kr(first?.reduction ?? Number.NaN),
      second: 2026,
      secondReduction: kr(second?.reduction ?? Number.NaN),
    });
  },
  "rot-rut": async (calculator, language) => {
    const words = calculatorWords[language]["rot-rut"];
    await calculator.getByLabel(label(words.rotLabour)).fill(typed(40_000, language));
    await calculator.getByLabel(label(words.rotPaid)).fill("2025-06-01");
    await calculator.getByLabel(label(words.rutLabour)).fill(typed(10_000, language));
    const result = rotRut({ rotLabour: 40_000, rotPaid: "2025-06-01", rutLabour: 10_000 });
    return fill(words.summary, { total: formatKronor(result?.total ?? Number.NaN, language) });
  },
  "average-cost": async (calculator, language) => {
    const words = calculatorWords[language]["average-cost"];
    const trade = async (group: Locator, shares: number, price: number, brokerage: number) => {
      await group.getByLabel(label(words.shares)).fill(String(shares));
      await group.getByLabel(label(words.price)).fill(String(price));
      await group.getByLabel(label(words.brokerage)).fill(String(brokerage));
    };
    await trade(calculator.getByRole("group", { name: fill(words.purchase, { number: 1 }) }), 100, 50, 50);
    await calculator.getByRole("button", { name: words.addPurchase }).click();
    await trade(calculator.getByRole("group", { name: fill(words.purchase, { number: 2 }) }), 100, 70, 50);
    await trade(calculator.getByRole("group", { name: words.sale }), 100, 80, 50);
    const purchases = [
      { shares: 100, price: 50, brokerage: 50 },
      { shares: 100, price: 70, brokerage: 50 },
    ];
    const result = averageCostSale(purchases, { shares: 100, price: 80, brokerage: 50 });
    const kr = (value: number) => formatKronor(value, language);
    return fill(words.summaryGain, {
      gain: kr(result?.gain ?? Number.NaN),
      tax: kr(result?.tax ?? Number.NaN),
    });
  },
};

/** Types figures into the calculator and returns the summary it must then announce. */
export function fillCalculator(
  kind: CalculatorKind,
  calculator: Locator,
  language: Language,
): Promise<string> {
  return drivers[kind](calculator, language);
}

/** A field of the calculator to put letters in, by kind: the first number it asks for. */
export function firstFieldLabel(kind: CalculatorKind, language: Language): string {
  const words = calculatorWords[language];
  const labels: Record<CalculatorKind, string> = {
    "travel-deduction": words["travel-deduction"].days,
    "isk-tax": fill(words["isk-tax"].quarter, { quarter: 1 }),
    "interest-reduction": words["interest-reduction"].secured,
    "rot-rut": words["rot-rut"].rotLabour,
    "average-cost": words["average-cost"].shares,
  };
  return label(labels[kind]);
}
