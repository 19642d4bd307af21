import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isLanguageSwitch } from "#shared/paths.ts";

/**
 * Client-side navigation changes the page without a page load, so assistive technology hears
 * nothing. After each route change this announces the new page's title and moves focus to <main>,
 * so that the next Tab continues in the new content. A language switch keeps focus on the language
 * menu instead (see LanguageMenu).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const fromPath = previous.current;
    previous.current = pathname;
    if (fromPath === pathname) return;
    if (!isLanguageSwitch(fromPath, pathname))
      document.getElementById("main")?.focus({ preventScroll: true });
    // React has hoisted the new <title> by now; read it on the next frame to be sure.
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
