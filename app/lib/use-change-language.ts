import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Language } from "../config/site";
import { switchLanguage } from "./paths";

/** Navigation state that asks the new page's language menu to take focus (the header is re-created). */
export type LanguageSwitchState = { languageSwitched: true };

/** The one "change language" action: the same page, query and hash under the other language prefix. */
export function useChangeLanguage(): (target: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (target: Language) => {
      const pathname = switchLanguage(location.pathname, target);
      if (pathname === location.pathname) return;
      const state: LanguageSwitchState = { languageSwitched: true };
      navigate({ pathname, search: location.search, hash: location.hash }, { state });
    },
    [navigate, location],
  );
}
