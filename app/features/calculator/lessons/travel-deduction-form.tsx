import { useId, useState } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { formatKronor, formatNumber, formatPercent } from "../../../lib/numbers";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorProps } from "./calculator-props";
import { type IncomeYear, incomeYears } from "./kinds";
import { fieldClasses, NumberField } from "./number-field";
import { type FieldErrors, formatRate, readNumbers } from "./read-numbers";
import { ResultList } from "./result-list";
import {
  averageMunicipalRate,
  carRatePerMil,
  type TravelMode,
  type TravelResult,
  travelDeduction,
} from "./travel-deduction";

const modes: TravelMode[] = ["own-car", "company-car", "company-car-electric", "public-transport"];

/** The travel deduction for the reader's own commute (app/features/calculator/lessons/travel-deduction.ts). */
export function TravelDeductionForm({ language, common, words }: CalculatorProps<"travel-deduction">) {
  const id = useId();
  const defaultRate = (year: IncomeYear) => formatNumber(averageMunicipalRate[year], language, 2);
  const [year, setYear] = useState<IncomeYear>(2025);
  const [mode, setMode] = useState<TravelMode>("own-car");
  const [fields, setFields] = useState({
    days: "",
    milPerDay: "",
    yearlyFare: "",
    municipalRate: defaultRate(2025),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ year: IncomeYear; value: TravelResult }>();
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  const kr = (value: number) => formatKronor(value, language);

  const changeYear = (next: IncomeYear) => {
    // The default rate follows the year until the reader writes their own.
    if (fields.municipalRate === defaultRate(year))
      setFields({ ...fields, municipalRate: defaultRate(next) });
    setYear(next);
  };

  const calculate = () => {
    const { municipalRate, days, milPerDay, yearlyFare } = fields;
    if (mode === "public-transport") {
      const { numbers, errors } = readNumbers({ yearlyFare, municipalRate }, language, common);
      setErrors(errors);
      if (numbers) setResult({ year, value: travelDeduction({ year, mode, ...numbers }) });
      return Boolean(numbers);
    }
    const { numbers, errors } = readNumbers({ days, milPerDay, municipalRate }, language, common);
    setErrors(errors);
    if (numbers) setResult({ year, value: travelDeduction({ year, mode, ...numbers }) });
    return Boolean(numbers);
  };

  const field = (name: keyof typeof fields, inputMode: "numeric" | "decimal" = "decimal", hint?: string) => (
    <NumberField
      id={`${id}-${name}`}
      label={words[name]}
      value={fields[name]}
      onChange={set(name)}
      error={errors[name]}
      hint={hint}
      inputMode={inputMode}
    />
  );

  return (
    <CalculatorForm
      title={words.title}
      common={common}
      onCalculate={calculate}
      summary={
        result &&
        fill(words.summary, {
          deduction: kr(result.value.deduction),
          tax: kr(result.value.approximateTaxEffect),
        })
      }
      details={
        result && (
          <>
            <ResultList
              rows={[
                [words.cost, kr(result.value.cost)],
                [
                  fill(words.threshold, { threshold: kr(result.value.threshold), year: result.year }),
                  kr(-result.value.threshold),
                ],
                [words.deduction, kr(result.value.deduction)],
                [words.taxEffect, kr(result.value.approximateTaxEffect)],
              ]}
            />
            <p className="mt-3 text-sm">{words.approximate}</p>
            <p className="mt-2 text-sm">{fill(words.box, { threshold: kr(result.value.threshold) })}</p>
          </>
        )
      }
    >
      <p className="text-sm">{words.conditions}</p>
      <div>
        <label htmlFor={`${id}-year`} className="block font-medium text-slate-900">
          {common.incomeYear}
        </label>
        <select
          id={`${id}-year`}
          value={year}
          onChange={(event) => changeYear(Number(event.target.value) as IncomeYear)}
          className={fieldClasses()}
        >
          {incomeYears.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-mode`} className="block font-medium text-slate-900">
          {words.mode}
        </label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(event) => setMode(event.target.value as TravelMode)}
          className={fieldClasses()}
        >
          {modes.map((each) => (
            <option key={each} value={each}>
              {fill(
                words.modes[each],
                each === "public-transport" ? {} : { rate: formatRate(carRatePerMil[each], language) },
              )}
            </option>
          ))}
        </select>
      </div>
      {mode === "public-transport" ? (
        field("yearlyFare")
      ) : (
        <>
          {field("days", "numeric")}
          {field("milPerDay")}
        </>
      )}
      {field(
        "municipalRate",
        "decimal",
        fill(words.municipalRateHint, { year, rate: formatPercent(averageMunicipalRate[year], language) }),
      )}
    </CalculatorForm>
  );
}
