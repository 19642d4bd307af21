import { Courses } from "../components/home/courses";
import { Hero } from "../components/home/hero";
import { KeyChanges } from "../components/home/key-changes";
import { NewsletterSignup } from "../components/home/newsletter-signup";
import { StructuredData } from "../components/home/structured-data";
import { PageMeta } from "../components/page-meta";
import { useI18n } from "../i18n/i18n-context";

export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t("home.metaTitle")} description={t("home.metaDescription")} />
      <StructuredData />
      <Hero />
      <KeyChanges />
      <Courses />
      <NewsletterSignup />
    </>
  );
}
