import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { fill, type Values } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { formatKronor, formatNumber } from "../../lib/numbers";
import { CalculatorField } from "./calculator-field";
import { errorValues } from "./calculator-values";
import { ChoiceGroup } from "./choice-group";
import { municipalities } from "./municipalities";
import { QuestionButtons } from "./question-buttons";
import { readNumber } from "./read-amount";
import { type Field, type ReadInputs, textFields } from "./read-inputs";
import { taxYears } from "./tax/constants";
import type { CalculatorDictionary } from "./words/calculator-en";

const selectClass =
  "mt-2 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-lg text-slate-900";

type TextName = (typeof textFields)[number] | "municipality";

/** A field's value as the reader's language writes it: "360 000", "30,55"; anything else as typed. */
function shown(field: TextName, raw: string, language: Language): string {
  if (field === "born" || field === "municipality") return raw;
  const reading = readNumber(raw, "en", { percentAllowed: true });
  if (reading.kind !== "number" || /,/.test(raw)) return raw;
  return formatNumber(reading.value, language, Number.isInteger(reading.value) ? 0 : 2);
}

interface FormProps {
  words: CalculatorDictionary;
  values: Values;
  language: Language;
  read: ReadInputs;
  hydrated: boolean;
  /** Put the inputs in the address's fragment. */
  onSubmit: (form: FormData) => void;
  /** Apply a question's answer to the address. */
  onAnswer: (patch: Record<string, string | null>) => void;
}

export function CalculatorForm({ words, values, language, read, hydrated, onSubmit, onAnswer }: FormProps) {
  const fromAddress = () =>
    Object.fromEntries(
      [...textFields, "municipality"].map((f) => [
        f,
        shown(f as TextName, read.raw[f as TextName], language),
      ]),
    ) as Record<TextName, string>;
  const [text, setText] = useState(fromAddress);
  const [period, setPeriod] = useState<string>(read.period);
  const [year, setYear] = useState(String(read.year));
  // The address is the one source: opening, Back and Forward show its inputs.
  const key = JSON.stringify([read.raw, read.period, read.year]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the address's contents
  useEffect(() => {
    setText(fromAddress());
    setPeriod(read.raw.salary || read.raw.pension || read.raw.paid ? read.period : "month");
    setYear(String(read.year));
  }, [key, language]);

  // After a submit that the address shows to be wrong, the first wrong field takes focus.
  const submitted = useRef(false);
  const firstError = textFields.find(
    (name) => read.errors[name] || read.questions.some((q) => "field" in q && q.field === name),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address (`key`)
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (firstError) document.getElementById(`calculator-${firstError}`)?.focus();
  }, [firstError, key]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    onSubmit(new FormData(event.currentTarget));
  };
  const kr = (value: number) => formatKronor(value, language);
  const confirm = (answer: string) => ({ confirm: [...read.confirmed, answer].join(",") });
  const questionFor = (name: TextName): ReactNode => {
    const question = read.questions.find((q) => ("field" in q ? q.field === name : name === "salary"));
    if (!question) return undefined;
    if (question.kind === "ambiguous") {
      const [first = "", second = ""] = question.readings.map(kr);
      return (
        <QuestionButtons
          text={fill(words.questions.ambiguous, { first, second })}
          answers={question.readings.map((reading, index) => ({
            label: [first, second][index] ?? "",
            patch: { [name]: String(reading) },
          }))}
          onAnswer={onAnswer}
        />
      );
    }
    if (question.kind === "monthly")
      return (
        <QuestionButtons
          text={fill(words.questions.monthly, { amount: kr(question.amount) })}
          answers={[
            { label: words.questions.monthlyYes, patch: { period: "month" } },
            { label: words.questions.monthlyNo, patch: confirm("yearly") },
          ]}
          onAnswer={onAnswer}
        />
      );
    return (
      <QuestionButtons
        text={fill(words.questions.pensionAged, { year: read.year })}
        answers={[
          { label: words.questions.allSalary, patch: confirm("salary") },
          { label: words.questions.allPension, patch: { pension: read.raw.salary, salary: null } },
        ]}
        onAnswer={onAnswer}
      />
    );
  };
  const field = (
    name: TextName,
    label: string,
    hint?: string,
    inputMode: "decimal" | "numeric" = "decimal",
  ) => {
    const error = read.errors[name as Field];
    return (
      <CalculatorField
        name={name}
        label={label}
        hint={hint && fill(hint, { ...values, ...errorValues(language, name as Field) })}
        error={error && fill(words.errors[error], errorValues(language, name as Field, read.year))}
        question={questionFor(name)}
        value={text[name]}
        onChange={(value) => setText((current) => ({ ...current, [name]: value }))}
        inputMode={inputMode}
      />
    );
  };
  const section = "space-y-6 border-t border-slate-200 pt-6";
  const heading = "text-lg font-semibold text-slate-900";
  // Without JavaScript the form cannot be sent: a GET form would put the reader's figures in the
  // query, and so in the server's access log. The pre-rendered page still shows the fields, what each
  // line means and what is left out, and its <noscript> note says a result needs JavaScript; the
  // button stays disabled until the script runs (a disabled default button also stops Enter).
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="calculator-form-title"
      className="space-y-6 print:hidden"
    >
      <h2 id="calculator-form-title" className="text-xl font-semibold text-slate-900">
        {words.formTitle}
      </h2>
      <div>
        <label htmlFor="calculator-year" className="block font-semibold text-slate-900">
          {words.year}
        </label>
        <select
          id="calculator-year"
          name="year"
          value={year}
          onChange={(event) => setYear(event.target.value)}
          className={selectClass}
        >
          {[...taxYears].reverse().map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={section}>
        <legend className={heading}>{words.incomeTitle}</legend>
        <ChoiceGroup
          name="period"
          legend={words.period}
          value={period}
          onChange={setPeriod}
          error={read.errors.period && words.errors.period}
          options={[
            ["month", words.perMonth],
            ["year", words.perYear],
          ]}
        />
        {field("salary", words.salary, words.salaryHint)}
        {field("pension", words.pension, words.pensionHint)}
        {field("paid", words.paid, words.paidHint)}
        {field("born", words.born, words.bornHint, "numeric")}
      </fieldset>
      <fieldset className={section}>
        <legend className={heading}>{words.placeTitle}</legend>
        <MunicipalitySelect
          words={words}
          value={text.municipality}
          error={read.errors.municipality}
          onChange={(value) => setText((current) => ({ ...current, municipality: value }))}
        />
        {field("rate", words.rate, words.rateHint)}
        {field("church", words.church, words.churchHint)}
      </fieldset>
      <fieldset className={section}>
        <legend className={heading}>{words.extrasTitle}</legend>
        {field("travel", words.travel, words.travelHint)}
        {field("interest", words.interest, words.interestHint)}
        <ChoiceGroup
          name="loan"
          legend={words.loan}
          defaultValue={read.loan}
          options={[
            ["secured", words.secured],
            ["unsecured", words.unsecured],
          ]}
        />
        {field("isk", words.isk, words.iskHint)}
        {field("rot", words.rot, words.rotRutHint)}
        <Check name="rot50" label={words.rotRaised} checked={read.rotRaised} />
        {field("rut", words.rut, words.rotRutHint)}
        <Check name="sold" label={words.sold} checked={read.sold} />
      </fieldset>
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

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        key={String(checked)}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="size-5 shrink-0 accent-brand-700"
      />
      {label}
    </label>
  );
}

function MunicipalitySelect({
  words,
  value,
  error,
  onChange,
}: {
  words: CalculatorDictionary;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor="calculator-municipality" className="block font-semibold text-slate-900">
        {words.municipality}
      </label>
      <p id="calculator-municipality-hint" className="mt-1 text-sm text-slate-600">
        {words.municipalityHint}
      </p>
      <select
        id="calculator-municipality"
        name="municipality"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          error
            ? "calculator-municipality-error calculator-municipality-hint"
            : "calculator-municipality-hint"
        }
        className={`${selectClass} w-full max-w-xs`}
      >
        <option value="">{words.municipalityNone}</option>
        {municipalities.map(([name]) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="calculator-municipality-error" className="mt-2 text-sm font-medium text-red-800">
          {words.errors.municipality}
        </p>
      ) : null}
    </div>
  );
}
