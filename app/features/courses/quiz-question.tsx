import { CircleCheck, CircleX } from "lucide-react";
import { useId } from "react";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { fill } from "#shared/i18n/translate.ts";
import { buttonClasses } from "../../components/ui/button";
import type { QuizWords } from "./lesson-quiz";

/** One question: a fieldset of radio buttons and, readable without JavaScript, the answer in a
 * <details>. With JavaScript, "Check" marks the choice and says why it is right or wrong. */
export function QuizQuestionView({
  question,
  number,
  count,
  words,
  interactive,
  choice,
  checked,
  missing,
  onChoose,
  onCheck,
}: {
  question: QuizQuestion;
  number: number;
  count: number;
  words: QuizWords;
  /** False in the pre-rendered HTML: "Check" keeps its place but shows only once it works. */
  interactive: boolean;
  choice: number | undefined;
  checked: boolean;
  /** "Check" was pressed with no answer chosen. */
  missing: boolean;
  onChoose: (answer: number) => void;
  onCheck: () => void;
}) {
  const name = useId();
  const right = question.answers.find((answer) => answer.correct);
  const chosen = choice === undefined ? undefined : question.answers[choice];
  const rightAnswer = fill(words.quizRightAnswer, { answer: right?.text ?? "" });
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-5">
      <legend className="float-left w-full font-semibold text-slate-900">
        <span className="block text-sm font-medium text-slate-600">
          {fill(words.quizQuestion, { number, count })}
        </span>
        {question.question}
      </legend>
      {/* The floated legend sits inside the frame; the list starts below it. */}
      <ul className="clear-both space-y-2 pt-2">
        {question.answers.map((answer, index) => (
          <li key={answer.text}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50">
              <input
                type="radio"
                name={name}
                value={index}
                checked={choice === index}
                disabled={checked}
                onChange={() => onChoose(index)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">{answer.text}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={onCheck}
          disabled={checked}
          className={buttonClasses("primary", interactive ? "" : "invisible")}
        >
          {words.quizCheck}
        </button>
        <details className="min-w-0 flex-1 basis-48 py-2">
          <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">
            {words.quizShowAnswer}
          </summary>
          <p className="mt-2 text-slate-800">{rightAnswer}</p>
          <p className="mt-1 text-slate-700">{right?.why}</p>
        </details>
      </div>
      <div role="status" className="mt-2 text-slate-800">
        {missing && !checked && <p>{words.quizChooseFirst}</p>}
        {checked && chosen?.correct && (
          <p className="flex gap-2 rounded-lg bg-emerald-50 p-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <span>
              <strong>{words.quizRight}</strong> {chosen.why}
            </span>
          </p>
        )}
        {checked && chosen && !chosen.correct && (
          <div className="flex gap-2 rounded-lg bg-red-50 p-3">
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            <div>
              <p>
                <strong>{words.quizWrong}</strong> {chosen.why}
              </p>
              <p className="mt-2">
                <strong>{rightAnswer}</strong> {right?.why}
              </p>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
