import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** Where the confirmation e-mail's link leads (live newsletter). */
export default function ConfirmPage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.confirm.title}>
      <p className="mt-4 text-lg">{words.confirm.body}</p>
      <OneButtonForm label={words.confirm.button} submitting={words.confirm.submitting} />
    </NewsletterPage>
  );
}
