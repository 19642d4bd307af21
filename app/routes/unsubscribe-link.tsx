import { data, Link } from "react-router";
import { pagesOf, readUnsubscribeLinkForm, refusalOf } from "#shared/newsletter-forms.ts";
import { pathTo } from "#shared/paths.ts";
import { buttonClasses } from "../components/ui/button";
import { languageOfRequest, newsletterPageData, withRefusal } from "../content/page-data.server";
import {
  NewsletterPage,
  RefusedPage,
  SignUpAgainLink,
  UnsubscribeLinkForm,
} from "../features/newsletter/newsletter-page";
import { useI18n } from "../i18n/i18n-context";
import type { Route } from "./+types/unsubscribe-link";

export function loader({ request, context }: Route.LoaderArgs) {
  return withRefusal(context, newsletterPageData(languageOfRequest(request)));
}

/** The answer comes first, the same for every address, well-formed or not (decision 032); only the
 * client's rate is refused (the server's refusal in the context). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refusalOf(context);
  if (refused) return data({ sent: false, code: refused.code }, { status: refused.httpStatus });
  const form = readUnsubscribeLinkForm(await request.formData());
  if (form.success) pagesOf(context).requestUnsubscribeLink(form.data.email, languageOfRequest(request));
  return { sent: true, code: undefined };
}

/** A reader whose unsubscribe link no longer works asks for a new one by address. */
export default function UnsubscribeLinkPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { language } = useI18n();
  const { words, refusal } = loaderData;
  if (refusal && !result) return <RefusedPage words={words.refused} />;
  if (result?.sent) {
    return (
      <NewsletterPage title={words.unsubscribe.sentTitle}>
        <p className="mt-4 text-lg">{words.unsubscribe.sentBody}</p>
        <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
          {words.confirm.back}
        </Link>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={words.unsubscribe.invalidTitle}>
      <p className="mt-4 text-lg">{words.unsubscribe.invalidBody}</p>
      <UnsubscribeLinkForm button={words.unsubscribe.requestButton} code={result?.code} />
      <SignUpAgainLink label={words.unsubscribe.signUpAgain} />
    </NewsletterPage>
  );
}
