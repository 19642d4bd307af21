import type { ChangeEvent, ReactNode } from "react";
import { RichText } from "../../components/rich-text";

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** The message in the page's language, when the field's value is wrong. */
  error: string | undefined;
  /** A question about the value (which of two readings, per month or per year?), with its answers. */
  question?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  inputMode: "decimal" | "numeric";
}

/** One labelled text field: its hint, error and question are tied to it (aria-describedby,
 * aria-invalid). Text rather than type="number", so that "360 000" and "32,41" can be typed as Swedes
 * write them. */
export function CalculatorField({
  name,
  label,
  hint,
  error,
  question,
  value,
  onChange,
  inputMode,
}: FieldProps) {
  const id = `calculator-${name}`;
  const described = [error && `${id}-error`, question && `${id}-question`, hint && `${id}-hint`].filter(
    Boolean,
  );
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          <RichText text={hint} />
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error || question ? true : undefined}
        aria-describedby={described.join(" ") || undefined}
        className="mt-2 block min-h-11 w-full max-w-xs rounded-lg border border-slate-400 px-3 text-lg tabular-nums text-slate-900 aria-invalid:border-red-700"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {question ? (
        <div id={`${id}-question`} className="mt-2 text-sm font-medium text-slate-900">
          {question}
        </div>
      ) : null}
    </div>
  );
}
