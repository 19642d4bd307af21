import { pagesOf, readLinkQuery } from "#shared/newsletter-forms.ts";
import { languageOfRequest, newsletterPageData, withRefusal } from "../content/page-data.server";
import {
  NewsletterPage,
  OneButtonForm,
  RefusedPage,
  SignUpAgainLink,
  UnsubscribeLinkForm,
} from "../features/newsletter/newsletter-page";
import type { Route } from "./+types/unsubscribe";

export function loader({ request, context }: Route.LoaderArgs) {
  return withRefusal(context, newsletterPageData(languageOfRequest(request)));
}

/** The button: the token is in the page's own URL, where the form posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status } = await pagesOf(context).unsubscribe(readLinkQuery(request));
  return { status };
}

/** Where every e-mail's unsubscribe link leads (live newsletter): no login, one button. A link cut
 * short, unknown or used (an unsubscribed reader is forgotten, so their links lead nowhere) says so,
 * and a reader still getting mail asks for a new link by address. */
export default function UnsubscribePage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { words, refusal } = loaderData;
  if (refusal) return <RefusedPage words={words.refused} />;
  if (result?.status === "unsubscribed") {
    return (
      <NewsletterPage title={words.unsubscribe.doneTitle}>
        <p className="mt-4 text-lg">{words.unsubscribe.doneBody}</p>
        <SignUpAgainLink label={words.unsubscribe.signUpAgain} />
      </NewsletterPage>
    );
  }
  if (result?.status === "invalid") {
    return (
      <NewsletterPage title={words.unsubscribe.invalidTitle}>
        <p className="mt-4 text-lg">{words.unsubscribe.invalidBody}</p>
        <UnsubscribeLinkForm button={words.unsubscribe.requestButton} />
        <SignUpAgainLink label={words.unsubscribe.signUpAgain} />
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={words.unsubscribe.title}>
      <p className="mt-4 text-lg">{words.unsubscribe.body}</p>
      <OneButtonForm label={words.unsubscribe.button} submitting={words.unsubscribe.submitting} />
    </NewsletterPage>
  );
}
