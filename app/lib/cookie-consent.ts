import { useSyncExternalStore } from "react";

/** SPEC.md §3/§9: the stored choice, the string "true" (accepted) or "false" (declined). */
export const consentStorageKey = "cookies-accepted";
export type ConsentChoice = "true" | "false";

// Used when the browser blocks storage: the choice then lasts for this visit only.
let choiceThisVisit: ConsentChoice | null = null;
// Cookie Settings shows the banner again over a stored choice, until the visitor answers anew.
let reopened = false;
// What had focus when Cookie Settings was chosen; it gets focus back after the answer.
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

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
  reopened = false;
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    // Storage blocked or full: the choice still hides the banner for this visit.
  }
  notify();
}

/** Cookie Settings: shows the banner again, so that changing the choice is as easy as giving it
 * (SPEC.md keeps "no settings screen"). The stored choice holds until a new one is made. */
export function reopenConsent(from: HTMLElement | null = null): void {
  reopened = true;
  opener = from;
  // The boot script's mark hides the banner with CSS before hydration; it must not hide it now.
  delete document.documentElement.dataset.consent;
  notify();
}

/** The element that reopened the banner, once: the banner gives focus back to it after the answer. */
export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
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

/** Whether Cookie Settings has reopened the banner and the visitor has not answered yet. */
export function useConsentReopened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reopened,
    () => false,
  );
}

/** Runs in <head> before first paint: marks <html> when a choice is stored, so CSS hides the banner
 * and a returning visitor never sees it flash. Kept tiny; its hash goes into the CSP. */
export const consentBootScript = `try{var c=localStorage.getItem("${consentStorageKey}");if(c==="true"||c==="false")document.documentElement.dataset.consent=c}catch(e){}`;
