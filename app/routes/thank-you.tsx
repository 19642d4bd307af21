import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "../components/page-meta";
import { buttonClasses } from "../components/ui/button";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

export default function ThankYouPage() {
  const { language, t } = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <PageMeta title={t("thankYou.metaTitle")} description={t("thankYou.message")} />
      <CircleCheck aria-hidden="true" className="size-16 text-emerald-600" strokeWidth={1.75} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t("thankYou.title")}</h1>
      <p className="mt-4 text-lg">{t("thankYou.message")}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {t("thankYou.back")}
      </Link>
    </div>
  );
}
