/** A group of radio buttons with its legend (and an error tied to the group). Controlled when `value`
 * is given, otherwise it starts at `defaultValue` and the form reads it when sent. */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: [string, string][];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const errorId = `calculator-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([option, label]) => (
          // Keyed by the default, so that a new address's choice shows (defaultChecked applies on mount).
          <label key={`${option}-${defaultValue ?? ""}`} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              {...(value === undefined
                ? { defaultChecked: option === defaultValue }
                : { checked: value === option, onChange: () => onChange?.(option) })}
              className="size-5 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
