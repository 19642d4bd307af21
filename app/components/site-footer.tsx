import { Link } from "react-router";
import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import type { TextKey } from "#shared/i18n/translate.ts";
import { calculatorPath, coursePath, glossaryPath } from "#shared/paths.ts";
import { company, copyrightYear } from "#shared/site.ts";
import { useI18n } from "../i18n/i18n-context";
import { reopenConsent } from "../lib/cookie-consent";
import { NavLinks } from "./nav-links";

export function SiteFooter() {
  const { language, t } = useI18n();
  // Beside SPEC.md's four pages, the product itself: the courses and the two tools (issue 51).
  const learn: [string, string][] = [
    ...courseSlugs.map((course): [string, string] => [
      t(`courses.${courseKeys[course]}.title`),
      coursePath(language, course),
    ]),
    [t("tools.calculator"), calculatorPath(language)],
    [t("tools.glossary"), glossaryPath(language)],
  ];
  const linkClassName = "inline-flex min-h-6 py-1 underline-offset-4 hover:underline";
  const legalDetails: [TextKey, string][] = [
    ["footer.registrationNumber", company.registrationNumber],
    ["footer.vatId", company.vatId],
    // Until the operator sets it (shared/site.ts), a note that plainly reads as one.
    ["footer.financialLicence", company.financialLicence ?? t("footer.licencePlaceholder")],
    ["footer.jurisdiction", company.jurisdiction],
    ["footer.incorporated", String(company.incorporated)],
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
        <div>
          <p className="text-lg font-bold text-brand-900">{company.legalName}</p>
          <p className="mt-2">{t("footer.description")}</p>
          <p className="mt-4 text-sm">{t("footer.disclaimer")}</p>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="font-semibold text-slate-900">
            {t("footer.pages")}
          </h2>
          <NavLinks
            className="mt-3 flex flex-col gap-1"
            linkClassName={`${linkClassName} aria-[current=page]:font-semibold`}
          />
        </nav>
        <nav aria-labelledby="footer-learn">
          <h2 id="footer-learn" className="font-semibold text-slate-900">
            {t("footer.learn")}
          </h2>
          <ul className="mt-3 flex flex-col gap-1">
            {learn.map(([label, path]) => (
              <li key={path}>
                <Link to={path} className={linkClassName}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-slate-900">{t("footer.companyDetails")}</h2>
          <dl className="mt-3 flex flex-col gap-1.5 text-sm">
            {legalDetails.map(([label, value]) => (
              // A wrapping row, not a grid: it reflows at 320 px and at 200 % text.
              <div key={label} className="flex flex-wrap gap-x-3">
                <dt className="text-slate-600">{t(label)}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm sm:px-6">
          <p>{t("footer.copyright", { year: copyrightYear, company: company.legalName })}</p>
          {/* Opens the cookie banner again: changing the choice is as easy as giving it. */}
          <button
            type="button"
            onClick={(event) => reopenConsent(event.currentTarget)}
            className="inline-flex min-h-6 cursor-pointer items-center py-1 underline underline-offset-4 hover:text-brand-900"
          >
            {t("cookie.settings")}
          </button>
        </div>
      </div>
    </footer>
  );
}
