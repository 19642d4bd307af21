/**
 * The console's router: six fixed paths under /admin and two with a parameter (an issue's page, a
 * reader's record), no loaders. A few lines over the
 * History API instead of react-router in library mode, which would add its matcher, history and
 * context layers to do what `location.pathname` and `pushState` do here: measured with Vite 8 over
 * React DOM alone, 11 KB brotli in declarative mode, 25 KB in data mode (this file: well under 1 KB).
 */
import { useSyncExternalStore } from "react";

export const basename = "/admin";
export const paths = {
  dashboard: basename,
  signIn: `${basename}/sign-in`,
  issues: `${basename}/issues`,
  subscribers: `${basename}/subscribers`,
  courses: `${basename}/courses`,
  audit: `${basename}/audit`,
  /** An issue's own page. */
  issue: (id: string) => `${basename}/issues/${encodeURIComponent(id)}`,
  /** A reader's record, by the subscriber's opaque id: never the address (decision 028). */
  subscriber: (id: string) => `${basename}/subscribers/${encodeURIComponent(id)}`,
} as const;

/** The issue id of an issue's page, or undefined for any other path. */
export function issueIdOf(path: string): string | undefined {
  const match = /^\/admin\/issues\/([^/]+)$/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The subscriber id of a record's page, or undefined for any other path. */
export function subscriberIdOf(path: string): string | undefined {
  const match = /^\/admin\/subscribers\/([^/]+)$/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

const listeners = new Set<() => void>();
/** Set by the first in-app navigation: from then on a new screen takes focus (not on the first load). */
let navigated = false;

function subscribe(listener: () => void): () => void {
  // Back and Forward are navigations too.
  const onPopState = () => {
    navigated = true;
    listener();
  };
  listeners.add(listener);
  window.addEventListener("popstate", onPopState);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", onPopState);
  };
}

/** The path without a trailing slash, so `/admin/` and `/admin` are one screen. */
export function currentPath(): string {
  const path = window.location.pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => basename);
}

export function navigate(to: string, { replace = false } = {}): void {
  navigated = true;
  if (replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  for (const listener of listeners) listener();
}

export function hasNavigated(): boolean {
  return navigated;
}
