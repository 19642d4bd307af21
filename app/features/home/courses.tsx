import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type CourseSlug, courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import { coursePath, lessonPath } from "#shared/paths.ts";
import { newsletterMode } from "#shared/site.ts";
import { buttonClasses } from "../../components/ui/button";
import { useI18n } from "../../i18n/i18n-context";
import { CourseCardProgress, CourseCardStart } from "../courses/course-card-progress";
import { CourseIllustration } from "../courses/course-illustration";
import { SignupLink } from "../newsletter/signup-link";
import type { CourseCardFacts } from "./home-page-data.server";

/** The three free courses (SPEC.md §1): each card's one primary action starts lesson 1 (issue 41); its
 * button leads to the sign-up as SPEC.md says, drawn as secondary; the title links the course page. */
export function Courses({ cards }: { cards: Record<CourseSlug, CourseCardFacts> }) {
  const { language, t } = useI18n();
  return (
    <section id="courses" aria-labelledby="courses-title" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="courses-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("courses.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t(`courses.subtitle.${newsletterMode}`)}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {courseSlugs.map((course) => {
            const key = courseKeys[course];
            const title = t(`courses.${key}.title`);
            const facts = cards[course];
            return (
              <li
                key={course}
                className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              >
                <div className="bg-brand-50">
                  <CourseIllustration course={course} className="mx-auto block h-32 w-auto" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-slate-900">
                    <Link to={coursePath(language, course)} className="hover:underline">
                      {title}
                    </Link>
                  </h3>
                  {/* "Free" in the card's facts line, not a pill (issue 51: a face of our own). */}
                  <p className="mt-1 text-sm text-slate-600">
                    <span className="font-semibold text-emerald-800">{t("courses.free")}</span>
                    {" · "}
                    {t("courses.meta", { count: facts.lessonCount, minutes: facts.minutes })}
                  </p>
                  <CourseCardProgress course={course} />
                  <p className="mt-2 flex-1 text-slate-700">{t(`courses.${key}.description`)}</p>
                  {/* Stacked, the same width: the sign-up button never outgrows the primary (issue 41). */}
                  <div className="mt-6 grid gap-3">
                    <CourseCardStart course={course} title={title} lessons={facts.lessons} />
                    <SignupLink variant="secondary" course={course} className="whitespace-nowrap">
                      {t(`courses.${key}.cta.${newsletterMode}`)}
                      <span className="sr-only">: {title}</span>
                    </SignupLink>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
