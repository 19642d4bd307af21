import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

/** Where every e-mail's unsubscribe link leads (live newsletter): no login, one button. */
export default function UnsubscribePage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.unsubscribe.title")}>
      <p className="mt-4 text-lg">{t("subscription.unsubscribe.body")}</p>
      <OneButtonForm
        label={t("subscription.unsubscribe.button")}
        submitting={t("subscription.unsubscribe.submitting")}
      />
    </NewsletterPage>
  );
}
