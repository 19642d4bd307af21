import { PageMeta } from "../components/page-meta";
import { useI18n } from "../i18n/i18n-context";

export default function HomePage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta title={t("home.metaTitle")} description={t("home.metaDescription")} />
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("hero.title")}</h1>
      <p className="mt-4 text-xl">{t("hero.subtitle")}</p>
    </section>
  );
}
