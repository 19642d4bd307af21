import { useId, useState } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { formatKronor } from "../../../lib/numbers";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorProps } from "./calculator-props";
import { incomeYears } from "./kinds";
import { fieldClasses, NumberField } from "./number-field";
import { type FieldErrors, formatShare, readNumbers } from "./read-numbers";
import { ResultList } from "./result-list";
import { combinedCeiling, paymentYear, type RotRutResult, rotCeiling, rotRut, rutRate } from "./rot-rut";

/** ROT and RUT on the reader's own labour costs, ceilings applied (app/features/calculator/lessons/rot-rut.ts). */
export function RotRutForm({ language, common, words }: CalculatorProps<"rot-rut">) {
  const id = useId();
  const [fields, setFields] = useState({ rotLabour: "", rutLabour: "0" });
  const [paid, setPaid] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<RotRutResult>();
  const kr = (value: number) => formatKronor(value, language);
  const share = (value: number) => formatShare(value, language);
  const [firstYear, lastYear] = [incomeYears[0], incomeYears[1]];

  const calculate = () => {
    const { numbers, errors } = readNumbers(fields, language, common);
    const computed = numbers && rotRut({ ...numbers, rotPaid: paid });
    const dateError: FieldErrors = paymentYear(paid)
      ? {}
      : { paid: fill(words.notAYear, { first: firstYear, second: lastYear }) };
    setErrors({ ...errors, ...dateError });
    if (computed) setResult(computed);
    return Boolean(computed);
  };

  const rows: [string, string][] = result
    ? [
        [fill(words.rot, { rate: share(result.rotRate) }), kr(result.rot)],
        [fill(words.rut, { rate: share(rutRate) }), kr(result.rut)],
        [fill(words.total, { year: result.year }), kr(result.total)],
      ]
    : [];
  return (
    <CalculatorForm
      title={words.title}
      common={common}
      onCalculate={calculate}
      summary={result && fill(words.summary, { total: kr(result.total) })}
      details={
        result && (
          <>
            <ResultList rows={rows} />
            {result.rotCeilingReached && (
              <p className="mt-3 text-sm font-medium">
                {fill(words.rotCeiling, { ceiling: kr(rotCeiling) })}
              </p>
            )}
            {result.combinedCeilingReached && (
              <p className="mt-3 text-sm font-medium">
                {fill(words.combinedCeiling, { ceiling: kr(combinedCeiling) })}
              </p>
            )}
          </>
        )
      }
    >
      <p className="text-sm">{words.limits}</p>
      <NumberField
        id={`${id}-rot`}
        label={words.rotLabour}
        value={fields.rotLabour}
        onChange={(value) => setFields({ ...fields, rotLabour: value })}
        error={errors.rotLabour}
      />
      <div>
        <label htmlFor={`${id}-paid`} className="block font-medium text-slate-900">
          {words.rotPaid}
        </label>
        <p id={`${id}-paid-hint`} className="text-sm text-slate-600">
          {words.rotPaidHint}
        </p>
        <input
          id={`${id}-paid`}
          type="date"
          min={`${firstYear}-01-01`}
          max={`${lastYear}-12-31`}
          value={paid}
          onChange={(event) => setPaid(event.target.value)}
          aria-invalid={errors.paid ? true : undefined}
          aria-describedby={`${id}-paid-hint${errors.paid ? ` ${id}-paid-error` : ""}`}
          className={fieldClasses(Boolean(errors.paid))}
        />
        {errors.paid && (
          <p id={`${id}-paid-error`} className="mt-1 text-sm font-medium text-red-800">
            {errors.paid}
          </p>
        )}
      </div>
      <NumberField
        id={`${id}-rut`}
        label={words.rutLabour}
        value={fields.rutLabour}
        onChange={(value) => setFields({ ...fields, rutLabour: value })}
        error={errors.rutLabour}
      />
    </CalculatorForm>
  );
}
