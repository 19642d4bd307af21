import { Check, ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { type CoursePageDictionary, fill } from "#shared/i18n/translate.ts";
import { lessonPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { useCourseProgress } from "./course-progress";

export interface Step {
  order: number;
  slug: string;
  title: string;
}

type StepWords = Pick<CoursePageDictionary, "steps" | "stepsShow" | "lessonOf" | "statusRead">;

interface StepsProps {
  language: Language;
  course: string;
  steps: Step[];
  current: string;
  words: StepWords;
}

/** The course's lessons in order, gov.uk's step-by-step list: the current one marked, the read ones
 * ticked once hydrated (the tick takes the number's place, so nothing moves). */
function StepList({ language, course, steps, current, words }: StepsProps) {
  const progress = useCourseProgress(course);
  return (
    <ol className="space-y-1">
      {steps.map((step) => {
        const here = step.slug === current;
        const read = progress?.read.includes(step.slug) === true;
        return (
          <li key={step.slug}>
            <Link
              to={lessonPath(language, course, step.slug)}
              aria-current={here ? "step" : undefined}
              className={`flex min-h-11 items-start gap-3 rounded-lg p-2 text-sm hover:bg-brand-50 ${here ? "bg-brand-50 font-semibold text-slate-900" : "text-brand-800 underline-offset-2 hover:underline"}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold ${read ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-400 bg-white text-slate-700"}`}
              >
                {read ? <Check className="size-4" /> : step.order}
              </span>
              <span className="min-w-0 pt-0.5">
                {step.title}
                {read && <span className="sr-only"> ({words.statusRead})</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Beside the lesson on a wide screen. */
export function CourseStepsAside(props: StepsProps) {
  return (
    <nav
      aria-label={props.words.steps}
      className="hidden lg:sticky lg:top-24 lg:col-start-2! lg:row-span-6 lg:row-start-1 lg:block lg:self-start"
    >
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {props.words.steps}
      </h2>
      <StepList {...props} />
    </nav>
  );
}

/** On a narrow screen: "Lesson 2 of 5", which opens the same list; it stays in reach while reading. */
export function CourseStepsBar(props: StepsProps & { count: number }) {
  const order = props.steps.find((step) => step.slug === props.current)?.order ?? 1;
  return (
    // Sticky under the header (h-16) while the lesson is read, so the steps stay in reach (issue 51).
    <details className="group sticky top-16 z-30 mt-4 rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {fill(props.words.lessonOf, { order, count: props.count })}
        <span className="inline-flex items-center gap-1 text-brand-800">
          {props.words.stepsShow}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <nav
        aria-label={props.words.steps}
        className="max-h-[calc(100dvh-8rem)] overflow-y-auto overscroll-contain border-t border-slate-200 p-2"
      >
        <StepList {...props} />
      </nav>
    </details>
  );
}
