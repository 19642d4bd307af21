import { fill, type Values } from "#shared/i18n/translate.ts";
import { RichText } from "../../components/rich-text";
import type { CalculatorDictionary } from "./words/calculator-en";

/** What the calculator does not compute, and why; then who decides (Skatteverket). */
export function CalculatorNotes({ words, values }: { words: CalculatorDictionary; values: Values }) {
  return (
    <section aria-labelledby="calculator-not-included" className="mt-12">
      <h2 id="calculator-not-included" className="text-xl font-semibold text-slate-900">
        {words.notIncludedTitle}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-slate-500">
        {words.notIncluded.map((item) => (
          <li key={item}>{fill(item, values)}</li>
        ))}
        <li>{words.year2024}</li>
      </ul>
      <p className="mt-8 rounded-2xl bg-slate-100 p-5 text-sm text-slate-700">
        <RichText text={words.disclaimer} />
      </p>
    </section>
  );
}
