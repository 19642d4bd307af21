import { Check, ChevronDown, Globe } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { matchCoursePath, matchPage, matchToolPath, pathTo, switchLanguage } from "#shared/paths.ts";
import { languageInfo, languages } from "#shared/site.ts";
import { useI18n } from "../i18n/i18n-context";

/** Navigation state of a language switch: the new page's language button takes focus. */
type LanguageSwitchState = { languageSwitched: true };
const languageSwitched: LanguageSwitchState = { languageSwitched: true };

/**
 * The current language code in capitals; a popover lists every language in its own name, as real
 * links to the same page in that language (docs/decisions/014). The popover and its links work
 * without JavaScript; with it, a switch keeps the reader's place and focus.
 */
export function LanguageMenu() {
  const { language, t } = useI18n();
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const current = matchPage(location.pathname)?.page ?? "home";
  // A course, lesson, the glossary or the calculator exists in every language under the same path:
  // swap the prefix, keep the page.
  const samePathElsewhere =
    matchCoursePath(location.pathname) !== null || matchToolPath(location.pathname) !== null;
  const pathIn = (code: (typeof languages)[number]) =>
    samePathElsewhere
      ? switchLanguage(location.pathname.replace(/(.)\/$/, "$1"), code)
      : pathTo(code, current);
  // From useId, so the hydration test sees a mismatch between server and client ids at once.
  const popoverId = useId();

  // A language switch re-creates the header; keep keyboard and screen-reader users where they were.
  useEffect(() => {
    if ((location.state as LanguageSwitchState | null)?.languageSwitched)
      trigger.current?.focus({ preventScroll: true });
  }, [location.state]);

  // Up and Down move between the languages, as in a menu; Tab works as well.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const links = [...(popover.current?.querySelectorAll("a") ?? [])];
    const index = links.indexOf(event.currentTarget);
    const step = event.key === "ArrowDown" ? 1 : -1;
    links.at((index + step) % links.length)?.focus();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={popoverId}
        className="language-menu-trigger inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("nav.language")}: </span>
        {language.toUpperCase()}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        className="language-menu min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <ul aria-label={t("nav.language")}>
          {languages.map((code) => (
            <li key={code}>
              <Link
                to={pathIn(code)}
                hrefLang={languageInfo[code].htmlLang}
                lang={languageInfo[code].htmlLang}
                aria-current={code === language ? "true" : undefined}
                // The same page in another language keeps the place; the thank-you page starts at the top.
                preventScrollReset={current !== "thankYou"}
                state={languageSwitched}
                onClick={() => popover.current?.hidePopover()}
                onKeyDown={onKeyDown}
                className="flex min-h-11 items-center justify-between gap-4 rounded-md px-3 text-slate-800 hover:bg-brand-50 hover:text-brand-900"
              >
                {languageInfo[code].name}
                {code === language && <Check aria-hidden="true" className="size-4 text-brand-700" />}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
