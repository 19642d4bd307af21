import type { RefObject } from "react";
import { formatDate } from "#shared/format-date.ts";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import type { CalculatorLessons } from "./calculator-page-data.server";
import type { YearResult } from "./compute-years";
import { KeepFigures, useRestoreKept } from "./keep-figures";
import type { CalculatorInputs } from "./read-inputs";
import { answerOf } from "./result-summary";
import { ReturnBoxes } from "./return-boxes";
import { TaxResults } from "./tax-results";
import type { CalculatorDictionary } from "./words/calculator-en";

/** The date the rules were last checked against ../shared (tax-formulas.md, corrected 2026-11-28). */
export const rulesChecked = "2026-11-28";

/** Result first (issue 50): the answer at the top, then the lines, the boxes and what to do next. */
export function ResultSection({
  words,
  language,
  lessons,
  inputs,
  years,
  headingRef,
  fragment,
  onRestore,
}: {
  words: CalculatorDictionary;
  language: Language;
  lessons: CalculatorLessons;
  inputs: CalculatorInputs | null;
  years: YearResult[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  fragment: string;
  onRestore: (fragment: string) => void;
}) {
  useRestoreKept(fragment, onRestore);
  const answer = answerOf(words, language, years, inputs?.municipality ?? null);
  const [mine] = years;
  return (
    <>
      {/* Always in the page, so that screen readers announce what is put into it. */}
      <p aria-live="polite" className="sr-only">
        {answer?.summary ?? ""}
      </p>
      {answer && inputs && mine ? (
        <section
          aria-labelledby="calculator-results"
          className="mt-8 rounded-2xl border-2 border-brand-700 p-3 sm:p-6"
        >
          <h2
            id="calculator-results"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {words.resultsTitle}
          </h2>
          <p className="mt-3 text-2xl font-bold text-slate-900">{answer.headline}</p>
          {answer.balance ? (
            <p className="mt-2 text-xl font-semibold text-slate-900">{answer.balance}</p>
          ) : null}
          {answer.change ? <p className="mt-2 text-slate-800">{answer.change}</p> : null}
          <p className="mt-3 text-sm text-slate-700">{words.leftOut}</p>
          {answer.notes.map((note) => (
            <p key={note} className="mt-2 text-sm text-slate-700">
              {note}
            </p>
          ))}
          {answer.next ? (
            <>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{words.nextTitle}</h3>
              <p className="mt-1 text-slate-800">{answer.next}</p>
            </>
          ) : null}
          <div className="mt-6">
            <TaxResults words={words} language={language} years={years} />
          </div>
          <ReturnBoxes words={words} language={language} inputs={inputs} mine={mine} lessons={lessons} />
          <p className="mt-6 text-sm text-slate-700">
            {fill(words.checked, { date: formatDate(rulesChecked, language) })} {words.sources}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 print:hidden"
            >
              {words.print}
            </button>
            <KeepFigures words={words} fragment={fragment} />
          </div>
        </section>
      ) : null}
    </>
  );
}
