import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** After asking for an unsubscribe link by address: the same words whatever the address. */
export default function UnsubscribeSentPage() {
  const { language } = useI18n();
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.unsubscribe.sentTitle}>
      <p className="mt-4 text-lg">{words.unsubscribe.sentBody}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {words.confirm.back}
      </Link>
    </NewsletterPage>
  );
}
