import { Link } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

/** A confirmation link pressed again by a reader who is confirmed: nothing to do, and it says so. */
export default function AlreadyConfirmedPage() {
  const { language, t } = useI18n();
  return (
    <NewsletterPage title={t("subscription.confirm.alreadyTitle")}>
      <p className="mt-4 text-lg">{t("subscription.confirm.alreadyBody")}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {t("subscription.confirm.back")}
      </Link>
    </NewsletterPage>
  );
}
