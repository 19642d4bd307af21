import type { ChangeEvent } from "react";

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** "numeric" for whole counts (days, shares), "decimal" for amounts and rates. */
  inputMode?: "numeric" | "decimal";
}

/** A labelled text field for a number (typed as the reader writes it: "45 000", "32,41"), with its
 * hint and its error tied to it for screen readers. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  inputMode = "decimal",
}: NumberFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldClasses(Boolean(error))}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function fieldClasses(invalid = false): string {
  const border = invalid ? "border-red-700 border-2" : "border-slate-500";
  return `mt-1 block min-h-11 w-full max-w-xs rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${border}`;
}
