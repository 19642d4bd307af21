import { useId, useState } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { formatKronor } from "../../../lib/numbers";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorProps } from "./calculator-props";
import { capitalTaxRate, type IskYearResult, iskTaxBothYears } from "./isk-tax";
import { NumberField } from "./number-field";
import { type FieldErrors, formatShare, readNumbers } from "./read-numbers";
import { YearTable } from "./year-table";

const names = ["q1", "q2", "q3", "q4", "deposits"] as const;
type Name = (typeof names)[number];

/** The ISK tax on the reader's own account, 2025 and 2026 side by side (app/features/calculator/lessons/isk-tax.ts). */
export function IskTaxForm({ language, common, words }: CalculatorProps<"isk-tax">) {
  const id = useId();
  const [fields, setFields] = useState<Record<Name, string>>({
    q1: "",
    q2: "",
    q3: "",
    q4: "",
    deposits: "0",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [results, setResults] = useState<IskYearResult[]>();
  const kr = (value: number) => formatKronor(value, language);
  const share = (value: number) => formatShare(value, language);

  const calculate = () => {
    const { numbers, errors } = readNumbers(fields, language, common);
    setErrors(errors);
    if (numbers) {
      const { q1, q2, q3, q4, deposits } = numbers;
      setResults(iskTaxBothYears({ quarterValues: [q1, q2, q3, q4], deposits }));
    }
    return Boolean(numbers);
  };

  const [first, second] = results ?? [];
  const row = (label: string, value: (result: IskYearResult) => string): [string, string[]] => [
    label,
    (results ?? []).map(value),
  ];
  return (
    <CalculatorForm
      title={words.title}
      common={common}
      onCalculate={calculate}
      summary={
        first &&
        second &&
        fill(words.summary, {
          first: first.year,
          firstTax: kr(first.tax),
          second: second.year,
          secondTax: kr(second.tax),
        })
      }
      details={
        results && (
          <>
            <YearTable
              yearLabel={common.incomeYear}
              years={results.map((result) => result.year)}
              rows={[
                row(words.capitalBase, (result) => kr(result.capitalBase)),
                row(words.taxFree, (result) => kr(-result.taxFree)),
                row(words.taxableBase, (result) => kr(result.taxableBase)),
                row(words.standardIncomeRate, (result) => share(result.standardIncomeRate)),
                row(words.standardIncome, (result) => kr(result.standardIncome)),
                row(fill(words.tax, { rate: share(capitalTaxRate) }), (result) => kr(result.tax)),
              ]}
            />
            <p className="mt-3 text-sm">
              {results
                .map(
                  (result) =>
                    `${result.year}: ${fill(words.taxShare, { rate: share(result.effectiveRate) })}`,
                )
                .join(" ")}
            </p>
          </>
        )
      }
    >
      <p className="text-sm">{words.taxFreeNote}</p>
      {names.map((name, index) => (
        <NumberField
          key={name}
          id={`${id}-${name}`}
          label={name === "deposits" ? words.deposits : fill(words.quarter, { quarter: index + 1 })}
          value={fields[name]}
          onChange={(value) => setFields({ ...fields, [name]: value })}
          error={errors[name]}
        />
      ))}
    </CalculatorForm>
  );
}
