import { useId, useState } from "react";
import { fill } from "#shared/i18n/translate.ts";
import { buttonClasses } from "../../../components/ui/button";
import { formatKronor, formatNumber } from "../../../lib/numbers";
import {
  type AverageCostResult,
  averageCostSale,
  capitalGainsTaxRate,
  remainingLossShare,
} from "./average-cost";
import { CalculatorForm } from "./calculator-form";
import type { CalculatorProps } from "./calculator-props";
import { NumberField } from "./number-field";
import { type FieldErrors, formatRate, formatShare, readNumbers } from "./read-numbers";
import { ResultList } from "./result-list";

type Trade = { shares: string; price: string; brokerage: string };
const emptyTrade: Trade = { shares: "", price: "", brokerage: "0" };
const parts = ["shares", "price", "brokerage"] as const;

/** A sale of listed shares by the average cost method, beside the 20 % rule (app/features/calculator/lessons/average-cost.ts). */
export function AverageCostForm({ language, common, words }: CalculatorProps<"average-cost">) {
  const id = useId();
  const [purchases, setPurchases] = useState<Trade[]>([emptyTrade]);
  const [sale, setSale] = useState<Trade>(emptyTrade);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<AverageCostResult>();
  const kr = (value: number) => formatKronor(value, language);

  const calculate = () => {
    const read = purchases.map((trade) => readNumbers(trade, language, common));
    const sold = readNumbers(sale, language, common);
    const found: FieldErrors = {};
    read.forEach((each, index) => {
      for (const [name, message] of Object.entries(each.errors)) found[`p${index}-${name}`] = message;
    });
    for (const [name, message] of Object.entries(sold.errors)) found[`sale-${name}`] = message;
    const bought = read.flatMap((each) => (each.numbers ? [each.numbers] : []));
    let computed: AverageCostResult | undefined;
    if (sold.numbers && bought.length === read.length) {
      computed = averageCostSale(bought, sold.numbers);
      const owned = bought.reduce((sum, each) => sum + each.shares, 0);
      if (!computed) {
        found["sale-shares"] =
          sold.numbers.shares > 0
            ? fill(words.tooMany, { owned: formatNumber(owned, language) })
            : words.noShares;
      }
    }
    setErrors(found);
    if (computed) setResult(computed);
    return Boolean(computed);
  };

  const tradeFields = (trade: Trade, key: string, update: (trade: Trade) => void) =>
    parts.map((part) => (
      <NumberField
        key={part}
        id={`${id}-${key}-${part}`}
        label={words[part]}
        value={trade[part]}
        onChange={(value) => update({ ...trade, [part]: value })}
        error={errors[`${key}-${part}`]}
        inputMode={part === "shares" ? "numeric" : "decimal"}
      />
    ));

  return (
    <CalculatorForm
      title={words.title}
      common={common}
      onCalculate={calculate}
      summary={
        result &&
        (result.gain >= 0
          ? fill(words.summaryGain, { gain: kr(result.gain), tax: kr(result.tax) })
          : fill(words.summaryLoss, { loss: kr(-result.gain) }))
      }
      details={result && <AverageCostDetails result={result} language={language} words={words} kr={kr} />}
    >
      {purchases.map((trade, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a purchase is its place in the list
        <fieldset key={index} className="space-y-3 rounded-xl border border-slate-300 p-3">
          <legend className="px-1 font-semibold">{fill(words.purchase, { number: index + 1 })}</legend>
          {tradeFields(trade, `p${index}`, (next) =>
            setPurchases(purchases.map((each, at) => (at === index ? next : each))),
          )}
          {purchases.length > 1 && (
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => setPurchases(purchases.filter((_, at) => at !== index))}
            >
              {fill(words.removePurchase, { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => setPurchases([...purchases, emptyTrade])}
      >
        {words.addPurchase}
      </button>
      <fieldset className="space-y-3 rounded-xl border border-slate-300 p-3">
        <legend className="px-1 font-semibold">{words.sale}</legend>
        {tradeFields(sale, "sale", setSale)}
      </fieldset>
    </CalculatorForm>
  );
}

function AverageCostDetails({
  result,
  language,
  words,
  kr,
}: Omit<CalculatorProps<"average-cost">, "common"> & {
  result: AverageCostResult;
  kr: (value: number) => string;
}) {
  const share = (value: number) => formatShare(value, language);
  return (
    <>
      <ResultList
        rows={[
          [words.averageCost, formatRate(Math.round(result.averageCost * 100) / 100, language)],
          [words.netProceeds, kr(result.netProceeds)],
        ]}
      />
      <div className="mt-3 overflow-x-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">{words.method}</th>
              <th scope="col" className="text-right">
                {words.cost}
              </th>
              <th scope="col" className="text-right">
                {words.gain}
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                [words.averageMethod, result.averageMethod],
                [words.standardMethod, result.standardMethod],
              ] as const
            ).map(([label, method]) => (
              <tr key={label}>
                <th scope="row" className="border-b border-slate-200 font-normal">
                  {label}
                </th>
                <td className="text-right whitespace-nowrap">{kr(method.cost)}</td>
                <td className="text-right font-semibold whitespace-nowrap">{kr(method.gain)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm font-medium">
        {result.better === "average" ? words.betterAverage : words.betterStandard}
      </p>
      {result.gain >= 0 ? (
        <ResultList rows={[[fill(words.tax, { rate: share(capitalGainsTaxRate) }), kr(result.tax)]]} />
      ) : (
        <p className="mt-2 text-sm">
          {fill(words.loss, { share: share(remainingLossShare), amount: kr(result.lossCounted) })}
        </p>
      )}
    </>
  );
}
