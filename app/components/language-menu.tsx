import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Globe } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { languageInfo, languages } from "../config/site";
import { useI18n } from "../i18n/i18n-context";
import { type LanguageSwitchState, useChangeLanguage } from "../lib/use-change-language";

/** The current language code in capitals; its menu lists every language in its own name. */
export function LanguageMenu() {
  const { language, t } = useI18n();
  const changeLanguage = useChangeLanguage();
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);

  // A language switch re-creates the header; keep keyboard and screen-reader users where they were.
  useEffect(() => {
    if ((location.state as LanguageSwitchState | null)?.languageSwitched)
      trigger.current?.focus({ preventScroll: true });
  }, [location.state]);

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it is open. Rendered
    // in place (no portal), so the menu stays inside the banner landmark.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("nav.language")}: </span>
        {language.toUpperCase()}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {languages.map((code) => (
          <DropdownMenu.Item
            key={code}
            lang={languageInfo[code].htmlLang}
            onSelect={() => changeLanguage(code)}
            className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-md px-3 text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900"
          >
            {languageInfo[code].name}
            {code === language && <Check aria-hidden="true" className="size-4 text-brand-700" />}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
