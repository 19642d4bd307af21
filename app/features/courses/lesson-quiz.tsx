import { useEffect, useId, useRef, useState } from "react";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { type CoursePageDictionary, fill } from "#shared/i18n/translate.ts";
import { Button } from "../../components/ui/button";
import { QuizQuestionView } from "./quiz-question";

export type QuizWords = Pick<
  CoursePageDictionary,
  | "quizTitle"
  | "quizIntro"
  | "quizQuestion"
  | "quizCheck"
  | "quizShowAnswer"
  | "quizRightAnswer"
  | "quizRight"
  | "quizWrong"
  | "quizChooseFirst"
  | "quizScore"
  | "quizPassed"
  | "quizTryAgain"
>;

/** The quiz after a lesson (issue 38), and the course's review (issue 48). Passed when every question
 * is answered right at its first check; "Try again" starts afresh. */
export function LessonQuiz({
  quiz,
  words,
  onPassed,
  id,
  title = words.quizTitle,
  intro = words.quizIntro,
}: {
  quiz: QuizQuestion[];
  words: QuizWords;
  onPassed?: () => void;
  /** The section's anchor: a lesson mail links to `#quiz`. */
  id?: string;
  /** The course review's own heading and intro ("{count} questions …"); a lesson's by default. */
  title?: string;
  intro?: string;
}) {
  const titleId = useId();
  const [interactive, setInteractive] = useState(false);
  const [choices, setChoices] = useState<(number | undefined)[]>([]);
  const [checked, setChecked] = useState<boolean[]>([]);
  const [missing, setMissing] = useState<boolean[]>([]);
  const [restarts, setRestarts] = useState(0);
  const section = useRef<HTMLElement>(null);
  // The pre-rendered HTML has no working "Check"; it appears once hydration makes it work.
  useEffect(() => setInteractive(true), []);

  const done = quiz.length > 0 && quiz.every((_, index) => checked[index]);
  const right = quiz.filter((question, index) => {
    const choice = choices[index];
    return checked[index] && choice !== undefined && question.answers[choice]?.correct;
  }).length;
  const passed = done && right === quiz.length;

  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);

  // After "Try again" the first answer gets focus, once the radios are enabled again.
  useEffect(() => {
    if (restarts > 0) section.current?.querySelector("input")?.focus();
  }, [restarts]);

  if (quiz.length === 0) return null;
  const set = <T,>(list: T[], index: number, value: T) => {
    const next = [...list];
    next[index] = value;
    return next;
  };
  const check = (index: number) => {
    if (choices[index] === undefined) setMissing((list) => set(list, index, true));
    else setChecked((list) => set(list, index, true));
  };
  const tryAgain = () => {
    setChoices([]);
    setChecked([]);
    setMissing([]);
    setRestarts((count) => count + 1);
  };

  return (
    <section ref={section} id={id} aria-labelledby={titleId} className="mt-12">
      <h2 id={titleId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{fill(intro, { count: quiz.length })}</p>
      <div className="mt-6 space-y-6">
        {quiz.map((question, index) => (
          <QuizQuestionView
            key={question.question}
            question={question}
            number={index + 1}
            count={quiz.length}
            words={words}
            interactive={interactive}
            choice={choices[index]}
            checked={checked[index] === true}
            missing={missing[index] === true}
            onChoose={(answer) => setChoices((list) => set(list, index, answer))}
            onCheck={() => check(index)}
          />
        ))}
      </div>
      <div className={`mt-6 flex flex-wrap items-center gap-4 rounded-2xl ${done ? "bg-brand-50 p-5" : ""}`}>
        <p role="status" className="font-semibold text-slate-900">
          {done &&
            `${fill(words.quizScore, { right, count: quiz.length })} ${passed ? words.quizPassed : ""}`}
        </p>
        {done && (
          <Button variant="secondary" onClick={tryAgain}>
            {words.quizTryAgain}
          </Button>
        )}
      </div>
    </section>
  );
}
