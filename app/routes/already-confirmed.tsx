import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** A confirmation link pressed again by a reader who is confirmed: nothing to do, and it says so. */
export default function AlreadyConfirmedPage() {
  const { language } = useI18n();
  const { words } = useLoaderData<typeof loader>();
  return (
    <NewsletterPage title={words.confirm.alreadyTitle}>
      <p className="mt-4 text-lg">{words.confirm.alreadyBody}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {words.confirm.back}
      </Link>
    </NewsletterPage>
  );
}
