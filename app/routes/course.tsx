import { ArrowRight, Check, Clock } from "lucide-react";
import { Link } from "react-router";
import { type CoursePageDictionary, fill, type Values } from "#shared/i18n/translate.ts";
import { coursePath, glossaryPath, lessonPath, pathTo } from "#shared/paths.ts";
import { newsletterMode } from "#shared/site.ts";
import { Breadcrumbs } from "../components/breadcrumbs";
import { JsonLd } from "../components/json-ld";
import { PageMeta } from "../components/page-meta";
import { coursePageData, languageOfRequest } from "../content/page-data.server";
import { CalculatorLink } from "../features/courses/calculator-link";
import { CourseContinue } from "../features/courses/course-continue";
import { CourseIllustration } from "../features/courses/course-illustration";
import { CourseProgressPanel, LessonStatus } from "../features/courses/course-progress-panel";
import { CourseReview } from "../features/courses/course-review";
import { CourseSummaryWhenFinished } from "../features/courses/course-summary";
import { LessonBody } from "../features/courses/lesson-body";
import { EnrolBlock } from "../features/newsletter/enrol-block";
import { useI18n } from "../i18n/i18n-context";
import { absoluteUrl } from "../lib/seo";
import { breadcrumbNode, courseNode } from "../lib/structured-data";
import type { Route } from "./+types/course";

export function loader({ request, params }: Route.LoaderArgs) {
  return coursePageData(languageOfRequest(request), params.course);
}

/** A course: what it teaches, and its lessons in order with their reading times. */
export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, words } = loaderData;
  const { language } = useI18n();
  const say = (key: keyof CoursePageDictionary, values?: Values) => fill(words[key], values);
  const minutes = course.lessons.reduce((sum, lesson) => sum + lesson.readingMinutes, 0);
  const trail = [
    { name: say("home"), path: pathTo(language, "home") },
    { name: course.title, path: coursePath(language, course.slug) },
  ];
  const parts = course.lessons.map((lesson) => ({
    "@type": "LearningResource",
    name: lesson.title,
    description: lesson.summary,
    url: absoluteUrl(lessonPath(language, course.slug, lesson.slug)),
    position: lesson.order,
    timeRequired: `PT${lesson.readingMinutes}M`,
  }));
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={say("metaTitle", { course: course.title })} description={course.summary} />
      <JsonLd
        graph={[
          courseNode(language, { ...course, description: course.summary }, { hasPart: parts }),
          breadcrumbNode(trail),
        ]}
      />
      <Breadcrumbs label={words.breadcrumb} trail={trail} />
      <div className="mt-6 grid items-start gap-8 md:grid-cols-[1fr_16rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">{say("kicker")}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {course.title}
          </h1>
          <LessonBody html={course.introHtml} className="mt-4 text-lg" />
          <p className="mt-4 flex items-center gap-2 text-slate-700">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {say("overview", { count: course.lessons.length, minutes })}
          </p>
          <CourseContinue language={language} course={course.slug} lessons={course.lessons} words={words} />
        </div>
        <CourseIllustration
          course={course.slug}
          loading="eager"
          className="order-first h-28 w-auto rounded-2xl md:order-none md:h-auto md:w-full"
        />
      </div>

      <section aria-labelledby="learn-title" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="learn-title" className="text-xl font-semibold text-slate-900">
          {say("learn")}
        </h2>
        <ul className="mt-4 space-y-3">
          {course.outcomes.map((outcome) => (
            <li key={outcome} className="flex gap-3 text-slate-800">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {outcome}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lessons-title" className="mt-12">
        <h2 id="lessons-title" className="text-2xl font-semibold text-slate-900">
          {say("lessons")}
        </h2>
        <ol className="mt-6 space-y-4">
          {course.lessons.map((lesson) => (
            <li key={lesson.slug} className="rounded-2xl border border-slate-200 p-5 hover:border-brand-600">
              <p className="text-sm text-slate-600">
                {say("lessonOf", { order: lesson.order, count: course.lessons.length })} ·{" "}
                {say("readingTime", { minutes: lesson.readingMinutes })}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <Link
                  to={lessonPath(language, course.slug, lesson.slug)}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {lesson.title}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700">{lesson.summary}</p>
              <LessonStatus course={course.slug} lesson={lesson.slug} words={words} />
            </li>
          ))}
        </ol>
        <CourseProgressPanel course={course.slug} count={course.lessons.length} words={words} />
        <CourseSummaryWhenFinished
          language={language}
          course={course.slug}
          lessons={course.lessons}
          count={course.lessons.length}
          words={words}
        />
        <p className="mt-6 flex flex-wrap gap-x-6">
          <Link
            to={glossaryPath(language)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
          >
            {say("glossary")}
            {/* Not a new icon: one the home page's shared script already carries. */}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <CalculatorLink language={language} course={course.slug} label={say("calculator")} />
        </p>
      </section>

      <CourseReview review={course.review} words={words} />

      {newsletterMode === "live" && (
        <EnrolBlock
          course={course.slug}
          title={say("byEmail")}
          what={say("byEmailWhat", { count: course.lessons.length })}
          action={say("byEmail")}
        />
      )}
    </article>
  );
}
