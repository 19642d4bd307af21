import { Link } from "react-router";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor } from "../../lib/numbers";
import type { CalculatorLessons } from "./calculator-page-data.server";
import type { YearResult } from "./compute-years";
import type { CalculatorInputs } from "./read-inputs";
import { toNumber } from "./tax/exact";
import type { CalculatorDictionary } from "./words/calculator-en";

interface Box {
  box: string;
  text: string;
  /** What to enter, or null when it is pre-filled. */
  amount: string | null;
  prefilled?: string;
  lesson: keyof CalculatorLessons;
}

/** The boxes of Inkomstdeklaration 1 (course-facts.md, "where things go in the return") that the
 * reader's own figures touch, for the reader's year. */
export function boxesFor(
  words: CalculatorDictionary,
  language: Language,
  inputs: CalculatorInputs,
  mine: YearResult,
): Box[] {
  const kr = (value: number) => formatKronor(value, language);
  const lines = mine.result.status === "computed" ? mine.result.lines : null;
  const boxes: Box[] = [];
  if (inputs.travel > 0)
    boxes.push({ box: "2.1", text: words.boxes["2.1"], amount: kr(inputs.travel), lesson: "travel" });
  if (inputs.interest > 0 && inputs.loan === "secured")
    boxes.push({ box: "8.1", text: words.boxes["8.1"], amount: kr(inputs.interest), lesson: "deductions" });
  if (inputs.interest > 0 && inputs.loan === "unsecured")
    boxes.push(
      mine.year === 2025
        ? { box: "8.8", text: words.boxes["8.8"], amount: kr(inputs.interest), lesson: "deductions" }
        : { box: "8.8", text: words.boxes.unsecured2026, amount: null, prefilled: "–", lesson: "deductions" },
    );
  if (inputs.sold)
    boxes.push({ box: "K4", text: words.boxes.K4, amount: null, prefilled: "–", lesson: "shares" });
  if (inputs.isk > 0 && lines)
    boxes.push({
      box: "ISK",
      text: words.boxes.isk,
      amount: null,
      prefilled: `${words.prefilled}: ${kr(Math.floor(toNumber(lines.iskIncome)))}`,
      lesson: "isk",
    });
  if ((inputs.rot > 0 || inputs.rut > 0) && lines)
    boxes.push({
      box: "ROT/RUT",
      text: words.boxes.rotRut,
      amount: null,
      prefilled: `${words.prefilled}: ${kr(lines.rotRutReceived)}`,
      lesson: "deductions",
    });
  return boxes;
}

export function ReturnBoxes({
  words,
  language,
  inputs,
  mine,
  lessons,
}: {
  words: CalculatorDictionary;
  language: Language;
  inputs: CalculatorInputs;
  mine: YearResult;
  lessons: CalculatorLessons;
}) {
  const boxes = boxesFor(words, language, inputs, mine);
  if (boxes.length === 0) return null;
  return (
    <section aria-labelledby="calculator-boxes" className="mt-8">
      <h3 id="calculator-boxes" className="text-lg font-semibold text-slate-900">
        {words.boxesTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{fill(words.boxesIntro, { year: mine.year })}</p>
      <table className="mt-3 w-full border-collapse text-sm sm:text-base">
        <thead>
          <tr className="border-b-2 border-slate-300 text-left">
            <th scope="col" className="px-1 py-2 sm:px-3">
              {words.box}
            </th>
            <th scope="col" className="px-1 py-2 sm:px-3">
              {words.line}
            </th>
            <th scope="col" className="px-1 py-2 text-right sm:px-3">
              {words.boxAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((box) => (
            <tr key={box.box} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-1 py-2 text-left font-semibold sm:px-3">
                {box.box}
              </th>
              <td className="px-1 py-2 sm:px-3">
                {box.text}{" "}
                <Link
                  to={lessons[box.lesson].path}
                  className="font-medium text-brand-800 underline underline-offset-2 print:no-underline"
                >
                  {fill(words.lessonLink, { title: lessons[box.lesson].title })}
                </Link>
              </td>
              <td className="px-1 py-2 text-right tabular-nums sm:px-3">{box.amount ?? box.prefilled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
