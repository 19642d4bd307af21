import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

export default function UnsubscribedPage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.unsubscribe.doneTitle}>
      <p className="mt-4 text-lg">{words.unsubscribe.doneBody}</p>
      <SignUpAgainLink label={words.unsubscribe.signUpAgain} />
    </NewsletterPage>
  );
}
