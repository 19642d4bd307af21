import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { courseStopPageData, languageOfRequest } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

export function loader({ request }: LoaderFunctionArgs) {
  return courseStopPageData(languageOfRequest(request));
}

/** After "stop this course": that course has ended, nothing else has. */
export default function StoppedCoursePage() {
  const { language } = useI18n();
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.doneTitle}>
      <p className="mt-4 text-lg">{words.doneBody}</p>
      <Link to={`${pathTo(language, "home")}#courses-title`} className={buttonClasses("primary", "mt-8")}>
        {words.again}
      </Link>
    </NewsletterPage>
  );
}
