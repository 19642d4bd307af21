import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, PrefetchPageLinks, useNavigate } from "react-router";
import { newsletterMode, timings } from "../../config/site";
import { useI18n } from "../../i18n/i18n-context";
import { pathTo } from "../../lib/paths";
import { newsletterInputId } from "../../lib/scroll-to-signup";
import { Button } from "../ui/button";

/**
 * SPEC.md §4: idle → submitting (button disabled, label "...") → after 1 s the thank-you page of the
 * current language. The sign-up is simulated: the address leaves neither this component nor the page.
 * The input has no `name`, so even the script-free form (which still leads to the thank-you page)
 * cannot put the address in a URL.
 */
export function NewsletterSignup() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // Once the reader heads for the form, fetch the thank-you page's code so the switch is instant.
  const [intent, setIntent] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const thankYouPath = pathTo(language, "thankYou");

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || email.trim() === "") return;
    setSubmitting(true);
    timer.current = window.setTimeout(() => navigate(thankYouPath), timings.submitDelayMs);
  };

  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-12">
        <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`newsletter.subtitle.${newsletterMode}`)}</p>
        <form
          action={thankYouPath}
          method="get"
          onSubmit={onSubmit}
          onFocus={() => setIntent(true)}
          toolname="subscribe_to_newsletter"
          tooldescription={t(`newsletter.toolDescription.${newsletterMode}`)}
          className="mt-8 max-w-xl"
        >
          {intent && <PrefetchPageLinks page={thankYouPath} />}
          <label htmlFor={newsletterInputId} className="block font-semibold text-slate-900">
            {t("newsletter.label")}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={newsletterInputId}
              type="email"
              required
              autoComplete="email"
              toolparamtitle="email"
              toolparamdescription={t("newsletter.toolParamDescription")}
              placeholder={t("newsletter.placeholder")}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              readOnly={submitting}
              className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
            />
            <Button type="submit" disabled={submitting} className="sm:min-w-36">
              {submitting ? "..." : t("newsletter.subscribe")}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {submitting ? t("newsletter.submitting") : ""}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            {t(`newsletter.privacyNote.${newsletterMode}`)}{" "}
            <Link to={pathTo(language, "privacy")} className="font-medium underline underline-offset-2">
              {t("privacy.title")}
            </Link>
          </p>
        </form>
      </div>
    </section>
  );
}
