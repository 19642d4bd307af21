import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "../../../components/ui/button";
import type { Common } from "./read-numbers";

interface CalculatorFormProps {
  title: string;
  common: Common;
  /** Reads the fields; returns false when one is wrong, and focus goes to the first wrong field. */
  onCalculate: () => boolean;
  children: ReactNode;
  /** One sentence, announced politely when it changes. */
  summary?: string;
  /** The working, shown below the summary (not announced). */
  details?: ReactNode;
}

/** The frame every lesson calculator shares: a titled section, its form, and the result. */
export function CalculatorForm({
  title,
  common,
  onCalculate,
  children,
  summary,
  details,
}: CalculatorFormProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  useEffect(() => {
    if (invalidAttempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempts]);
  return (
    <section
      aria-labelledby={titleId}
      className="calculator rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h3 id={titleId} className="mt-0">
        {title}
      </h3>
      <form
        ref={form}
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!onCalculate()) setInvalidAttempts((count) => count + 1);
        }}
      >
        {children}
        <button type="submit" className={buttonClasses("primary")}>
          {common.calculate}
        </button>
      </form>
      <output aria-live="polite" className="mt-4 block font-semibold text-slate-900">
        {summary}
      </output>
      {summary && details}
    </section>
  );
}
