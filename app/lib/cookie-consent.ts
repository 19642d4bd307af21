import { useSyncExternalStore } from "react";

/** SPEC.md §3/§9: the stored choice, the string "true" (accepted) or "false" (declined). */
export const consentStorageKey = "cookies-accepted";
export type ConsentChoice = "true" | "false";

// Used when the browser blocks storage: the choice then lasts for this visit only.
let choiceThisVisit: ConsentChoice | null = null;
const listeners = new Set<() => void>();

function isChoice(value: unknown): value is ConsentChoice {
  return value === "true" || value === "false";
}

/** The stored choice, or null when there is none. Never throws, even when storage is blocked. */
export function readConsent(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(consentStorageKey);
    if (isChoice(stored)) return stored;
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): fall back to this visit's choice.
  }
  return choiceThisVisit;
}

export function saveConsent(choice: ConsentChoice): void {
  choiceThisVisit = choice;
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    // Storage blocked or full: the choice still hides the banner for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's choice. Pre-rendered HTML assumes none (the inline script in `root.tsx` hides the
 * banner before first paint for returning visitors); hydration then reads the real value. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** Runs in <head> before first paint: marks <html> when a choice is stored, so CSS hides the banner
 * and a returning visitor never sees it flash. Kept tiny; its hash goes into the CSP. */
export const consentBootScript = `try{var c=localStorage.getItem("${consentStorageKey}");if(c==="true"||c==="false")document.documentElement.dataset.consent=c}catch(e){}`;
