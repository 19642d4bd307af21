import { type ReactNode, useEffect, useRef } from "react";

/**
 * A wide table or chart scrolls inside its own box, so the page itself never scrolls sideways at
 * 320 px (WCAG 1.4.10 excepts such content, not the page). The box is focusable and named, so a
 * keyboard can scroll it too.
 */
export function ScrollBox({
  label,
  startAtEnd = false,
  children,
}: {
  label: string;
  /** Open scrolled to the right end (a chart's latest days). */
  startAtEnd?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (startAtEnd && box.current) box.current.scrollLeft = box.current.scrollWidth;
  }, [startAtEnd]);
  return (
    <section
      ref={box}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-slate-300 bg-white"
    >
      {children}
    </section>
  );
}

export const tableClasses =
  "w-full border-collapse text-left text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_tfoot_tr]:border-t-2 [&_tfoot_tr]:border-slate-500 [&_th]:px-3 [&_th]:py-2 [&_thead_th]:bg-slate-100 [&_thead_th]:font-semibold";
