import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CourseSlug } from "#shared/course-catalogue.ts";
import { calculatorPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";

/** The courses whose topic the tax calculator computes: income, the tax rates and the tax for a
 * year (general tax planning). The others' own calculators sit in their lessons (`::calculator[kind]`). */
const calculatorCourses: ReadonlySet<string> = new Set<CourseSlug>(["general-tax-planning"]);

/** A link to the tax calculator on a course page and its lessons, where it computes their topic
 * (issue 51); nothing elsewhere. */
export function CalculatorLink({
  language,
  course,
  label,
}: {
  language: Language;
  course: string;
  label: string;
}) {
  if (!calculatorCourses.has(course)) return null;
  return (
    <Link
      to={calculatorPath(language)}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
