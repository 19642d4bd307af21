import { Link } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

/** After "stop this course": that course has ended, nothing else has. */
export default function StoppedCoursePage() {
  const { language, t } = useI18n();
  return (
    <NewsletterPage title={t("courseStop.doneTitle")}>
      <p className="mt-4 text-lg">{t("courseStop.doneBody")}</p>
      <Link to={`${pathTo(language, "home")}#courses-title`} className={buttonClasses("primary", "mt-8")}>
        {t("courseStop.again")}
      </Link>
    </NewsletterPage>
  );
}
