import type { MouseEvent, ReactNode } from "react";
import { newsletterInputId, scrollToSignup } from "../../lib/scroll-to-signup";
import { buttonClasses } from "../ui/button";

/** A call to action that leads to the newsletter form. A link, so that without JavaScript it still
 * jumps there; with JavaScript it scrolls smoothly and focuses the input (docs/decisions/005). */
export function SignupLink({
  children,
  variant = "primary",
  className = "",
}: {
  children: ReactNode;
  variant?: "primary" | "secondary" | "lantern";
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSignup();
  };
  return (
    <a href={`#${newsletterInputId}`} onClick={onClick} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
