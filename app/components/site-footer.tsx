import { company, copyrightYear } from "../config/site";
import { useI18n } from "../i18n/i18n-context";
import type { TextKey } from "../i18n/translate";
import { NavLinks } from "./nav-links";

const legalDetails: [TextKey, string][] = [
  ["footer.registrationNumber", company.registrationNumber],
  ["footer.vatId", company.vatId],
  ["footer.financialLicence", company.financialLicence],
  ["footer.jurisdiction", company.jurisdiction],
  ["footer.incorporated", String(company.incorporated)],
];

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
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
            linkClassName="inline-flex min-h-6 py-1 underline-offset-4 hover:underline aria-[current=page]:font-semibold"
          />
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
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">
          {t("footer.copyright", { year: copyrightYear, company: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
