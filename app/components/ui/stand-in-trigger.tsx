import type { ComponentProps } from "react";

/**
 * The markup of a closed Radix trigger, without Radix: what the header shows until a widget's code is
 * needed (docs/decisions/010). Same role, state attributes and look, so swapping it is invisible.
 */
export function StandInTrigger({ opens, ...props }: ComponentProps<"button"> & { opens: "menu" | "dialog" }) {
  return <button type="button" aria-haspopup={opens} aria-expanded={false} data-state="closed" {...props} />;
}
