import { Link } from "react-router";
import { fill, type Values } from "#shared/i18n/translate.ts";
import type { CalculatorLessons } from "./calculator-page-data.server";
import type { CalculatorDictionary } from "./words/calculator-en";

type Explained = keyof CalculatorDictionary["explanations"];
/** Which lesson teaches each line; the pension contribution is in no lesson yet, so it links none. */
const teachingLesson: Record<Explained, keyof CalculatorLessons | null> = {
  grundavdrag: "rates",
  bfi: "rates",
  municipalTax: "rates",
  stateTax: "rates",
  pensionContribution: null,
  pensionReduction: null,
  jobTaxCredit: "rates",
  earnedIncomeReduction: "rates",
  capitalDeficitReduction: "deductions",
  publicServiceFee: null,
  burialFee: null,
  finalTax: "finalTax",
};

/** One plain sentence per line, and the lesson that teaches it. Pre-rendered, so it reads without
 * JavaScript too. */
export function LineExplanations({
  words,
  values,
  lessons,
}: {
  words: CalculatorDictionary;
  values: Values;
  lessons: CalculatorLessons;
}) {
  return (
    <section aria-labelledby="calculator-explanations" className="mt-12">
      <h2 id="calculator-explanations" className="text-xl font-semibold text-slate-900">
        {words.explanationsTitle}
      </h2>
      <dl className="mt-4 space-y-4">
        {(Object.keys(teachingLesson) as Explained[]).map((key) => {
          const lessonKey = teachingLesson[key];
          const lesson = lessonKey ? lessons[lessonKey] : null;
          return (
            <div key={key}>
              <dt className="font-semibold text-slate-900">{words.lines[key]}</dt>
              <dd className="mt-1 text-slate-700">
                {fill(words.explanations[key], values)}
                {lesson ? (
                  <>
                    {" "}
                    <Link
                      to={lesson.path}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {fill(words.lessonLink, { title: lesson.title })}
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
