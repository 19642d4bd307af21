import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** A confirmation link used before, expired (48 hours) or unknown. */
export default function LinkExpiredPage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.expired.title}>
      <p className="mt-4 text-lg">{words.expired.body}</p>
      <SignUpAgainLink label={words.expired.signUpAgain} />
    </NewsletterPage>
  );
}
