import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isLanguageSwitch, matchPage } from "./paths";

/**
 * SPEC.md §2: every route change starts at the top, except a switch to the same page in the other
 * language, which keeps the reader's place. The thank-you page always starts at the top.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    const fromPath = previous.current;
    previous.current = pathname;
    if (fromPath === pathname) return; // first render, or only the query or hash changed
    if (isLanguageSwitch(fromPath, pathname) && matchPage(pathname)?.page !== "thankYou") return;
    // "instant" so that a smooth scroll-behavior in CSS cannot animate a page change.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}
