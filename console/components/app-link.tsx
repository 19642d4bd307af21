import type { ComponentProps, MouseEvent } from "react";
import { navigate } from "../lib/router";

/** A real link (it opens in a new tab, it has an address) that moves within the console without a
 * page load when clicked plainly. */
export function AppLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
