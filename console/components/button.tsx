import type { ComponentProps } from "react";

// Filled buttons carry a transparent border: forced-colours mode paints it, so they keep their shape.
const variants = {
  primary: "border border-transparent bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  danger: "border border-transparent bg-red-700 text-white hover:bg-red-800",
  /** A destructive action that only opens its confirmation: not the loudest thing on the screen. */
  "danger-outline": "border border-red-700 bg-white text-red-800 hover:bg-red-50",
} as const;

export type ButtonVariant = keyof typeof variants;

/** At least 44 px tall for touch; disabled (or aria-disabled, which keeps the button focusable and
 * announced) looks disabled without relying on colour alone. */
export function buttonClasses(variant: ButtonVariant = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:opacity-60 ${variants[variant]}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={`${buttonClasses(variant)} ${className}`} {...props} />;
}
