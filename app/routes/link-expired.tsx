import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

/** A confirmation link used before, expired (48 hours) or unknown. */
export default function LinkExpiredPage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.expired.title")}>
      <p className="mt-4 text-lg">{t("subscription.expired.body")}</p>
      <SignUpAgainLink label={t("subscription.expired.signUpAgain")} />
    </NewsletterPage>
  );
}
