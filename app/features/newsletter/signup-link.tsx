import type { MouseEvent, ReactNode } from "react";
import { newsletterMode } from "#shared/site.ts";
import { buttonClasses } from "../../components/ui/button";
import { newsletterInputId, scrollToSignup } from "./scroll-to-signup";

/** A call to action that leads to the newsletter form. A link, so that without JavaScript it still
 * jumps there; with JavaScript it scrolls smoothly and focuses the input (docs/decisions/005). */
export function SignupLink({
  children,
  variant = "primary",
  className = "",
  course,
}: {
  children: ReactNode;
  variant?: "primary" | "secondary" | "lantern";
  className?: string;
  /** A course's button (live mode): the form then has that course ticked (issue 32). Without
   * JavaScript the link carries it as `?course=`; the simulated form has no choices (SPEC.md). */
  course?: string;
}) {
  const withCourse = newsletterMode === "live" && course;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSignup(withCourse ? course : undefined);
  };
  const href = withCourse ? `?course=${course}#${newsletterInputId}` : `#${newsletterInputId}`;
  return (
    <a href={href} onClick={onClick} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
