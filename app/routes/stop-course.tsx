import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { useI18n } from "../i18n/i18n-context";

/** Where a lesson mail's "stop this course" leads (live newsletter): no login, one button; the
 * newsletter and the reader's other courses stay. */
export default function StopCoursePage() {
  const { t } = useI18n();
  return (
    <NewsletterPage title={t("courseStop.title")}>
      <p className="mt-4 text-lg">{t("courseStop.body")}</p>
      <OneButtonForm label={t("courseStop.button")} submitting={t("courseStop.submitting")} />
    </NewsletterPage>
  );
}
