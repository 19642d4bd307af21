import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** Where every e-mail's unsubscribe link leads (live newsletter): no login, one button. */
export default function UnsubscribePage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.unsubscribe.title}>
      <p className="mt-4 text-lg">{words.unsubscribe.body}</p>
      <OneButtonForm label={words.unsubscribe.button} submitting={words.unsubscribe.submitting} />
    </NewsletterPage>
  );
}
