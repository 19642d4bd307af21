import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { courseKeys, courseSlugs, isCourseSlug } from "#shared/course-catalogue.ts";
import { type CoursePageDictionary, fill } from "#shared/i18n/translate.ts";
import { coursePath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import { useI18n } from "../../i18n/i18n-context";
import { CalculatorLink } from "./calculator-link";
import { courseStanding, useCourseProgress } from "./course-progress";

type SummaryWords = Pick<
  CoursePageDictionary,
  | "summaryTitle"
  | "summaryQuiz"
  | "summaryBefore"
  | "summaryStep1"
  | "summaryStep2"
  | "summaryStep3"
  | "summaryNext"
  | "calculator"
>;

/**
 * What ends a course (issue 51): the quizzes passed as this browser keeps them, what to do before the
 * return, the calculator where it computes the course's topic, and the next course. Its text is the
 * same for every reader; only the quiz line comes with hydration, in a line kept for it (CLS 0).
 */
export function CourseSummary({
  language,
  course,
  count,
  words,
  title = words.summaryTitle,
}: {
  language: Language;
  course: string;
  count: number;
  words: SummaryWords;
  title?: string;
}) {
  const { t } = useI18n();
  const progress = useCourseProgress(course);
  const passed = Math.min(progress?.passed.length ?? 0, count);
  const at = isCourseSlug(course) ? courseSlugs.indexOf(course) : -1;
  const next = courseSlugs[(at + 1) % courseSlugs.length] ?? courseSlugs[0];
  return (
    <section
      id="course-summary"
      aria-labelledby="course-summary-title"
      className="mt-8 scroll-mt-20 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
    >
      <h2 id="course-summary-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p
        className={`mt-3 flex min-h-6 items-center gap-2 font-semibold text-emerald-800 ${progress ? "" : "invisible"}`}
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {fill(words.summaryQuiz, { passed, count })}
      </p>
      <h3 className="mt-5 font-semibold text-slate-900">{words.summaryBefore}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {[words.summaryStep1, words.summaryStep2, words.summaryStep3].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6">
        <CalculatorLink language={language} course={course} label={words.calculator} />
        <Link
          to={coursePath(language, next)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
        >
          {fill(words.summaryNext, { course: t(`courses.${courseKeys[next]}.title`) })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}

/** On the course page: the summary once every lesson is read. It comes with hydration, after the
 * list of lessons, below the first screen. */
export function CourseSummaryWhenFinished(
  props: Parameters<typeof CourseSummary>[0] & { lessons: { slug: string }[] },
) {
  const { lessons, ...rest } = props;
  const standing = courseStanding(lessons, useCourseProgress(props.course));
  return standing.kind === "finished" ? <CourseSummary {...rest} /> : null;
}
