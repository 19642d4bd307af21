import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { Courses } from "../components/home/courses";
import { Hero } from "../components/home/hero";
import { KeyChanges } from "../components/home/key-changes";
import { NewsletterSignup } from "../components/home/newsletter-signup";
import { StructuredData } from "../components/home/structured-data";
import { ToolRow } from "../components/home/tool-row";
import { PageMeta } from "../components/page-meta";
import { homePageData } from "../content/home-page-data.server";
import { languageOfRequest } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { pageMetaText } from "../i18n/page-text";

// Pre-rendered: the course cards' lesson counts and reading times come in the HTML (issue 41).
export function loader({ request }: LoaderFunctionArgs) {
  return homePageData(languageOfRequest(request));
}

export default function HomePage() {
  const { dictionary } = useI18n();
  const { title, description } = pageMetaText(dictionary, "home");
  const { cards } = useLoaderData<typeof loader>();
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
