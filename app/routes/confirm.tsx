import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { chosenList, useChosen, useChosenTitles } from "../components/chosen-words";
import { NewsletterPage, OneButtonForm } from "../components/newsletter-page";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { fill } from "../i18n/translate";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** Where the confirmation e-mail's link leads (live newsletter). */
export default function ConfirmPage() {
  const { language } = useI18n();
  const { words } = useLoaderData<typeof loader>();
  // A course's link carries `?for=` (issue 41): the page then names the course, not the newsletter.
  const chosen = useChosen();
  const titles = useChosenTitles(chosen);
  const { chosen: about } = words;
  const title = !chosen
    ? words.confirm.title
    : titles.length > 1
      ? about.confirmTitleMany
      : about.confirmTitle;
  return (
    <NewsletterPage title={title}>
      <p className="mt-4 text-lg">
        {chosen
          ? fill(about.confirmBody, { choices: chosenList(chosen, titles, about, language) })
          : words.confirm.body}
      </p>
      <OneButtonForm
        label={chosen ? about.confirmButton : words.confirm.button}
        submitting={words.confirm.submitting}
      />
    </NewsletterPage>
  );
}
