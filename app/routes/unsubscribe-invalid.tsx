import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

/** An unsubscribe link that is cut short or unknown. */
export default function UnsubscribeInvalidPage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.unsubscribe.invalidTitle")}>
      <p className="mt-4 text-lg">{t("subscription.unsubscribe.invalidBody")}</p>
      <SignUpAgainLink label={t("subscription.unsubscribe.signUpAgain")} />
    </NewsletterPage>
  );
}
