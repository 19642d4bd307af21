import { type FormEvent, useEffect, useRef, useState } from "react";
import { fill, type Values } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatNumber, parseNumber } from "../../lib/numbers";
import { CalculatorField } from "./calculator-field";
import { errorValues } from "./calculator-values";
import { type CalculatorQuery, type Field, fields } from "./tax/calculator-query";
import { taxYears } from "./tax/constants";
import type { CalculatorDictionary } from "./words/calculator-en";

/** A field's value as the reader's language writes it: "360 000", "30,55"; anything else as typed. */
function shown(field: Field, raw: string, language: Language): string {
  const value = field === "born" ? undefined : parseNumber(raw, language);
  if (value === undefined) return raw;
  return formatNumber(value, language, Number.isInteger(value) ? 0 : 2);
}

function fromQuery(query: CalculatorQuery, language: Language): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => [field, shown(field, query.raw[field], language)]),
  ) as Record<Field, string>;
}

interface FormProps {
  words: CalculatorDictionary;
  values: Values;
  language: Language;
  query: CalculatorQuery;
  /** Put the inputs in the address's fragment. */
  onSubmit: (form: FormData) => void;
  /** False in the pre-rendered page, until its script runs. */
  hydrated: boolean;
}

export function CalculatorForm({ words, values, language, query, onSubmit, hydrated }: FormProps) {
  const [text, setText] = useState(() => fromQuery(query, language));
  const [period, setPeriod] = useState(query.period);
  const [year, setYear] = useState(String(query.year));
  // The address is the one source: opening, Back and Forward show its inputs.
  const search = JSON.stringify([query.raw, query.period, query.year]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for the query's contents
  useEffect(() => {
    setText(fromQuery(query, language));
    setPeriod(query.period);
    setYear(String(query.year));
  }, [search, language]);

  // After a submit that the address shows to be wrong, the first wrong field takes focus, so its
  // message is read out at once.
  const submitted = useRef(false);
  const firstError = fields.find((name) => query.errors[name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address (`search`)
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (firstError) document.getElementById(`calculator-${firstError}`)?.focus();
  }, [firstError, search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    onSubmit(new FormData(event.currentTarget));
  };
  const field = (name: Field, label: string, hint: string, inputMode: "decimal" | "numeric") => {
    const error = query.errors[name];
    return (
      <CalculatorField
        name={name}
        label={label}
        hint={fill(hint, { ...values, ...errorValues(language, name) })}
        error={error && fill(words.errors[error], errorValues(language, name))}
        value={text[name]}
        onChange={(value) => setText((current) => ({ ...current, [name]: value }))}
        inputMode={inputMode}
      />
    );
  };
  // Without JavaScript the form cannot be sent: a GET form would put the reader's figures in the
  // query, and so in the server's access log. The pre-rendered page still shows the fields, what each
  // line means and what is left out, and its <noscript> note says a result needs JavaScript; the
  // button stays disabled until the script runs (a disabled default button also stops Enter).
  return (
    <form onSubmit={submit} noValidate aria-labelledby="calculator-form-title" className="space-y-6">
      <h2 id="calculator-form-title" className="text-xl font-semibold text-slate-900">
        {words.formTitle}
      </h2>
      {field("salary", words.salary, words.salaryHint, "decimal")}
      <fieldset>
        <legend className="font-semibold text-slate-900">{words.period}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["year", "month"] as const).map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
                className="size-5 accent-brand-700"
              />
              {option === "year" ? words.perYear : words.perMonth}
            </label>
          ))}
        </div>
      </fieldset>
      {field("born", words.born, words.bornHint, "numeric")}
      {field("rate", words.rate, words.rateHint, "decimal")}
      {field("pension", words.pension, words.pensionHint, "decimal")}
      <div>
        <label htmlFor="calculator-year" className="block font-semibold text-slate-900">
          {words.year}
        </label>
        <select
          id="calculator-year"
          name="year"
          value={year}
          onChange={(event) => setYear(event.target.value)}
          className="mt-2 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-lg text-slate-900"
        >
          {taxYears.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={!hydrated}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-500"
      >
        {words.submit}
      </button>
    </form>
  );
}
