import { useId, useState } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { formatKronor } from "../../../lib/numbers";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorProps } from "./calculator-props";
import {
  type InterestYearResult,
  interestReductionBothYears,
  lowerRate,
  rateLimit,
  unsecuredShare,
  upperRate,
} from "./interest-reduction";
import { NumberField } from "./number-field";
import { type FieldErrors, formatShare, readNumbers } from "./read-numbers";
import { YearTable } from "./year-table";

/** The interest reduction for 2025 and 2026 side by side (app/features/calculator/lessons/interest-reduction.ts). */
export function InterestReductionForm({ language, common, words }: CalculatorProps<"interest-reduction">) {
  const id = useId();
  const [fields, setFields] = useState({ secured: "", unsecured: "0" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [entered, setEntered] = useState<{ secured: number; unsecured: number }>();
  const kr = (value: number) => formatKronor(value, language);
  const share = (value: number) => formatShare(value, language);
  const results: InterestYearResult[] | undefined = entered && interestReductionBothYears(entered);

  const calculate = () => {
    const { numbers, errors } = readNumbers(fields, language, common);
    setErrors(errors);
    if (numbers) setEntered(numbers);
    return Boolean(numbers);
  };

  const [first, second] = results ?? [];
  const row = (label: string, value: (result: InterestYearResult) => string): [string, string[]] => [
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
          firstReduction: kr(first.reduction),
          second: second.year,
          secondReduction: kr(second.reduction),
        })
      }
      details={
        results &&
        entered && (
          <>
            <YearTable
              yearLabel={common.incomeYear}
              years={results.map((result) => result.year)}
              rows={[
                row(
                  words.countedUnsecured,
                  (result) => `${kr(result.countedUnsecured)} (${share(unsecuredShare[result.year] * 100)})`,
                ),
                row(words.deficit, (result) => kr(result.deficit)),
                row(words.reduction, (result) => kr(result.reduction)),
              ]}
            />
            <p className="mt-3 text-sm">
              {fill(words.rates, { lower: share(lowerRate), limit: kr(rateLimit), upper: share(upperRate) })}{" "}
              {words.deficitNote}
            </p>
            <p className="mt-2 text-sm">
              {fill(words.boxes, {
                year: 2025,
                secured: kr(entered.secured),
                unsecured: kr(entered.unsecured),
              })}
            </p>
          </>
        )
      }
    >
      <NumberField
        id={`${id}-secured`}
        label={words.secured}
        value={fields.secured}
        onChange={(value) => setFields({ ...fields, secured: value })}
        error={errors.secured}
      />
      <NumberField
        id={`${id}-unsecured`}
        label={words.unsecured}
        value={fields.unsecured}
        onChange={(value) => setFields({ ...fields, unsecured: value })}
        error={errors.unsecured}
      />
    </CalculatorForm>
  );
}
