/**
 * The calculators' code types no figure of tax law (docs/decisions/065): every rate, threshold and
 * ceiling comes from app/content/facts (tax-figures.ts, lesson-figures.ts), where
 * computed-figures.test.ts holds it to the facts. The numbers left in code are arithmetic (a quarter,
 * a percentage, rounding to 100 kr), bounds of what a reader may type, or an income year the facts
 * give figures for (a form's first choice).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { taxYears } from "./constants";

const calculator = path.resolve(import.meta.dirname, "..");
const arithmetic = new Set([0, 1, 2, 3, 4, 10, 12, 20, 100, 45_000, 1_000_000_000, ...taxYears]);

const files = ["tax", "lessons"].flatMap((folder) =>
  readdirSync(path.join(calculator, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name)),
);

/** The numbers a file's code (not its comments or strings) writes. */
function numbersIn(source: string): number[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\/\/.*$/gm, " ")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  return [...code.matchAll(/(?<![\w.])\d[\d_]*(?:\.\d+)?(?![\w.])/g)].map((match) =>
    Number(match[0].replace(/_/g, "")),
  );
}

describe("the calculators' code", () => {
  it.each(files)("%s types no figure the facts should hold", (file) => {
    const typed = numbersIn(readFileSync(path.join(calculator, file), "utf8"));
    expect(typed.filter((number) => !arithmetic.has(number))).toEqual([]);
  });
});
