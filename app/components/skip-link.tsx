import { useI18n } from "../i18n/i18n-context";

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-3 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("nav.skipToContent")}
    </a>
  );
}
