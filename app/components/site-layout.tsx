import { Outlet } from "react-router";
import type { Dictionary } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { I18nProvider } from "../i18n/i18n-context";
import { CookieBanner } from "./cookie-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** The shell around every page of one language. */
export function SiteLayout({ language, dictionary }: { language: Language; dictionary: Dictionary }) {
  return (
    <I18nProvider language={language} dictionary={dictionary}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </I18nProvider>
  );
}
