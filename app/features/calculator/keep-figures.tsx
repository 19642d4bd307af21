import { useEffect, useState } from "react";
import type { CalculatorDictionary } from "./words/calculator-en";

/** The one place the calculator may store anything: the reader's own figures, in this browser only,
 * and only when the reader ticks the box (issue 50). */
export const storageKey = "calculator-figures";

function stored(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked: the box then does nothing
  }
}

/** Opening the calculator bare brings back figures the reader chose to keep. */
export function useRestoreKept(fragment: string, onRestore: (fragment: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    const kept = stored();
    if (!fragment && kept) onRestore(kept);
  }, []);
}

export function KeepFigures({ words, fragment }: { words: CalculatorDictionary; fragment: string }) {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(stored() !== null), []);
  // While kept, the stored figures follow the address.
  useEffect(() => {
    if (kept && fragment) window.localStorage.setItem(storageKey, fragment);
  }, [kept, fragment]);
  const toggle = (keep: boolean) => {
    setKept(keep);
    if (!keep) window.localStorage.removeItem(storageKey);
  };
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={kept}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby="calculator-keep-hint"
          className="size-5 accent-brand-700"
        />
        {words.keep}
      </label>
      <span id="calculator-keep-hint" className="text-sm text-slate-600">
        {words.keepHint}
      </span>
      {kept ? (
        <button
          type="button"
          onClick={() => toggle(false)}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold text-slate-900"
        >
          {words.clear}
        </button>
      ) : null}
    </div>
  );
}
