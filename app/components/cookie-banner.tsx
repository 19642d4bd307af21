import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { pathTo } from "#shared/paths.ts";
import { useI18n } from "../i18n/i18n-context";
import {
  type ConsentChoice,
  saveConsent,
  takeOpener,
  useConsent,
  useConsentReopened,
} from "../lib/cookie-consent";
import { Button } from "./ui/button";

/** Fixed at the bottom until the visitor chooses. Declining is exactly as easy as accepting: same
 * size, same look, side by side (the Swedish regulators' requirement). Cookie Settings in the footer
 * opens it again: it then takes focus, says the current answer, and gives focus back once answered. */
export function CookieBanner() {
  const { language, t } = useI18n();
  const consent = useConsent();
  const reopened = useConsentReopened();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  if (consent !== null && !reopened) return null;

  const choose = (choice: ConsentChoice) => {
    const opener = takeOpener();
    saveConsent(choice);
    opener?.focus();
  };

  return (
    <section
      ref={region}
      id="cookie-banner"
      aria-label={t("cookie.region")}
      tabIndex={reopened ? -1 : undefined}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-700">
          {t("cookie.message")}{" "}
          {reopened && consent !== null && (
            <>
              {t("cookie.current", {
                choice: t(consent === "true" ? "cookie.accept" : "cookie.decline"),
              })}{" "}
            </>
          )}
          <Link
            to={pathTo(language, "cookies")}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {t("cookie.policyLink")}
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <Button onClick={() => choose("false")}>{t("cookie.decline")}</Button>
          <Button onClick={() => choose("true")}>{t("cookie.accept")}</Button>
        </div>
      </div>
    </section>
  );
}
