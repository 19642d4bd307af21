import { PageMeta } from "../components/page-meta";
import { languageOfRequest } from "../content/page-data.server";
import { Courses } from "../features/home/courses";
import { Hero } from "../features/home/hero";
import { homePageData } from "../features/home/home-page-data.server";
import { KeyChanges } from "../features/home/key-changes";
import { StructuredData } from "../features/home/structured-data";
import { ToolRow } from "../features/home/tool-row";
import { NewsletterSignup } from "../features/newsletter/newsletter-signup";
import { useI18n } from "../i18n/i18n-context";
import { pageMetaText } from "../i18n/page-text";
import type { Route } from "./+types/home";

// Pre-rendered: the course cards' lesson counts and reading times come in the HTML (issue 41).
export function loader({ request }: Route.LoaderArgs) {
  return homePageData(languageOfRequest(request));
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { dictionary } = useI18n();
  const { title, description } = pageMetaText(dictionary, "home");
  const { cards } = loaderData;
  return (
    <>
      <PageMeta title={title} description={description} />
      <StructuredData />
      <Hero />
      <ToolRow />
      <KeyChanges />
      <Courses cards={cards} />
      <NewsletterSignup />
    </>
  );
}
