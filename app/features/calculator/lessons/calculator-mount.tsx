import { lazy, Suspense, useEffect, useState } from "react";
import type { Language } from "#shared/site.ts";
import type { LessonCalculatorData } from "./lesson-calculators";

// Its own chunk: a lesson without a calculator, and every other page, loads none of it.
const LessonCalculators = lazy(() =>
  import("./lesson-calculators").then((module) => ({ default: module.LessonCalculators })),
);

/** The lesson's calculators, once the page has hydrated (the pre-rendered page shows their
 * placeholders' no-script note, which the page keeps until a calculator replaces it). */
export function CalculatorMount({ data, language }: { data?: LessonCalculatorData; language: Language }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!data || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LessonCalculators {...data} language={language} />
    </Suspense>
  );
}
