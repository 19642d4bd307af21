import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { courseStopPageData, languageOfRequest } from "../content/page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return courseStopPageData(languageOfRequest(request));
}

/** Where a lesson mail's "stop this course" leads (live newsletter): no login, one button; the
 * newsletter and the reader's other courses stay. */
export default function StopCoursePage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.title}>
      <p className="mt-4 text-lg">{words.body}</p>
      <OneButtonForm label={words.button} submitting={words.submitting} />
    </NewsletterPage>
  );
}
