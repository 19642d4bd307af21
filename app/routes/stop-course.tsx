import { Link } from "react-router";
import { pagesOf, readLinkQuery } from "#shared/newsletter-forms.ts";
import { pathTo } from "#shared/paths.ts";
import { buttonClasses } from "../components/ui/button";
import {
  courseStopPageData,
  languageOfRequest,
  newsletterPageData,
  withRefusal,
} from "../content/page-data.server";
import {
  NewsletterPage,
  OneButtonForm,
  RefusedPage,
  SignUpAgainLink,
  UnsubscribeLinkForm,
} from "../features/newsletter/newsletter-page";
import { useI18n } from "../i18n/i18n-context";
import type { Route } from "./+types/stop-course";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return withRefusal(context, {
    ...courseStopPageData(language),
    newsletter: newsletterPageData(language).words,
  });
}

/** The button: the token is in the page's own URL, where the form posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status } = await pagesOf(context).stopCourse(readLinkQuery(request));
  return { status };
}

/** Where a lesson mail's "stop this course" leads (live newsletter): no login, one button; the
 * newsletter and the reader's other courses stay. */
export default function StopCoursePage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { language } = useI18n();
  const { words, newsletter, refusal } = loaderData;
  if (refusal) return <RefusedPage words={newsletter.refused} />;
  if (result?.status === "stopped") {
    return (
      <NewsletterPage title={words.doneTitle}>
        <p className="mt-4 text-lg">{words.doneBody}</p>
        <Link to={`${pathTo(language, "home")}#courses-title`} className={buttonClasses("primary", "mt-8")}>
          {words.again}
        </Link>
      </NewsletterPage>
    );
  }
  if (result?.status === "invalid") {
    return (
      <NewsletterPage title={newsletter.unsubscribe.invalidTitle}>
        <p className="mt-4 text-lg">{newsletter.unsubscribe.invalidBody}</p>
        <UnsubscribeLinkForm button={newsletter.unsubscribe.requestButton} />
        <SignUpAgainLink label={newsletter.unsubscribe.signUpAgain} />
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title={words.title}>
      <p className="mt-4 text-lg">{words.body}</p>
      <OneButtonForm label={words.button} submitting={words.submitting} />
    </NewsletterPage>
  );
}
