import { Mail } from "lucide-react";
import { Link } from "react-router";
import { pathTo } from "#shared/paths.ts";
import { buttonClasses } from "../../components/ui/button";
import { useI18n } from "../../i18n/i18n-context";
import { newsletterInputId } from "./scroll-to-signup";

/** The one way to have a course by e-mail (issue 41, live mode): what the reader gets, and a link to
 * the sign-up with this course ticked (`?course=`, read by the form) and the newsletter not. */
export function EnrolBlock({
  course,
  title,
  what,
  action,
}: {
  course: string;
  /** The block's heading: "Get this course by e-mail", or at a lesson's end, "the remaining lessons". */
  title: string;
  /** N lessons, how often, stop at any time. */
  what: string;
  /** The link's words: what it does. */
  action: string;
}) {
  const { language } = useI18n();
  return (
    <section
      aria-labelledby="enrol-title"
      className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="enrol-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{what}</p>
      <Link
        to={`${pathTo(language, "home")}?course=${course}#${newsletterInputId}`}
        className={buttonClasses("primary", "mt-4")}
      >
        {action}
      </Link>
    </section>
  );
}
