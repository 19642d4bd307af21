/** Without JavaScript, every lesson that places a calculator serves its placeholder in the pre-rendered
 * HTML: one slot per calculator, under the address the lesson links to (#calculator-kind), with the
 * note that the worked example shows the computation. That the note shows in a browser without
 * JavaScript: tests/e2e/lesson-calculators.spec.ts, on one lesson in each language. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { calculatorLessons, calculatorNoScriptNote } from "#tests/support/lesson-calculators.ts";
import { type BuiltSite, openBuiltSite } from "./site.ts";

let site: BuiltSite;
beforeAll(async () => {
  site = await openBuiltSite();
});
afterAll(() => site.close());

it("finds the lessons that place a calculator, in both languages", () => {
  expect([...new Set(calculatorLessons.map((lesson) => lesson.language))].sort()).toEqual(["en", "se"]);
});

it.each(calculatorLessons)(
  "$path: each calculator's placeholder says the worked example shows the computation",
  async ({ path, language, kinds }) => {
    const response = await site.get(path);
    expect(response.statusCode).toBe(200);
    const note = `<p class="calculator-note">${calculatorNoScriptNote[language]}</p>`;
    expect(response.body.split(note)).toHaveLength(kinds.length + 1);
    for (const kind of kinds) {
      expect(response.body).toContain(
        `<div class="calculator-slot" data-calculator="${kind}" id="calculator-${kind}">${note}</div>`,
      );
    }
  },
);
