import { legalLastUpdated } from "../config/site";
import { useI18n } from "../i18n/i18n-context";
import { formatDate } from "../lib/format-date";
import { PageMeta } from "./page-meta";

type LegalDocument = "privacy" | "cookiePolicy" | "terms";

/** The frame shared by the three legal pages: title, summary and the last-updated date. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { language, t } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title={t(`${document}.metaTitle`)} description={t(`${document}.metaDescription`)} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(`${document}.title`)}
      </h1>
      <p className="mt-3 text-sm text-slate-600">
        {t("legal.lastUpdated", { date: formatDate(legalLastUpdated, language) })}
      </p>
      <p className="mt-6 text-lg">{t(`${document}.summary`)}</p>
    </article>
  );
}
