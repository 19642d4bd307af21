import type { ComponentProps } from "react";

// Filled buttons carry a transparent border: forced-colours mode paints it, so they keep their shape.
const variants = {
  primary: "border border-transparent bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-600/70",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  lantern: "border border-transparent bg-lantern-400 text-slate-900 hover:bg-lantern-300",
} as const;

/** Shared look of the site's buttons and button-like links: at least 44 px tall for touch. */
export function buttonClasses(variant: keyof typeof variants = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof variants }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
