import { BookOpen, Clock, List } from "lucide-react";
import { Link } from "react-router";
import { type CoursePageDictionary, fill, type Values } from "#shared/i18n/translate.ts";
import { coursePath, glossaryPath, lessonPath, pathTo } from "#shared/paths.ts";
import { languageInfo, newsletterMode } from "#shared/site.ts";
import { Breadcrumbs } from "../components/breadcrumbs";
import { JsonLd } from "../components/json-ld";
import { PageMeta } from "../components/page-meta";
import { languageOfRequest, lessonPageData } from "../content/page-data.server";
import { CalculatorMount } from "../features/calculator/lessons/calculator-mount";
import { CalculatorLink } from "../features/courses/calculator-link";
import { CourseStepsAside, CourseStepsBar } from "../features/courses/course-steps";
import { CourseSummary } from "../features/courses/course-summary";
import { LessonBody } from "../features/courses/lesson-body";
import { LessonEnd } from "../features/courses/lesson-end";
import { LessonPager } from "../features/courses/lesson-pager";
import { LessonStamp } from "../features/courses/lesson-stamp";
import { EnrolBlock } from "../features/newsletter/enrol-block";
import { useI18n } from "../i18n/i18n-context";
import { absoluteUrl } from "../lib/seo";
import { breadcrumbNode, organizationRef } from "../lib/structured-data";
import type { Route } from "./+types/lesson";

export function loader({ request, params }: Route.LoaderArgs) {
  return lessonPageData(languageOfRequest(request), params.course, params.lesson);
}

/** One lesson, typeset for reading, with the way back to its course and on to the next lesson. */
export default function LessonPage({ loaderData }: Route.ComponentProps) {
  const { course, lesson, previous, next, words, calculators, steps, quiz } = loaderData;
  const { language } = useI18n();
  const say = (key: keyof CoursePageDictionary, values?: Values) => fill(words[key], values);
  const here = lessonPath(language, course.slug, lesson.slug);
  const trail = [
    { name: say("home"), path: pathTo(language, "home") },
    { name: course.title, path: coursePath(language, course.slug) },
    { name: lesson.title, path: here },
  ];
  const resource = {
    "@type": "LearningResource",
    name: lesson.title,
    description: lesson.summary,
    url: absoluteUrl(here),
    inLanguage: languageInfo[language].htmlLang,
    timeRequired: `PT${lesson.readingMinutes}M`,
    isAccessibleForFree: true,
    position: lesson.order,
    isPartOf: { "@id": `${absoluteUrl(coursePath(language, course.slug))}#course` },
    publisher: organizationRef,
  };
  const link = (other: { slug: string; title: string } | undefined) =>
    other && { title: other.title, path: lessonPath(language, course.slug, other.slug) };
  const stepsProps = { language, course: course.slug, steps, current: lesson.slug, words };
  return (
    // On a wide screen a grid: the lesson in the first column, its course's steps beside it.
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-x-12 lg:*:col-start-1">
      <PageMeta
        title={say("lessonMetaTitle", { lesson: lesson.title, course: course.title })}
        description={lesson.summary}
      />
      <JsonLd graph={[resource, breadcrumbNode(trail)]} />
      <Breadcrumbs label={words.breadcrumb} trail={trail} />
      <CourseStepsBar {...stepsProps} count={course.lessonCount} />
      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-600">
          <span>{say("lessonOf", { order: lesson.order, count: course.lessonCount })}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {say("readingTime", { minutes: lesson.readingMinutes })}
          </span>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{lesson.title}</h1>
        <LessonStamp words={words} lesson={lesson} language={language} />
        <p className="mt-4 text-lg text-slate-700">{lesson.summary}</p>
      </header>
      <LessonBody html={lesson.html} className="mt-8" />
      <CalculatorMount data={calculators} language={language} />
      <LessonEnd
        course={course.slug}
        lessonCount={course.lessonCount}
        lesson={lesson.slug}
        quiz={quiz}
        words={words}
      />
      <p className="mt-10 rounded-2xl bg-slate-100 p-5 text-sm text-slate-700">{say("disclaimer")}</p>
      {/* The last lesson ends in the course's summary: the same for every reader, so pre-rendered. */}
      {!next && (
        <CourseSummary
          language={language}
          course={course.slug}
          count={course.lessonCount}
          words={words}
          title={say("end")}
        />
      )}
      <LessonPager words={words} previous={link(previous)} next={link(next)} />
      {/* After the quiz and "Next": the rest of the course by e-mail (issue 41); none after the last. */}
      {newsletterMode === "live" && next && (
        <EnrolBlock
          course={course.slug}
          title={say("byEmailRest")}
          what={say("byEmailWhat", { count: course.lessonCount })}
          action={say("byEmail")}
        />
      )}
      <p className="mt-8 flex flex-wrap gap-x-6">
        <Link
          to={coursePath(language, course.slug)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
        >
          <List aria-hidden="true" className="size-4" />
          {say("allLessons")}
        </Link>
        <Link
          to={glossaryPath(language)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {say("glossary")}
        </Link>
        <CalculatorLink language={language} course={course.slug} label={say("calculator")} />
      </p>
      <CourseStepsAside {...stepsProps} />
    </article>
  );
}
