/** A screen's place (its query and scroll) kept in its own history entry, so Back to it restores the
 * page, filters and scroll the operator left (issue 40), as a server-rendered list would. Nothing goes
 * in the URL: a search is part of an address, and addresses never go in URLs (decision 028). */
import { useEffect } from "react";

type Places = Record<string, { value?: unknown; scrollY?: number }>;

function places(): Places {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "places" in state ? (state.places as Places) : {};
}

function write(key: string, change: { value?: unknown; scrollY?: number }): void {
  const all = places();
  const places_ = { ...all, [key]: { ...all[key], ...change } };
  const state = window.history.state as Record<string, unknown> | null;
  window.history.replaceState({ ...state, places: places_ }, "");
}

/** What this entry saved under `key`, if anything. */
export function savedPlace<T>(key: string): { value?: T; scrollY?: number } {
  return (places()[key] ?? {}) as { value?: T; scrollY?: number };
}

/** Keeps `value` in the history entry as it changes, and the scroll once it settles. */
export function useKeepPlace(key: string, value: unknown): void {
  useEffect(() => write(key, { value }), [key, value]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => write(key, { scrollY: window.scrollY }), 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [key]);
}
