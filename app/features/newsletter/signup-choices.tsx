import { type CourseSlug, courseKeys, courseSlugs, isCourseSlug } from "#shared/course-catalogue.ts";
import type { SignUpChoices } from "#shared/signup-chosen.ts";
import { useI18n } from "../../i18n/i18n-context";

export type Choices = SignUpChoices<CourseSlug>;

/** No course asked for: the form is the newsletter's, so the newsletter is ticked. */
export const defaultChoices: Choices = { newsletter: true, courses: [] };

/** Checked by the URL (`?course=<slug>`, where a course's button or page leads): that course alone. */
export function choicesFor(course: string | null | undefined): Choices {
  return course && isCourseSlug(course) ? { newsletter: false, courses: [course] } : defaultChoices;
}

const boxClasses = "mt-1 size-5 shrink-0 accent-brand-700";

/**
 * Live mode only: what the reader wants by e-mail, the newsletter and each course (issue 32). Named
 * boxes, so the script-free form posts them too (`newsletter=on`, `course=<slug>` per course, and the
 * `choices` marker that says the form had boxes at all; shared/newsletter-forms.ts).
 */
export function SignupChoices({
  choices,
  onChange,
  describedBy,
}: {
  choices: Choices;
  onChange: (choices: Choices) => void;
  describedBy?: string;
}) {
  const { t } = useI18n();
  const toggleCourse = (course: CourseSlug, checked: boolean) =>
    onChange({
      ...choices,
      courses: checked ? [...choices.courses, course] : choices.courses.filter((each) => each !== course),
    });
  return (
    <fieldset className="mt-6" aria-describedby={describedBy}>
      <input type="hidden" name="choices" value="1" />
      <legend className="font-semibold text-slate-900">{t("signupChoices.legend")}</legend>
      <p className="mt-1 text-sm text-slate-700">{t("signupChoices.hint")}</p>
      <ul className="mt-3 space-y-2">
        <li>
          <label className="flex gap-3 text-slate-900">
            <input
              type="checkbox"
              name="newsletter"
              checked={choices.newsletter}
              onChange={(event) => onChange({ ...choices, newsletter: event.target.checked })}
              className={boxClasses}
            />
            <span>{t("signupChoices.newsletter")}</span>
          </label>
        </li>
        {courseSlugs.map((course) => (
          <li key={course}>
            <label className="flex gap-3 text-slate-900">
              <input
                type="checkbox"
                name="course"
                value={course}
                checked={choices.courses.includes(course)}
                onChange={(event) => toggleCourse(course, event.target.checked)}
                className={boxClasses}
              />
              <span>{t("signupChoices.course", { course: t(`courses.${courseKeys[course]}.title`) })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
