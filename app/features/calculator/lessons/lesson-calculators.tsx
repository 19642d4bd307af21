/**
 * Mounts each calculator a lesson places at its placeholder in the lesson's HTML (the `::calculator`
 * line, app/features/calculator/calculator-directive.ts), through a portal: the HTML stays as pre-rendered, and
 * each kind's code is its own chunk, loaded only by a lesson that places it.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { LessonCalculatorWords } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import type { CalculatorProps } from "./calculator-props";
import type { CalculatorKind } from "./kinds";

type AnyForm = ComponentType<CalculatorProps<CalculatorKind>>;

const forms: Record<CalculatorKind, AnyForm> = {
  "travel-deduction": lazy(() =>
    import("./travel-deduction-form").then((module) => ({ default: module.TravelDeductionForm as AnyForm })),
  ),
  "isk-tax": lazy(() =>
    import("./isk-tax-form").then((module) => ({ default: module.IskTaxForm as AnyForm })),
  ),
  "interest-reduction": lazy(() =>
    import("./interest-reduction-form").then((module) => ({
      default: module.InterestReductionForm as AnyForm,
    })),
  ),
  "rot-rut": lazy(() =>
    import("./rot-rut-form").then((module) => ({ default: module.RotRutForm as AnyForm })),
  ),
  "average-cost": lazy(() =>
    import("./average-cost-form").then((module) => ({ default: module.AverageCostForm as AnyForm })),
  ),
};

export interface LessonCalculatorData {
  kinds: CalculatorKind[];
  words: LessonCalculatorWords;
}

export function LessonCalculators({ kinds, words, language }: LessonCalculatorData & { language: Language }) {
  const [slots, setSlots] = useState<[CalculatorKind, HTMLElement][]>([]);
  useEffect(() => {
    const found = kinds.flatMap((kind) => {
      const slot = document.querySelector<HTMLElement>(`[data-calculator="${kind}"]`);
      return slot ? [[kind, slot] as [CalculatorKind, HTMLElement]] : [];
    });
    setSlots(found);
  }, [kinds]);
  return slots.map(([kind, slot]) => {
    const Form = forms[kind];
    const own = words[kind];
    if (!own) return null;
    return createPortal(
      <Suspense fallback={null}>
        <Form language={language} common={words.common} words={own} />
      </Suspense>,
      slot,
      kind,
    );
  });
}
