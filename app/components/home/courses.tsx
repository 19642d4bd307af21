import { newsletterMode } from "../../config/site";
import { useI18n } from "../../i18n/i18n-context";
import { courseKeys } from "./course-keys";
import { SignupLink } from "./signup-link";

/** The three free courses (SPEC.md §1); each button leads to the newsletter sign-up. */
export function Courses() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="courses-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="courses-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("courses.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t(`courses.subtitle.${newsletterMode}`)}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {courseKeys.map((key) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p className="self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                {t("courses.free")}
              </p>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`courses.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t(`courses.${key}.description`)}</p>
              <SignupLink variant="secondary" className="mt-6">
                {t(`courses.${key}.cta.${newsletterMode}`)}
              </SignupLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
