import { Link } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

/** After asking for an unsubscribe link by address: the same words whatever the address. */
export default function UnsubscribeSentPage() {
  const { language, t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.unsubscribe.sentTitle")}>
      <p className="mt-4 text-lg">{t("subscription.unsubscribe.sentBody")}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {t("subscription.confirm.back")}
      </Link>
    </NewsletterPage>
  );
}
