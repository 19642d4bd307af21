import { Courses } from "../components/home/courses";
import { Hero } from "../components/home/hero";
import { KeyChanges } from "../components/home/key-changes";
import { NewsletterSignup } from "../components/home/newsletter-signup";
import { StructuredData } from "../components/home/structured-data";
import { PageMeta } from "../components/page-meta";
import { useI18n } from "../i18n/i18n-context";
import { pageMetaText } from "../i18n/page-text";

export default function HomePage() {
  const { dictionary } = useI18n();
  const { title, description } = pageMetaText(dictionary, "home");
  return (
    <>
      <PageMeta title={title} description={description} />
      <StructuredData />
      <Hero />
      <KeyChanges />
      <Courses />
      <NewsletterSignup />
    </>
  );
}
