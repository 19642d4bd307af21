import { type ComponentProps, useId } from "react";

/**
 * A labelled input with its hint and error tied to it (aria-describedby), and aria-invalid while the
 * error shows. The error is text with a leading word, not colour alone.
 */
export function TextField({
  label,
  hint,
  error,
  className = "",
  ...input
}: ComponentProps<"input"> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          Error: {error}
        </p>
      ) : null}
    </div>
  );
}
