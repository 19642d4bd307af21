import { useId } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { NewsletterPage, SignUpAgainLink } from "../components/newsletter-page";
import { Button } from "../components/ui/button";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { unsubscribeRequestPath } from "../lib/newsletter-api";

export function loader({ request }: LoaderFunctionArgs) {
  return newsletterPageData(languageOfRequest(request));
}

/** An unsubscribe link that is cut short, unknown or used (an unsubscribed reader is forgotten, so
 * their links lead nowhere). A reader still getting mail asks for a new link by address: a plain form
 * post, with or without JavaScript; the server answers alike for every address. */
export default function UnsubscribeInvalidPage() {
  const { language, t } = useI18n();
  const { words } = useLoaderData<typeof loader>();
  const inputId = useId();
  return (
    <NewsletterPage title={words.unsubscribe.invalidTitle}>
      <p className="mt-4 text-lg">{words.unsubscribe.invalidBody}</p>
      <form
        method="post"
        action={`${unsubscribeRequestPath}?lang=${language}`}
        className="mt-8 w-full text-left"
      >
        <input type="hidden" name="language" value={language} />
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          {t("newsletter.label")}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t("newsletter.placeholder")}
            // The browser's check, in the page's words rather than the browser's.
            onInvalid={(event) =>
              event.currentTarget.setCustomValidity(
                t(
                  event.currentTarget.validity.valueMissing
                    ? "subscription.errors.missingEmail"
                    : "subscription.errors.invalidEmail",
                ),
              )
            }
            onInput={(event) => event.currentTarget.setCustomValidity("")}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
          />
          <Button type="submit">{words.unsubscribe.requestButton}</Button>
        </div>
      </form>
      <SignUpAgainLink label={words.unsubscribe.signUpAgain} />
    </NewsletterPage>
  );
}
