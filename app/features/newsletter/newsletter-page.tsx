import type { ReactNode } from "react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { maxAddressLength, problemFromCode, type RefusalCode } from "#shared/newsletter-api.ts";
import { pathTo } from "#shared/paths.ts";
import { Button, buttonClasses } from "../../components/ui/button";
import { useI18n } from "../../i18n/i18n-context";

/** The frame of the live newsletter's pages: a title and what to do next. Not for search engines. */
export function NewsletterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** Another website's page posted this page's form (decision 064): nothing was done, and the page says
 * so in its own language, with a way back to ours. */
export function RefusedPage({ words }: { words: { title: string; body: string; back: string } }) {
  const { language } = useI18n();
  return (
    <NewsletterPage title={words.title}>
      <p className="mt-4 text-lg">{words.body}</p>
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {words.back}
      </Link>
    </NewsletterPage>
  );
}

/**
 * The one button of the confirm and unsubscribe pages. Opening the page changes nothing (mail
 * scanners open links); the button posts to the page's own URL, token included, with or without
 * JavaScript, and the route's action renders the outcome (decision 061).
 */
export function OneButtonForm({ label, submitting }: { label: string; submitting: string }) {
  const { language } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <form method="post" className="mt-8" onSubmit={() => setBusy(true)}>
      <input type="hidden" name="language" value={language} />
      <Button type="submit" disabled={busy} aria-label={busy ? submitting : undefined}>
        {busy ? "..." : label}
      </Button>
    </form>
  );
}

/** A link to the sign-up form of the reader's language. */
export function SignUpAgainLink({ label }: { label: string }) {
  const { language } = useI18n();
  return (
    <Link to={`${pathTo(language, "home")}#newsletter-email`} className={buttonClasses("primary", "mt-8")}>
      {label}
    </Link>
  );
}

/** "Mail me a new unsubscribe link": a plain form post to its route (routes/unsubscribe-link.tsx),
 * with or without JavaScript; the answer is the same for every address. */
export function UnsubscribeLinkForm({ button, code }: { button: string; code?: RefusalCode | undefined }) {
  const { language, t } = useI18n();
  const inputId = useId();
  const problemId = useId();
  // Only the client is ever refused here (its rate, another site's page), never an address.
  const problem = problemFromCode(code);
  return (
    <form method="post" action={pathTo(language, "unsubscribeLink")} className="mt-8 w-full text-left">
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        {t("newsletter.label")}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={maxAddressLength}
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
          aria-describedby={problem ? problemId : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
        />
        <Button type="submit">{button}</Button>
      </div>
      <p id={problemId} role="alert" className="mt-2 font-medium text-red-800 empty:hidden">
        {problem ? t(`subscription.errors.${problem}`) : ""}
      </p>
    </form>
  );
}
