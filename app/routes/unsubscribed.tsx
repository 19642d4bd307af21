import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

export default function UnsubscribedPage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.unsubscribe.doneTitle")}>
      <p className="mt-4 text-lg">{t("subscription.unsubscribe.doneBody")}</p>
      <SignUpAgainLink label={t("subscription.unsubscribe.signUpAgain")} />
    </NewsletterPage>
  );
}
