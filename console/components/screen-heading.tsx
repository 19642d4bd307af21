import { type ReactNode, useEffect, useRef } from "react";
import { hasNavigated } from "../lib/router";

export const consoleTitle = "Skattlyktan newsletter console";

/**
 * A screen's one h1. It names the tab, and after an in-app navigation it takes focus, so a screen
 * reader announces the new screen and Tab starts from its top (as a page load would).
 */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${consoleTitle}`;
    if (hasNavigated()) heading.current?.focus();
  }, [title]);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
    >
      {children ?? title}
    </h1>
  );
}
