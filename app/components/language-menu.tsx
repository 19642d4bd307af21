import { ChevronDown, Globe } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import type { LanguageSwitchState } from "../lib/use-change-language";
import { onDemand, useOnDemand } from "../lib/use-on-demand";
import type { OpenedWith } from "./language-menu-popup";
import { StandInTrigger } from "./ui/stand-in-trigger";

const loadPopup = onDemand(() => import("./language-menu-popup"));

const triggerClassName =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50";

// The keys that open a Radix menu from its trigger.
const openingKeys = ["Enter", " ", "ArrowDown"];

/**
 * The current language code in capitals; its menu lists every language in its own name. The menu
 * itself (Radix) is loaded on demand: until the first press this is the same button without it.
 */
export function LanguageMenu() {
  const { language, t } = useI18n();
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [popup, open] = useOnDemand<typeof import("./language-menu-popup"), OpenedWith>(loadPopup);

  // A language switch re-creates the header; keep keyboard and screen-reader users where they were.
  useEffect(() => {
    if ((location.state as LanguageSwitchState | null)?.languageSwitched)
      trigger.current?.focus({ preventScroll: true });
  }, [location.state]);

  const label = (
    <>
      <Globe aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("nav.language")}: </span>
      {language.toUpperCase()}
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );

  if (popup) {
    const { LanguageMenuPopup } = popup.module;
    return (
      <LanguageMenuPopup openedWith={popup.request} triggerRef={trigger} triggerClassName={triggerClassName}>
        {label}
      </LanguageMenuPopup>
    );
  }
  // Opens on the same events as Radix's trigger: a primary press, or Enter, Space and ArrowDown.
  return (
    <StandInTrigger
      ref={trigger}
      opens="menu"
      className={triggerClassName}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event) => {
        if (!openingKeys.includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
      // A click with no press before it comes from assistive technology: treat it like the keyboard.
      onClick={() => open("keyboard")}
    >
      {label}
    </StandInTrigger>
  );
}
