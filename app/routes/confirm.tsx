import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

/** Where the confirmation e-mail's link leads (live newsletter). */
export default function ConfirmPage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.confirm.title")}>
      <p className="mt-4 text-lg">{t("subscription.confirm.body")}</p>
      <OneButtonForm
        label={t("subscription.confirm.button")}
        submitting={t("subscription.confirm.submitting")}
      />
    </NewsletterPage>
  );
}
