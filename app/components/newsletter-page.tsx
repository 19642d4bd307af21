import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { pathTo } from "../lib/paths";
import { Button, buttonClasses } from "./ui/button";

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

/**
 * The one button of the confirm and unsubscribe pages. Opening the page changes nothing (mail
 * scanners open links); the button posts to the page's own URL, token included, with or without
 * JavaScript, and the server answers with the outcome page (server/newsletter/http/routes.ts).
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
