import type { ComponentProps } from "react";

// Filled buttons carry a transparent border: forced-colours mode paints it, so they keep their shape.
const variants = {
  primary: "border border-transparent bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  danger: "border border-transparent bg-red-700 text-white hover:bg-red-800",
} as const;

export type ButtonVariant = keyof typeof variants;

/** At least 44 px tall for touch; disabled looks disabled without relying on colour alone. */
export function buttonClasses(variant: ButtonVariant = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={`${buttonClasses(variant)} ${className}`} {...props} />;
}
